import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import type { CreateDiagramNote, Diagram, DiagramNote } from '../../../shared/schemas/diagrams';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { can } from '../../auth/permissions';
import type { Database, Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import type { DiagramNoteRow } from '../../db/schema/files';
import { DIAGRAM_KINDS } from '../../lib/uploads/file-kinds';
import type { UploadSource } from '../../lib/uploads/upload-source';
import { recordActivity } from '../activity/activity.service';
import { fileUrl, receiveProjectUpload, saveUpload, type FileDeps } from '../files/files.service';
import { projectVisibleTo, requireVisibleProject } from '../projects/projects.service';
import {
  fillPlaceholder,
  findDiagramWithOwner,
  findNotesTarget,
  insertDiagram,
  insertDiagramNote,
  listNotesOfDiagram,
  listProjectDiagrams,
  lockProjectDiagrams,
  type DiagramListRow,
} from './diagrams.queries';

/** A diagram upload carries only its file. */
const zDiagramUploadFields = z.object({});

function toDiagram({ diagram, fileId, fileName, mimeType, uploaderName }: DiagramListRow): Diagram {
  return {
    id: diagram.id,
    projectId: diagram.projectId,
    diagramUrl: fileUrl(fileId),
    fileName,
    mimeType,
    isCustomerUpload: diagram.isCustomerUpload,
    uploadedBy: diagram.uploadedBy,
    uploaderName,
    createdAt: diagram.createdAt.toISOString(),
  };
}

function toNote(note: DiagramNoteRow, authorName: string): DiagramNote {
  return { id: note.id, diagramId: note.diagramId, userId: note.userId, authorName, content: note.content, createdAt: note.createdAt.toISOString() };
}

/** The project's diagrams, newest first (the first is the one shown large). */
export async function listDiagrams(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string): Promise<Diagram[]> {
  await requireVisibleProject(db, actor, tenant, projectId);
  return (await listProjectDiagrams(db, tenant.id, projectId)).map(toDiagram);
}

/**
 * An image or PDF; marked as the customer's when they uploaded it. The project's first upload
 * fills the placeholder if notes were added before it, so those notes are on this diagram.
 */
export async function uploadDiagram(db: Database, deps: FileDeps, actorOrNull: Actor | null, tenant: CompanyRow, projectId: string, upload: UploadSource): Promise<Diagram> {
  const actor = requireActor(actorOrNull);
  const project = await requireVisibleProject(db, actor, tenant, projectId);
  const { file } = await receiveProjectUpload(deps, project, upload, DIAGRAM_KINDS, zDiagramUploadFields);
  return saveUpload(db, deps, file, { companyId: tenant.id, projectId, uploadedBy: actor.userId }, async (tx, stored) => {
    await lockProjectDiagrams(tx, projectId);
    const values = { companyId: tenant.id, projectId, fileId: stored.id, isCustomerUpload: !can(actor, 'team:speak-for'), uploadedBy: actor.userId };
    const diagram = (await fillPlaceholder(tx, values)) ?? (await insertDiagram(tx, values));
    await recordActivity(tx, { companyId: tenant.id, projectId, actorId: actor.userId, type: 'diagram_uploaded', description: `Diagram uploaded: ${stored.originalName}`, isPublic: true });
    return toDiagram({ diagram, fileId: stored.id, fileName: stored.originalName, mimeType: stored.mimeType, uploaderName: actor.name });
  });
}

/** A diagram the actor may see, or "not found" (as for its project). */
async function requireVisibleDiagram(db: Database, actor: Actor, tenant: CompanyRow, diagramId: string) {
  const row = await findDiagramWithOwner(db, tenant.id, diagramId);
  if (!row || !projectVisibleTo(actor, row.customerId)) throw new AppError('NOT_FOUND', 'Diagram not found.');
  return row.diagram;
}

export async function listDiagramNotes(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, diagramId: string): Promise<DiagramNote[]> {
  const actor = requireActor(actorOrNull);
  await requireVisibleDiagram(db, actor, tenant, diagramId);
  return (await listNotesOfDiagram(db, tenant.id, diagramId)).map((r) => toNote(r.note, r.authorName));
}

/** Customer and staff alike; text only. */
export async function addDiagramNote(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, diagramId: string, input: CreateDiagramNote): Promise<DiagramNote> {
  const actor = requireActor(actorOrNull);
  const diagram = await requireVisibleDiagram(db, actor, tenant, diagramId);
  return db.transaction((tx) => insertNote(tx, actor, tenant, diagram.projectId, diagram.id, input));
}

/**
 * The project's notes thread, for a card with no diagram to show: the newest diagram's notes,
 * else the placeholder's (none if no note was ever added).
 */
export async function listProjectDiagramNotes(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, projectId: string): Promise<DiagramNote[]> {
  const actor = requireActor(actorOrNull);
  await requireVisibleProject(db, actor, tenant, projectId);
  const target = await findNotesTarget(db, tenant.id, projectId);
  return target ? (await listNotesOfDiagram(db, tenant.id, target.id)).map((r) => toNote(r.note, r.authorName)) : [];
}

/**
 * A note with no diagram named (the calls the product makes): it goes on the newest diagram, or, before the
 * first upload, on the project's placeholder diagram, created with the first such note.
 */
export async function addProjectDiagramNote(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, projectId: string, input: CreateDiagramNote): Promise<DiagramNote> {
  const actor = requireActor(actorOrNull);
  await requireVisibleProject(db, actor, tenant, projectId);
  return db.transaction(async (tx) => {
    await lockProjectDiagrams(tx, projectId);
    const target =
      (await findNotesTarget(tx, tenant.id, projectId)) ??
      (await insertDiagram(tx, { companyId: tenant.id, projectId, fileId: null, isCustomerUpload: false, uploadedBy: actor.userId }));
    return insertNote(tx, actor, tenant, projectId, target.id, input);
  });
}

async function insertNote(tx: Transaction, actor: Actor, tenant: CompanyRow, projectId: string, diagramId: string, input: CreateDiagramNote): Promise<DiagramNote> {
  const note = await insertDiagramNote(tx, { companyId: tenant.id, diagramId, userId: actor.userId, content: input.content });
  const preview = input.content.length > 80 ? `${input.content.slice(0, 77)}...` : input.content;
  await recordActivity(tx, { companyId: tenant.id, projectId, actorId: actor.userId, type: 'diagram_note_added', description: `Diagram note added: ${preview}`, isPublic: true });
  return toNote(note, actor.name);
}
