import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { documentRequests, documents, storedFiles, type DocumentRequestRow } from '../../db/schema/files';

type Db = Database | Transaction;

const documentColumns = {
  document: documents,
  fileName: storedFiles.originalName,
  mimeType: storedFiles.mimeType,
  sizeBytes: storedFiles.sizeBytes,
  uploaderName: users.name,
};

/** A project's documents, newest first, with their file's details and uploader. */
export function listProjectDocuments(db: Db, companyId: string, projectId: string) {
  return db
    .select(documentColumns)
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .innerJoin(users, eq(users.id, documents.uploadedBy))
    .where(and(eq(documents.companyId, companyId), eq(documents.projectId, projectId)))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(500);
}
export type DocumentListRow = Awaited<ReturnType<typeof listProjectDocuments>>[number];

export async function insertDocument(db: Db, values: typeof documents.$inferInsert) {
  const [row] = await db.insert(documents).values(values).returning();
  return row!;
}

/** Links the document only if the request is still unfulfilled: of two uploads racing, one wins. */
export async function fulfilRequestIfOpen(db: Db, input: { companyId: string; projectId: string; requestId: string; documentId: string }) {
  const [row] = await db
    .update(documentRequests)
    .set({ documentId: input.documentId, fulfilledAt: new Date() })
    .where(
      and(
        eq(documentRequests.companyId, input.companyId),
        eq(documentRequests.projectId, input.projectId),
        eq(documentRequests.id, input.requestId),
        isNull(documentRequests.documentId),
      ),
    )
    .returning();
  return row;
}

export async function findRequest(db: Db, companyId: string, projectId: string, requestId: string): Promise<DocumentRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.companyId, companyId), eq(documentRequests.projectId, projectId), eq(documentRequests.id, requestId)));
  return row;
}

export async function insertRequest(db: Db, values: typeof documentRequests.$inferInsert): Promise<DocumentRequestRow> {
  const [row] = await db.insert(documentRequests).values(values).returning();
  return row!;
}

/** Outstanding requests first, soonest due first; then fulfilled ones, newest first. */
export function listProjectRequests(db: Db, companyId: string, projectId: string) {
  return db
    .select({ request: documentRequests, requesterName: users.name, documentTitle: documents.title, documentFileId: documents.fileId })
    .from(documentRequests)
    .innerJoin(users, eq(users.id, documentRequests.requestedBy))
    .leftJoin(documents, eq(documents.id, documentRequests.documentId))
    .where(and(eq(documentRequests.companyId, companyId), eq(documentRequests.projectId, projectId)))
    .orderBy(sql`${documentRequests.documentId} is not null`, sql`${documentRequests.dueDate} asc nulls last`, desc(documentRequests.createdAt), asc(documentRequests.id))
    .limit(500);
}
export type RequestListRow = Awaited<ReturnType<typeof listProjectRequests>>[number];
