import { AppError } from '../../../shared/errors';
import type { CreateNote, Note, UpdateNote } from '../../../shared/schemas/notes';
import type { Role } from '../../../shared/constants/roles';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { can, requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import type { NoteRow } from '../../db/schema/notes';
import { setActivityVisibilityOfSubject } from '../activity/activity.queries';
import { recordActivity } from '../activity/activity.service';
import { requireVisibleProject } from '../projects/projects.service';
import { findNoteAuthor, insertNote, listProjectNotes, updateCompanyNote } from './notes.queries';

function toNote(row: NoteRow, author: { name: string; role: Role }): Note {
  return {
    id: row.id,
    projectId: row.projectId,
    authorId: row.authorId,
    authorName: author.name,
    fromTeam: can(author, 'team:speak-for'),
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
  const rows = await listProjectNotes(db, tenant.id, projectId, { publicOnly: !can(signedIn, 'notes:manage'), limit: 200 });
  return rows.map((r) => toNote(r.note, r.author));
}

export async function addNote(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string, input: CreateNote): Promise<Note> {
  const signedIn = requireActor(actor);
  await requireVisibleProject(db, signedIn, tenant, projectId);
  if (!can(signedIn, 'notes:manage') && input.visibility === 'internal') {
    throw new AppError('FORBIDDEN', 'Only staff can add internal notes.');
  }
  // Warning and urgent are the team's flags for the customer, not the customer's for the team.
  if (!can(signedIn, 'notes:manage') && input.type !== 'info') {
    throw new AppError('FORBIDDEN', 'Only staff can flag a note as a warning or urgent.');
  }
  return db.transaction(async (tx) => {
    const row = await insertNote(tx, { companyId: tenant.id, projectId, authorId: signedIn.userId, content: input.content, type: input.type, visibility: input.visibility });
    const preview = input.content.length > 80 ? `${input.content.slice(0, 77)}...` : input.content;
    await recordActivity(tx, { companyId: tenant.id, projectId, actorId: signedIn.userId, type: 'note_added', description: `Note added: ${preview}`, isPublic: input.visibility === 'public',  subjectId: row.id });
    return toNote(row, { name: signedIn.name, role: signedIn.role });
  });
}

/** Staff pin, unpin, retype or change who sees a note. */
export async function updateNote(db: Database, actor: Actor | null, tenant: CompanyRow, noteId: string, input: UpdateNote): Promise<Note> {
  requirePermission(actor, 'notes:manage');
  return db.transaction(async (tx) => {
    const row = await updateCompanyNote(tx, tenant.id, noteId, {
      ...(input.isPinned !== undefined ? { isPinned: input.isPinned } : {}),
      ...(input.visibility ? { visibility: input.visibility } : {}),
      ...(input.type ? { type: input.type } : {}),
    });
    if (!row) throw new AppError('NOT_FOUND', 'Note not found.');
    // The activity feed quotes the note, so it must follow the note's visibility.
    if (input.visibility) {
      await setActivityVisibilityOfSubject(tx, tenant.id, row.id, input.visibility === 'public');
    }
    const author = await findNoteAuthor(tx, tenant.id, row.authorId);
    return toNote(row, author ?? { name: '', role: 'customer' });
  });
}
