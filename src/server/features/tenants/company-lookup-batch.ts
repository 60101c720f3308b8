import type { CompanyRow } from '../../db/schema/companies';

type Lookup = (subdomain: string) => Promise<CompanyRow | undefined>;

interface Batch {
  promise: Promise<CompanyRow | undefined>;
  start: () => void;
}

interface PerHost {
  /** The statement on its way to PostgreSQL, sent before anyone now waiting arrived. */
  inFlight: Promise<CompanyRow | undefined> | null;
  /** Those who arrived while it was on its way: one statement for all of them, sent when it returns. */
  next: Batch | null;
}

/**
 * The company a host names, read once for every request that arrives while the previous read is on
 * its way. Under load most requests find a read in flight, and joining it would hand them a row
 * read before they arrived, possibly before a change another server had already committed. So a
 * request waits for the next read instead, which is sent only after everyone waiting for it has
 * arrived: each request sees the company as it was at some moment after the request arrived, as
 * one statement of its own would show it, and a burst of public pages costs a statement per round
 * trip rather than one per page.
 */
export function batchedCompanyLookup(lookup: Lookup): Lookup {
  const hosts = new Map<string, PerHost>();

  function send(subdomain: string, host: PerHost): Promise<CompanyRow | undefined> {
    const read = lookup(subdomain);
    host.inFlight = read;
    const settled = () => {
      const waiting = host.next;
      host.next = null;
      if (waiting) waiting.start();
      else {
        host.inFlight = null;
        hosts.delete(subdomain);
      }
    };
    read.then(settled, settled);
    return read;
  }

  return (subdomain) => {
    let host = hosts.get(subdomain);
    if (!host) {
      host = { inFlight: null, next: null };
      hosts.set(subdomain, host);
    }
    if (!host.inFlight) return copyOf(send(subdomain, host));
    const current = host;
    if (!current.next) {
      let resolve!: (value: Promise<CompanyRow | undefined>) => void;
      const promise = new Promise<CompanyRow | undefined>((r) => (resolve = r));
      current.next = { promise, start: () => resolve(send(subdomain, current)) };
    }
    return copyOf(current.next.promise);
  };
}

/** Each request its own row: nothing one request does to it reaches another. */
async function copyOf(read: Promise<CompanyRow | undefined>): Promise<CompanyRow | undefined> {
  const row = await read;
  return row && { ...row, settings: { ...row.settings } };
}
