import type { Database } from './client';

/**
 * A query built once per database handle and prepared by name on each pooled connection: the hot
 * reads do not rebuild their SQL on every call (Drizzle's builder costs about 100 µs a query), and
 * PostgreSQL parses and plans them once per connection. Only for the pool, never a transaction:
 * a prepared query runs on whichever connection the pool hands it.
 */
export function preparedPerDatabase<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const cache = new WeakMap<Database, Q>();
  return (db) => {
    let query = cache.get(db);
    if (!query) {
      query = build(db);
      cache.set(db, query);
    }
    return query;
  };
}
