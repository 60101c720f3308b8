import type { BetterAuthOptions, DBAdapter, DBTransactionAdapter, Where } from 'better-auth';
import { currentTenantId, runAsTenant } from '../db/tenant-context';

/**
 * Runs better-auth work on behalf of one company: its lookups by email see only that company's
 * accounts, and its statements run as that company (row-level security, and the company of the
 * sessions, tokens and counters it writes).
 */
export function withAuthCompany<T>(companyId: string, work: () => Promise<T>): Promise<T> {
  return runAsTenant(companyId, work);
}

/**
 * The company better-auth's work runs for (withAuthCompany): our own statements in its hooks name
 * it, as every query names its company. Outside a company's request there is none, and that is a
 * mistake.
 */
export function authCompanyId(): string {
  const companyId = currentTenantId();
  if (!companyId) throw new Error('Sign-in work ran outside a company request.');
  return companyId;
}

type AdapterFactory = (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>;

/**
 * Accounts belong to one company, and one person may hold an account with each of several
 * companies under the same email address. better-auth finds a user by email alone (sign-in,
 * password reset), so every such lookup is narrowed here to the company whose host the request
 * came in on. A lookup by email outside a company's request is a mistake and is refused.
 */
export function companyScopedAdapter(factory: AdapterFactory): AdapterFactory {
  return (options) => scope(factory(options));
}

function scope(adapter: DBAdapter<BetterAuthOptions>): DBAdapter<BetterAuthOptions> {
  return {
    ...scopeQueries(adapter),
    // better-auth runs some work in a transaction on an adapter of its own: scope that one too.
    transaction: (callback) => adapter.transaction((trx) => callback(scopeQueries(trx))),
  };
}

function scopeQueries<A extends DBTransactionAdapter<BetterAuthOptions>>(adapter: A): A {
  return {
    ...adapter,
    findOne: (data) => adapter.findOne({ ...data, where: scopedWhere(data.model, data.where) }),
    findMany: (data) => adapter.findMany({ ...data, where: data.where && scopedWhere(data.model, data.where) }),
    count: (data) => adapter.count({ ...data, where: data.where && scopedWhere(data.model, data.where) }),
    update: (data) => adapter.update({ ...data, where: scopedWhere(data.model, data.where) }),
    updateMany: (data) => adapter.updateMany({ ...data, where: scopedWhere(data.model, data.where) }),
    delete: (data) => adapter.delete({ ...data, where: scopedWhere(data.model, data.where) }),
    deleteMany: (data) => adapter.deleteMany({ ...data, where: scopedWhere(data.model, data.where) }),
  };
}

function scopedWhere(model: string, where: Where[]): Where[] {
  if (model !== 'user' || !where.some((clause) => clause.field === 'email')) return where;
  const companyId = currentTenantId();
  if (!companyId) throw new Error('An account was looked up by email outside a company request.');
  // Only a conjunction can be narrowed by adding a condition; better-auth asks nothing else by email.
  if (where.some((clause) => clause.connector === 'OR')) throw new Error('An account lookup by email with OR cannot be narrowed to a company.');
  return [...where, { field: 'companyId', value: companyId, operator: 'eq', connector: 'AND' }];
}
