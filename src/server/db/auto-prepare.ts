import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * At most this many distinct statements are named (and so kept prepared on each connection).
 * Hot statements are met first; a builder that makes new text per call (an `IN` list of any
 * length) would otherwise grow every connection's statement cache without end.
 */
export const MAX_PREPARED_STATEMENTS = 1_000;

const names = new Map<string, string>();

/** The statement's name: the same text always gets the same name, on every connection. */
function nameFor(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_PREPARED_STATEMENTS) return known;
  const name = `auto_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * Makes the client prepare every statement with parameters by name, once per connection:
 * PostgreSQL then parses and plans it once instead of on every call, as postgres.js and pgx do
 * by default. Only statements that already use the extended protocol (those with parameters) are
 * named, so a parameterless script of several statements runs as before.
 */
export function prepareStatementsByName(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    // A Query object (one with submit) or plain text goes through as it is.
    if (config && typeof config === 'object' && typeof (config as QueryConfigLike).submit !== 'function') {
      const { text, name, values: ownValues } = config as QueryConfigLike;
      const params = Array.isArray(ownValues) ? ownValues : Array.isArray(values) ? values : [];
      const autoName = typeof text === 'string' && !name && params.length > 0 ? nameFor(text) : undefined;
      if (autoName) return query({ ...config, name: autoName }, values, callback);
    }
    return query(config, values, callback);
  };
}
