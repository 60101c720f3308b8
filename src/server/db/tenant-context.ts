import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The company whose rows the current work may see. Every statement sent while a company is set
 * runs in a transaction that sets `app.company_id` to it first (`tenant-statement.ts`), and the
 * row-level security policies of every tenant table compare against that setting. With no company
 * set, a tenant table shows no rows and refuses every write: forgetting fails closed.
 */
const tenant = new AsyncLocalStorage<string>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs `work` (and everything it starts) on behalf of one company. Its result is awaited inside:
 * a Drizzle query is sent only when awaited, so `runAsTenant(id, () => db.select()…)` must await
 * it here, where the company is set, not in the caller.
 */
export function runAsTenant<T>(companyId: string, work: () => T | PromiseLike<T>): Promise<T> {
  if (!UUID.test(companyId)) return Promise.reject(new Error('A tenant is a company id.'));
  return tenant.run(companyId, async () => await work());
}

/** The company the current work runs for, if any. */
export function currentTenantId(): string | undefined {
  return tenant.getStore();
}
