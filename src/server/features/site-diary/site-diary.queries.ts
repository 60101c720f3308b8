import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { diaryEntries, diaryPhotos, type DiaryEntryRow, type DiaryPhotoRow } from '../../db/schema/site-diary';

type Db = Database | Transaction;

/** How many entries a project's diary shows: months of daily posts. */
export const DIARY_PAGE_SIZE = 100;

export interface DiaryEntryWithPhotos {
  entry: DiaryEntryRow;
  authorName: string;
  photos: DiaryPhotoRow[];
}

export async function insertDiaryEntry(db: Db, values: typeof diaryEntries.$inferInsert): Promise<DiaryEntryRow> {
  const [row] = await db.insert(diaryEntries).values(values).returning();
  return row!;
}

export async function insertDiaryPhotos(db: Db, values: (typeof diaryPhotos.$inferInsert)[]): Promise<DiaryPhotoRow[]> {
  if (values.length === 0) return [];
  return db.insert(diaryPhotos).values(values).returning();
}

/** The newest entries of a project (internal ones only when asked), each with its photos in order: one statement. */
export async function listDiaryEntries(db: Db, companyId: string, projectId: string, options: { includeInternal: boolean }): Promise<DiaryEntryWithPhotos[]> {
  const rows = await db
    .select({
      entry: diaryEntries,
      authorName: users.name,
      photos: sql<PhotoJson[]>`coalesce((
        select json_agg(json_build_object('id', ${diaryPhotos.id}, 'position', ${diaryPhotos.position}, 'originalFileId', ${diaryPhotos.originalFileId},
          'smallFileId', ${diaryPhotos.smallFileId}, 'largeFileId', ${diaryPhotos.largeFileId}, 'width', ${diaryPhotos.width}, 'height', ${diaryPhotos.height}) order by ${diaryPhotos.position})
        from ${diaryPhotos} where ${diaryPhotos.companyId} = ${diaryEntries.companyId} and ${diaryPhotos.entryId} = ${diaryEntries.id}), '[]'::json)`,
    })
    .from(diaryEntries)
    .innerJoin(users, and(eq(users.companyId, diaryEntries.companyId), eq(users.id, diaryEntries.createdBy)))
    .where(and(eq(diaryEntries.companyId, companyId), eq(diaryEntries.projectId, projectId), options.includeInternal ? undefined : eq(diaryEntries.isInternal, false)))
    .orderBy(desc(diaryEntries.createdAt), desc(diaryEntries.id))
    .limit(DIARY_PAGE_SIZE);
  return rows.map((row) => ({ ...row, photos: row.photos.map((photo) => ({ ...photo, companyId, entryId: row.entry.id })) }));
}

type PhotoJson = Omit<DiaryPhotoRow, 'companyId' | 'entryId'>;
