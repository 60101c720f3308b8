import { createHash } from 'node:crypto';
import type pg from 'pg';
import { Statement } from './statement';
import { currentTenantId } from './tenant-context';
import { isTransactionControl, prepareTenantSetting, TenantStatement } from './tenant-statement';

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
}

type Submittable = { submit: (...args: unknown[]) => unknown; callback?: unknown };
type QueryCallback = (error: Error | null, result?: unknown) => void;

function isSubmittable(config: unknown): config is Submittable {
  return !!config && typeof config === 'object' && typeof (config as Submittable).submit === 'function';
}

/**
 * The statement to send for a query: prepared by name when it has parameters (PostgreSQL then parses
 * and plans it once per connection, as postgres.js and pgx do by default), and run with the tenant
 * set for its transaction when one is given. A parameterless script of several statements, sent
 * without a tenant, runs as before.
 */
function statementFor(config: unknown, values: unknown, tenantId: string | undefined): Submittable {
  const own: QueryConfigLike = typeof config === 'string' ? { text: config } : (config as QueryConfigLike);
  const params = Array.isArray(own.values) ? own.values : Array.isArray(values) ? values : [];
  const autoName = typeof own.text === 'string' && !own.name && params.length > 0 ? nameFor(own.text) : undefined;
  const named = autoName ? { ...own, name: autoName } : own;
  const queryValues = Array.isArray(values) ? values : undefined;
  if (tenantId && !isTransactionControl(own.text)) return new TenantStatement(named, queryValues, tenantId) as unknown as Submittable;
  return new Statement(named, queryValues) as unknown as Submittable;
}

/**
 * pg's `query(config, values?, callback?)` as the statement to send, for the company of the code
 * calling now, and the caller's callback if it gave one.
 */
export function statementOfCall(config: unknown, values: unknown, callback: unknown): { statement: Submittable; callback: unknown } {
  const valuesGiven = typeof values !== 'function';
  return { statement: statementFor(config, valuesGiven ? values : undefined, currentTenantId()), callback: valuesGiven ? callback : values };
}

/** Sends a statement built by statementFor on a client: a promise, or the caller's callback. */
function submit(query: (config: unknown) => unknown, statement: Submittable, callback: unknown): unknown {
  if (typeof callback === 'function') {
    statement.callback = callback;
    query(statement);
    return undefined;
  }
  return new Promise((resolve, reject) => {
    const done: QueryCallback = (error, result) => (error ? reject(error) : resolve(result));
    statement.callback = done;
    query(statement);
  });
}

function ignoreLostConnection(): void {}

/**
 * Readies a new pooled connection: the tenant setting's statement is prepared, and every query sent
 * on it afterwards goes through statementFor with the tenant of the code that sent it. (A query the
 * pool sends for `pool.query` arrives already built, with the tenant read when it was asked for:
 * the pool may hand it a connection from another request's callback.)
 */
export async function readyConnection(client: pg.ClientBase): Promise<void> {
  // A connection lost while lent out (to a transaction, which holds it between statements) is
  // reported to its statements and to whoever releases it; without a listener pg's 'error' event
  // would also end the process.
  client.on('error', ignoreLostConnection);
  await prepareTenantSetting(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (isSubmittable(config)) return query(config, values, callback);
    const call = statementOfCall(config, values, callback);
    return submit(query, call.statement, call.callback);
  };
}
