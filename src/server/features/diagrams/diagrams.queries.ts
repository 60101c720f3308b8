import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { buildingDiagrams, diagramNotes, storedFiles } from '../../db/schema/files';
import { projects } from '../../db/schema/projects';

type Db = Database | Transaction;

/** A project's diagrams, newest first, with their file's details and uploader; the file join leaves out a placeholder. */
export function listProjectDiagrams(db: Db, companyId: string, projectId: string) {
  return db
    .select({ diagram: buildingDiagrams, fileId: storedFiles.id, fileName: storedFiles.originalName, mimeType: storedFiles.mimeType, uploaderName: users.name })
    .from(buildingDiagrams)
    .innerJoin(storedFiles, eq(storedFiles.id, buildingDiagrams.fileId))
    .innerJoin(users, eq(users.id, buildingDiagrams.uploadedBy))
    .where(and(eq(buildingDiagrams.companyId, companyId), eq(buildingDiagrams.projectId, projectId)))
    .orderBy(desc(buildingDiagrams.createdAt), desc(buildingDiagrams.id))
    .limit(200);
}
export type DiagramListRow = Awaited<ReturnType<typeof listProjectDiagrams>>[number];

export async function insertDiagram(db: Db, values: typeof buildingDiagrams.$inferInsert) {
  const [row] = await db.insert(buildingDiagrams).values(values).returning();
  return row!;
}

/**
 * Serialises the changes that decide which row a project's notes hang on (a note creating the
 * placeholder, an upload filling it) until the transaction ends, without locking the project row.
 */
export async function lockProjectDiagrams(tx: Transaction, projectId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`building_diagrams:${projectId}`}))`);
}

/** Where a note with no diagram goes: the newest diagram, else the placeholder, if either exists. */
export async function findNotesTarget(db: Db, companyId: string, projectId: string) {
  const [row] = await db
    .select()
    .from(buildingDiagrams)
    .where(and(eq(buildingDiagrams.companyId, companyId), eq(buildingDiagrams.projectId, projectId)))
    .orderBy(sql`${buildingDiagrams.fileId} is null`, desc(buildingDiagrams.createdAt), desc(buildingDiagrams.id))
    .limit(1);
  return row;
}

/** Gives the project's placeholder its file, as its first diagram; undefined if there is none. */
export async function fillPlaceholder(db: Db, input: { companyId: string; projectId: string; fileId: string; isCustomerUpload: boolean; uploadedBy: string }) {
  const [row] = await db
    .update(buildingDiagrams)
    .set({ fileId: input.fileId, isCustomerUpload: input.isCustomerUpload, uploadedBy: input.uploadedBy, createdAt: new Date() })
    .where(and(eq(buildingDiagrams.companyId, input.companyId), eq(buildingDiagrams.projectId, input.projectId), isNull(buildingDiagrams.fileId)))
    .returning();
  return row;
}

/** The diagram and who owns its project, for authorisation. */
export async function findDiagramWithOwner(db: Db, companyId: string, diagramId: string) {
  const [row] = await db
    .select({ diagram: buildingDiagrams, customerId: projects.customerId })
    .from(buildingDiagrams)
    .innerJoin(projects, eq(projects.id, buildingDiagrams.projectId))
    .where(and(eq(buildingDiagrams.companyId, companyId), eq(buildingDiagrams.id, diagramId)));
  return row;
}

/** Newest first, with the author's name. */
export function listNotesOfDiagram(db: Db, companyId: string, diagramId: string) {
  return db
    .select({ note: diagramNotes, authorName: users.name })
    .from(diagramNotes)
    .innerJoin(users, eq(users.id, diagramNotes.userId))
    .where(and(eq(diagramNotes.companyId, companyId), eq(diagramNotes.diagramId, diagramId)))
    .orderBy(desc(diagramNotes.createdAt), desc(diagramNotes.id))
    .limit(500);
}

export async function insertDiagramNote(db: Db, values: typeof diagramNotes.$inferInsert) {
  const [row] = await db.insert(diagramNotes).values(values).returning();
  return row!;
}
