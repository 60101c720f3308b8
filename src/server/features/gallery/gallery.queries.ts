import { and, asc, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { GalleryCategory } from '../../../shared/schemas/gallery';
import type { Database, Transaction } from '../../db/client';
import { storedFiles, type StoredFileRow } from '../../db/schema/files';
import { galleryItems } from '../../db/schema/site';

type Db = Database | Transaction;
export type GalleryItemRow = typeof galleryItems.$inferSelect;
export type GalleryItemValues = Omit<typeof galleryItems.$inferInsert, 'id' | 'createdAt'>;
type GalleryItemChange = Partial<Pick<GalleryItemRow, 'caption' | 'category' | 'isPublished'>>;

/** Position first; the time and id break ties, so the order is the same on every read. */
const ORDER = [asc(galleryItems.position), asc(galleryItems.createdAt), asc(galleryItems.id)];

export function listItems(db: Db, companyId: string, filter: { publishedOnly: boolean; category?: GalleryCategory }): Promise<GalleryItemRow[]> {
  return db
    .select()
    .from(galleryItems)
    .where(
      and(
        eq(galleryItems.companyId, companyId),
        filter.publishedOnly ? eq(galleryItems.isPublished, true) : undefined,
        filter.category ? eq(galleryItems.category, filter.category) : undefined,
      ),
    )
    .orderBy(...ORDER);
}

/** Every item of the company, locked, so two moves at once renumber one after the other. */
export function lockItems(tx: Transaction, companyId: string): Promise<GalleryItemRow[]> {
  return tx
    .select()
    .from(galleryItems)
    .where(eq(galleryItems.companyId, companyId))
    .orderBy(...ORDER)
    .for('update');
}

export async function findItem(db: Db, companyId: string, id: string): Promise<GalleryItemRow | undefined> {
  const [row] = await db
    .select()
    .from(galleryItems)
    .where(and(eq(galleryItems.companyId, companyId), eq(galleryItems.id, id)));
  return row;
}

/** After the last one, so a new photo joins the end of the list. */
export async function nextPosition(tx: Transaction, companyId: string): Promise<number> {
  const [row] = await tx.select({ last: max(galleryItems.position) }).from(galleryItems).where(eq(galleryItems.companyId, companyId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export async function insertItem(tx: Transaction, values: GalleryItemValues): Promise<GalleryItemRow> {
  const [row] = await tx.insert(galleryItems).values(values).returning();
  return row!;
}

export async function updateItem(db: Db, companyId: string, id: string, change: GalleryItemChange): Promise<GalleryItemRow | undefined> {
  const [row] = await db
    .update(galleryItems)
    .set(change)
    .where(and(eq(galleryItems.companyId, companyId), eq(galleryItems.id, id)))
    .returning();
  return row;
}

export async function setPosition(tx: Transaction, companyId: string, id: string, position: number): Promise<void> {
  await tx
    .update(galleryItems)
    .set({ position })
    .where(and(eq(galleryItems.companyId, companyId), eq(galleryItems.id, id)));
}

export async function deleteItem(tx: Transaction, companyId: string, id: string): Promise<GalleryItemRow | undefined> {
  const [row] = await tx
    .delete(galleryItems)
    .where(and(eq(galleryItems.companyId, companyId), eq(galleryItems.id, id)))
    .returning();
  return row;
}

/** The company's own files (no project) among these ids, removed. */
export async function deleteCompanyFiles(tx: Transaction, companyId: string, fileIds: string[]): Promise<StoredFileRow[]> {
  if (fileIds.length === 0) return [];
  return tx
    .delete(storedFiles)
    .where(and(eq(storedFiles.companyId, companyId), isNull(storedFiles.projectId), inArray(storedFiles.id, fileIds)))
    .returning();
}

/**
 * A company-owned file and the gallery item it belongs to, as the original or one of its sizes.
 * A file of another company, of a project, or of no gallery item finds nothing.
 */
export async function findGalleryFile(db: Db, companyId: string, fileId: string): Promise<{ file: StoredFileRow; item: GalleryItemRow } | undefined> {
  const [row] = await db
    .select({ file: storedFiles, item: galleryItems })
    .from(storedFiles)
    .innerJoin(
      galleryItems,
      and(
        eq(galleryItems.companyId, storedFiles.companyId),
        or(eq(galleryItems.fileId, storedFiles.id), sql`${galleryItems.variants} @> ${JSON.stringify([{ fileId }])}::jsonb`),
      ),
    )
    .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.id, fileId), isNull(storedFiles.projectId)))
    .limit(1);
  return row;
}
