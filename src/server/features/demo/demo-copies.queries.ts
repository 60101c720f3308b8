import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { companies, type CompanyRow } from '../../db/schema/companies';
import { runAsTenant } from '../../db/tenant-context';

// Read on a demo visitor's every API call (and only theirs): prepared.
const copyOf = preparedPerDatabase((db) =>
  db
    .select()
    .from(companies)
    .where(and(eq(companies.id, sql.placeholder('copyId')), eq(companies.demoOf, sql.placeholder('hostId'))))
    .limit(1)
    .prepare('demo_copy_of_company'),
);

/**
 * A visitor's copy of this demo company, if that is what `copyId` names; undefined otherwise. Read
 * as the copy (row-level security shows a company its own row only), whatever the caller's tenant.
 */
export async function findDemoCopy(db: Database, copyId: string, hostId: string): Promise<CompanyRow | undefined> {
  if (!UUID.test(copyId)) return undefined;
  const [row] = await runAsTenant(copyId, () => copyOf(db).execute({ copyId, hostId }));
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A new company row copying the host's name, branding and settings. Its subdomain holds a dot, so
 * no host ever names it (a host's company is its first label), and the lookups by subdomain skip
 * copies besides.
 */
export async function insertDemoCopy(db: Database, host: CompanyRow, copyId: string): Promise<CompanyRow> {
  const [row] = await db
    .insert(companies)
    .values({
      id: copyId,
      name: host.name,
      subdomain: `${host.subdomain}.v-${randomBytes(8).toString('hex')}`,
      logoUrl: host.logoUrl,
      primaryColor: host.primaryColor,
      secondaryColor: host.secondaryColor,
      subscriptionTier: host.subscriptionTier,
      settings: host.settings,
      isDemo: true,
      demoOf: host.id,
    })
    .returning();
  return row!;
}
