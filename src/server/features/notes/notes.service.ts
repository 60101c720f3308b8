import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors';
import type { CreateNote, Note, UpdateNote } from '../../../shared/schemas/notes';
import type { Actor } from '../../app-env';
import { requireActor, requireRole, STAFF_ROLES } from '../../auth/guards';
import type { Database } from '../../db/client';
import { activity } from '../../db/schema/activity';
import { users } from '../../db/schema/auth';
import type { CompanyRow } from '../../db/schema/companies';
import { projectNotes, type NoteRow } from '../../db/schema/notes';
import { recordActivity } from '../activity/activity.service';
import { requireVisibleProject } from '../projects/projects.service';

function toNote(row: NoteRow, author: { name: string; role: string }): Note {
  return {
    id: row.id,
    projectId: row.projectId,
    authorId: row.authorId,
    authorName: author.name,
    fromTeam: author.role !== 'customer',
    content: row.content,
    type: row.type,
    visibility: row.visibility,
    isPinned: row.isPinned,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Pinned first, then newest. Customers never receive internal notes. */
export async function listNotes(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string): Promise<Note[]> {
  const signedIn = requireActor(actor);
  await requireVisibleProject(db, signedIn, tenant, projectId);
  const conditions = [eq(projectNotes.companyId, tenant.id), eq(projectNotes.projectId, projectId)];
  if (signedIn.role === 'customer') conditions.push(eq(projectNotes.visibility, 'public'));
  const rows = await db
    .select({ note: projectNotes, author: { name: users.name, role: users.role } })
    .from(projectNotes)
    .innerJoin(users, eq(users.id, projectNotes.authorId))
    .where(and(...conditions))
    .orderBy(desc(projectNotes.isPinned), desc(projectNotes.createdAt))
    .limit(200);
  return rows.map((r) => toNote(r.note, r.author));
}

export async function addNote(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string, input: CreateNote): Promise<Note> {
  const signedIn = requireActor(actor);
  await requireVisibleProject(db, signedIn, tenant, projectId);
  if (signedIn.role === 'customer' && input.visibility === 'internal') {
    throw new AppError('FORBIDDEN', 'Only staff can add internal notes.');
  }
  // Warning and urgent are the team's flags for the customer, not the customer's for the team.
  if (signedIn.role === 'customer' && input.type !== 'info') {
    throw new AppError('FORBIDDEN', 'Only staff can flag a note as a warning or urgent.');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projectNotes)
      .values({ companyId: tenant.id, projectId, authorId: signedIn.userId, content: input.content, type: input.type, visibility: input.visibility })
      .returning();
    const preview = input.content.length > 80 ? `${input.content.slice(0, 77)}...` : input.content;
    await recordActivity(tx, { companyId: tenant.id, projectId, actorId: signedIn.userId, type: 'note_added', description: `Note added: ${preview}`, isPublic: input.visibility === 'public', subjectId: row!.id });
    return toNote(row!, { name: signedIn.name, role: signedIn.role });
  });
}

/** Staff pin, unpin, retype or change who sees a note. */
export async function updateNote(db: Database, actor: Actor | null, tenant: CompanyRow, noteId: string, input: UpdateNote): Promise<Note> {
  requireRole(actor, STAFF_ROLES);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(projectNotes)
      .set({
        ...(input.isPinned !== undefined ? { isPinned: input.isPinned } : {}),
        ...(input.visibility ? { visibility: input.visibility } : {}),
        ...(input.type ? { type: input.type } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(projectNotes.companyId, tenant.id), eq(projectNotes.id, noteId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Note not found.');
    // The activity feed quotes the note, so it must follow the note's visibility.
    if (input.visibility) {
      await tx
        .update(activity)
        .set({ isPublic: input.visibility === 'public' })
        .where(and(eq(activity.companyId, tenant.id), eq(activity.subjectId, row.id)));
    }
    const [author] = await tx
      .select({ name: users.name, role: users.role })
      .from(users)
      .where(and(eq(users.companyId, tenant.id), eq(users.id, row.authorId)));
    return toNote(row, author ?? { name: '', role: 'customer' });
  });
}
