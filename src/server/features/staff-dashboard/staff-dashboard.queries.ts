import { and, count, eq, gte, sql } from 'drizzle-orm';
import { PROJECT_STAGES } from '../../../shared/constants/stages';
import type { Database } from '../../db/client';
import { countsByName } from '../../db/company-counts';
import { preparedPerDatabase } from '../../db/prepared';
import { companyCounts } from '../../db/schema/company-counts';
import { leads } from '../../db/schema/operations';

/**
 * The company's kept counts (projects by stage, booked installations, open tasks) and its leads
 * since a date, in one statement: the kept counts are one index lookup whatever the company's
 * size, and recent leads are a range of the (company, created) index.
 */
const countsWithRecentLeads = preparedPerDatabase((db) =>
  db
    .select({ name: companyCounts.name, n: companyCounts.n })
    .from(companyCounts)
    .where(eq(companyCounts.companyId, sql.placeholder('companyId')))
    .unionAll(
      db
        .select({ name: sql<string>`'leads:recent'`.as('name'), n: count().as('n') })
        .from(leads)
        .where(and(eq(leads.companyId, sql.placeholder('companyId')), gte(leads.createdAt, sql.placeholder('leadsSince')))),
    )
    .prepare('company_counts_with_recent_leads'),
);

export async function countCompanyWork(db: Database, companyId: string, leadsSince: Date) {
  const rows = await countsWithRecentLeads(db).execute({ companyId, leadsSince });
  const counts = countsByName(rows);
  return {
    active: PROJECT_STAGES.filter((stage) => stage !== 'completed').reduce((sum, stage) => sum + counts(`projects:${stage}`), 0),
    pendingInstallations: counts('projects:booked'),
    pendingTasks: counts('tasks:open'),
    newLeads: Number(rows.find((row) => row.name === 'leads:recent')?.n ?? 0),
  };
}

const keptCounts = preparedPerDatabase((db) =>
  db
    .select({ name: companyCounts.name, n: companyCounts.n })
    .from(companyCounts)
    .where(eq(companyCounts.companyId, sql.placeholder('companyId')))
    .prepare('company_counts'),
);

/** Builds in the workshop and finished, from the kept counts of projects by stage. */
export async function countProductionStages(db: Database, companyId: string) {
  const counts = countsByName(await keptCounts(db).execute({ companyId }));
  return { manufacturing: counts('projects:manufacturing'), qualityControl: counts('projects:quality_control'), completed: counts('projects:completed') };
}
