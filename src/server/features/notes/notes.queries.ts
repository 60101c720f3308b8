import { and, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { projectNotes, type NoteRow } from '../../db/schema/notes';

type Db = Database | Transaction;

export type NoteChange = Partial<Pick<NoteRow, 'isPinned' | 'visibility' | 'type'>>;

/** A project's notes with their authors, pinned first, then newest; with `publicOnly`, none of the internal ones. */
export function listProjectNotes(db: Db, companyId: string, projectId: string, options: { publicOnly: boolean; limit: number }) {
  const conditions = [eq(projectNotes.companyId, companyId), eq(projectNotes.projectId, projectId)];
  if (options.publicOnly) conditions.push(eq(projectNotes.visibility, 'public'));
  return db
    .select({ note: projectNotes, author: { name: users.name, role: users.role } })
    .from(projectNotes)
    .innerJoin(users, eq(users.id, projectNotes.authorId))
    .where(and(...conditions))
    .orderBy(desc(projectNotes.isPinned), desc(projectNotes.createdAt))
    .limit(options.limit);
}

export async function insertNote(db: Db, values: typeof projectNotes.$inferInsert): Promise<NoteRow> {
  const [row] = await db.insert(projectNotes).values(values).returning();
  return row!;
}

export async function updateCompanyNote(db: Db, companyId: string, noteId: string, change: NoteChange): Promise<NoteRow | undefined> {
  const [row] = await db
    .update(projectNotes)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(projectNotes.companyId, companyId), eq(projectNotes.id, noteId)))
    .returning();
  return row;
}

/** The name and role a note shows its author with. */
export async function findNoteAuthor(db: Db, companyId: string, authorId: string) {
  const [author] = await db
    .select({ name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, authorId)));
  return author;
}
