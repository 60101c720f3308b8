import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { storedFiles, type StoredFileRow } from '../../db/schema/files';
import { projects } from '../../db/schema/projects';

type Db = Database | Transaction;

export async function insertStoredFile(db: Db, values: typeof storedFiles.$inferInsert): Promise<StoredFileRow> {
  const [row] = await db.insert(storedFiles).values(values).returning();
  return row!;
}

/** The file and who owns its project, for authorisation. */
export async function findFileWithOwner(db: Db, companyId: string, fileId: string) {
  const [row] = await db
    .select({ file: storedFiles, customerId: projects.customerId })
    .from(storedFiles)
    .innerJoin(projects, eq(projects.id, storedFiles.projectId))
    .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.id, fileId)));
  return row;
}
