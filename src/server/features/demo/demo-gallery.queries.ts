import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Role } from '../../../shared/constants/roles';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { storedFiles, type StoredFileRow } from '../../db/schema/files';
import { galleryItems } from '../../db/schema/site';

type Db = Database | Transaction;

/** The company's stored files of these ids. */
export async function listCompanyFiles(db: Db, companyId: string, fileIds: string[]): Promise<StoredFileRow[]> {
  if (fileIds.length === 0) return [];
  return db.select().from(storedFiles).where(and(eq(storedFiles.companyId, companyId), inArray(storedFiles.id, fileIds)));
}

/** The company's first account (by id, so always the same one) holding one of these roles. */
export async function findFirstUserWithRole(db: Db, companyId: string, roles: readonly Role[]): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.role, [...roles])))
    .orderBy(asc(users.id))
    .limit(1);
  return row;
}

export async function insertGalleryItems(db: Db, values: (typeof galleryItems.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(galleryItems).values(values);
}
