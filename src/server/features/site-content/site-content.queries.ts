import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteContent } from '../../db/schema/site';

/** The stored document, unchecked: the service decides whether it still reads. */
export async function findSiteContent(db: Database, companyId: string): Promise<unknown> {
  const [row] = await db.select({ content: siteContent.content }).from(siteContent).where(eq(siteContent.companyId, companyId)).limit(1);
  return row?.content;
}

/** One statement, so two admins saving at once leave one whole document, never a mix. */
export async function upsertSiteContent(db: Database, companyId: string, content: Record<string, unknown>, updatedBy: string | null): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(siteContent)
    .values({ companyId, content, updatedBy, updatedAt })
    .onConflictDoUpdate({ target: siteContent.companyId, set: { content, updatedBy, updatedAt } });
}
