import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { companies } from '../../db/schema/companies';
import { projects } from '../../db/schema/projects';
import { diaryDigests, diaryEntries, diaryPhotos } from '../../db/schema/site-diary';

/**
 * Every entry meant for a customer posted in (since, until] that no summary of theirs has
 * covered yet, across companies (the owner's handle), newest first, with what its email needs.
 */
export function findUndigestedEntries(db: Database, since: Date, until: Date) {
  return db
    .select({
      company: { id: companies.id, name: companies.name, subdomain: companies.subdomain },
      customerId: projects.customerId,
      customer: { name: users.name, email: users.email },
      projectName: projects.name,
      stage: diaryEntries.stage,
      body: diaryEntries.body,
      photoCount: sql<number>`(select count(*)::int from ${diaryPhotos} where ${diaryPhotos.companyId} = ${diaryEntries.companyId} and ${diaryPhotos.entryId} = ${diaryEntries.id})`,
    })
    .from(diaryEntries)
    .innerJoin(projects, and(eq(projects.companyId, diaryEntries.companyId), eq(projects.id, diaryEntries.projectId)))
    .innerJoin(users, and(eq(users.companyId, projects.companyId), eq(users.id, projects.customerId)))
    .innerJoin(companies, eq(companies.id, diaryEntries.companyId))
    .where(
      and(
        eq(diaryEntries.isInternal, false),
        gt(diaryEntries.createdAt, since),
        lte(diaryEntries.createdAt, until),
        sql`not exists (select 1 from ${diaryDigests} where ${diaryDigests.companyId} = ${diaryEntries.companyId} and ${diaryDigests.customerId} = ${projects.customerId} and ${diaryDigests.coveredUntil} >= ${diaryEntries.createdAt})`,
      ),
    )
    .orderBy(desc(diaryEntries.createdAt));
}

/** The day's summary for a customer, once: undefined when one was already written for that day. */
export async function insertDigestOnce(tx: Transaction, values: typeof diaryDigests.$inferInsert) {
  const [row] = await tx
    .insert(diaryDigests)
    .values(values)
    .onConflictDoNothing({ target: [diaryDigests.companyId, diaryDigests.customerId, diaryDigests.day] })
    .returning();
  return row;
}
