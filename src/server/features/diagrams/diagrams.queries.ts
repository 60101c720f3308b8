import { and, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { buildingDiagrams, diagramNotes, storedFiles } from '../../db/schema/files';
import { projects } from '../../db/schema/projects';

type Db = Database | Transaction;

/** A project's diagrams, newest first, with their file's details and uploader. */
export function listProjectDiagrams(db: Db, companyId: string, projectId: string) {
  return db
    .select({ diagram: buildingDiagrams, fileName: storedFiles.originalName, mimeType: storedFiles.mimeType, uploaderName: users.name })
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
