import { count } from 'drizzle-orm';
import { insertCompany } from './insert-company';
import { lockedPasswordHash, samplePasswordHash } from '../features/demo/demo-accounts';
import type { FileStorage } from '../lib/storage/storage-driver';
import type { Database } from './client';
import { DEMO_COMPANIES, SEEDED_IDS, type DemoCompanyKey } from './seed-demo-companies';
import { companies } from './schema/companies';

export { DEMO_PROJECT_ID } from './seed-demo-companies';

/**
 * Seeds the demo tenant and a second tenant (so isolation can be seen) into an empty database,
 * both marked as demo companies: only these have sample accounts and quick access. With a file
 * storage, the demo tenant's gallery photos are drawn and stored too.
 */
export async function seedDemo(db: Database, options: { storage?: FileStorage } = {}): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(companies);
  if ((existing?.n ?? 0) > 0) return false;

  const [passwordHash, locked] = await Promise.all([samplePasswordHash(), lockedPasswordHash()]);
  for (const subdomain of ['demo', 'acme'] as const satisfies DemoCompanyKey[]) {
    const demo = DEMO_COMPANIES[subdomain];
    const company = await insertCompany(db, { ...demo.company, subdomain, isDemo: true });
    await demo.seed(db, company, { ids: SEEDED_IDS, passwordHash, lockedPasswordHash: locked, storage: options.storage });
  }
  return true;
}
