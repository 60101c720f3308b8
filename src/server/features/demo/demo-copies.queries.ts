import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { companies, type CompanyRow } from '../../db/schema/companies';

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
