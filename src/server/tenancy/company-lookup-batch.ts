import type { CompanyRow } from '../db/schema/companies';

type Lookup = (subdomain: string) => Promise<CompanyRow | undefined>;

/**
 * The company a host names, read once for all the requests for that host that arrive in one turn
 * of the event loop (a burst of connections is read from the sockets together): the read is sent
 * when the turn's I/O is done. A request never joins a read already sent, which could predate a
 * change another server had committed before the request arrived: each sees the company as it was
 * at some moment after it arrived, as one statement of its own would show it, one round trip
 * later, and a burst of public pages costs one statement rather than one each.
 */
export function batchedCompanyLookup(lookup: Lookup): Lookup {
  const gathering = new Map<string, Promise<CompanyRow | undefined>>();
  return (subdomain) => {
    let read = gathering.get(subdomain);
    if (!read) {
      read = new Promise<CompanyRow | undefined>((resolve, reject) => {
        setImmediate(() => {
          gathering.delete(subdomain);
          lookup(subdomain).then(resolve, reject);
        });
      });
      gathering.set(subdomain, read);
    }
    return copyOf(read);
  };
}

/** Each request its own row: nothing one request does to it reaches another. */
async function copyOf(read: Promise<CompanyRow | undefined>): Promise<CompanyRow | undefined> {
  const row = await read;
  return row && { ...row, settings: { ...row.settings } };
}
