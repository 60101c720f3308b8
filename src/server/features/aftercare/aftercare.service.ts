import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { z } from 'zod';
import { VISIT_KIND_LABELS } from '../../../shared/constants/operations';
import { formatCalendarDate, londonDateOf, todayInLondon } from '../../../shared/dates';
import { AppError } from '../../../shared/errors';
import {
  AFTERCARE_CATEGORY_LABELS,
  DEFAULT_GUARANTEE_YEARS,
  GUARANTEE_KINDS,
  GUARANTEE_LABELS,
  MAX_AFTERCARE_PHOTO_BYTES,
  MAX_AFTERCARE_PHOTOS,
  MAX_GUARANTEE_YEARS,
  zNewAftercareRequestFields,
  type AftercareRequest,
  type Guarantee,
  type GuaranteeSettings,
  type ProjectAftercare,
  type zAftercareChange,
  type zNewAftercareRequest,
} from '../../../shared/schemas/aftercare';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { can, canReadRecordOf, requirePermission } from '../../auth/permissions';
import type { Database, Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { enqueueEmailsTo, findContact } from '../../lib/email/customer-email';
import { PHOTO_KINDS, PHOTO_SIZE_MIME_TYPE, renderPhotoSizes } from '../../lib/images/photo-sizes';
import type { ReceivedFile } from '../../lib/uploads/receive-upload';
import { receiveUploads } from '../../lib/uploads/receive-uploads';
import type { UploadSource } from '../../lib/uploads/upload-source';
import { recordActivity } from '../activity/activity.service';
import { insertStoredFile } from '../files/files.queries';
import { fileUrl, type FileDeps } from '../files/files.service';
import { insertSiteVisit, updateSiteVisit } from '../scheduling/site-visits.queries';
import { responseTargetHours } from '../support-tickets/support-tickets.service';
import { requireCompanyTeam } from '../teams/teams.service';
import { aftercareStepEmail, type AftercareStep } from './aftercare-emails';
import {
  findProjectForAftercare,
  findPhotos,
  findProjectRequests,
  findReplies,
  findRequest,
  insertPhotos,
  insertReply,
  insertRequest,
  lockRequest,
  saveCompanyJsonSetting,
  updateRequest,
  type AftercareListRow,
} from './aftercare.queries';

type NewRequest = z.output<typeof zNewAftercareRequest>;
type Change = z.output<typeof zAftercareChange>;

const HOUR_MS = 60 * 60 * 1000;
/** Where the guarantee periods live in the company's settings object. */
const GUARANTEE_SETTING = 'guaranteeYears';
const zStoredYears = z.number().int().min(0).max(MAX_GUARANTEE_YEARS);
const PAST_DATE = 'Choose today or a later date.';

/**
 * Who may do what: an aftercare request is how a customer asks the company for help once their
 * room is built, so it takes the permissions of a support ticket: the customer opens it
 * (tickets:open), the team works it (tickets:manage), and both read it on the project.
 */
const REPORT = 'tickets:open';
const MANAGE = 'tickets:manage';

/** The company's guarantee periods in whole years: its own, or 10 years' structure and 2 years' workmanship. */
export function guaranteeSettings(tenant: CompanyRow): GuaranteeSettings {
  const stored = tenant.settings[GUARANTEE_SETTING];
  const read = (kind: (typeof GUARANTEE_KINDS)[number]) => {
    const parsed = zStoredYears.safeParse((stored as Record<string, unknown> | undefined)?.[kind]);
    return parsed.success ? parsed.data : DEFAULT_GUARANTEE_YEARS[kind];
  };
  return { structureYears: read('structure'), workmanshipYears: read('workmanship') };
}

/** "2036-05-04" from "2026-05-04" and 10 years; 29 February falls back to the 28th. */
export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, d));
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

function guaranteesFrom(settings: GuaranteeSettings, completedOn: string | null): Guarantee[] {
  const years = { structure: settings.structureYears, workmanship: settings.workmanshipYears };
  return GUARANTEE_KINDS.map((kind) => ({ kind, label: GUARANTEE_LABELS[kind], years: years[kind], endsOn: completedOn ? addYears(completedOn, years[kind]) : null }));
}

export const aftercareMaxPhotoBytes = (uploadMaxBytes: number) => Math.min(MAX_AFTERCARE_PHOTO_BYTES, uploadMaxBytes);

type PhotoRows = Awaited<ReturnType<typeof findPhotos>>;

/** The team sees each photo's original (with its metadata); the customer only the two sizes without it. */
function toRequest(row: AftercareListRow, replies: Awaited<ReturnType<typeof findReplies>>, photos: PhotoRows, staff: boolean, targetHours: number, now: Date): AftercareRequest {
  const { request } = row;
  const respondBy = new Date(request.createdAt.getTime() + targetHours * HOUR_MS);
  const answered = request.firstStaffResponseAt !== null;
  return {
    id: request.id,
    projectId: request.projectId,
    customerName: row.customerName,
    category: request.category,
    description: request.description,
    preferredDays: request.preferredDays,
    photos: photos
      .filter((p) => p.requestId === request.id)
      .map((p) => ({
        id: p.id,
        thumbnailUrl: fileUrl(p.smallFileId),
        url: fileUrl(p.largeFileId),
        width: p.width,
        height: p.height,
        ...(staff ? { originalUrl: fileUrl(p.originalFileId) } : {}),
      })),
    status: request.status,
    triage: request.triage,
    triagedAt: request.triagedAt?.toISOString() ?? null,
    visit: row.visit,
    replies: replies.filter((r) => r.requestId === request.id).map((r) => ({ id: r.id, authorName: r.authorName, content: r.content, createdAt: r.createdAt.toISOString() })),
    closedAt: request.closedAt?.toISOString() ?? null,
    closingNote: request.closingNote,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    answered,
    respondBy: respondBy.toISOString(),
    // As for support tickets: open, no answer from staff yet, and the target has passed.
    pastTarget: request.status === 'open' && !answered && respondBy < now,
  };
}

/** The project if this caller may see it (its customer, or the company's team); otherwise "not found". */
async function requireProject(db: Database | Transaction, actor: Actor, tenant: CompanyRow, projectId: string) {
  const project = await findProjectForAftercare(db, tenant.id, projectId);
  if (!project || !canReadRecordOf(actor, project.customerId)) throw new AppError('NOT_FOUND', 'Project not found.');
  return project;
}

/** A project's completion day: recorded when it reached its last stage, or its installation day for one completed before that was kept. */
const completionDay = (project: { stage: string; completedOn: string | null; installDate: string | null }) =>
  project.stage === 'completed' ? (project.completedOn ?? project.installDate) : null;

/** The project's guarantees with their end dates, and its aftercare requests (newest first), for its customer and the team. */
export async function getProjectAftercare(db: Database, deps: FileDeps, actorOrNull: Actor | null, tenant: CompanyRow, projectId: string): Promise<ProjectAftercare> {
  const actor = requireActor(actorOrNull);
  const project = await requireProject(db, actor, tenant, projectId);
  const rows = await findProjectRequests(db, tenant.id, projectId);
  const ids = rows.map((r) => r.request.id);
  const replies = await findReplies(db, tenant.id, ids);
  const photos = await findPhotos(db, tenant.id, ids);
  const staff = can(actor, MANAGE);
  const targetHours = responseTargetHours(tenant);
  const now = new Date();
  const completedOn = completionDay(project);
  return {
    projectId,
    completed: project.stage === 'completed',
    completedOn,
    guarantees: guaranteesFrom(guaranteeSettings(tenant), completedOn),
    responseTargetHours: targetHours,
    maxPhotoBytes: aftercareMaxPhotoBytes(deps.uploadMaxBytes),
    requests: rows.map((row) => toRequest(row, replies, photos, staff, targetHours, now)),
  };
}

/** What the customer sends: the report as JSON, or as a multipart form with up to five photos. */
export type ReportSource = { json: NewRequest } | { upload: UploadSource };

interface RenderedPhoto {
  original: ReceivedFile;
  small: Variant;
  large: Variant;
}
interface Variant {
  key: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * The project's customer reports a problem, once the project is completed. Who may report is
 * checked before a byte of a photo is read; each photo goes through the shared upload checks,
 * then its two WebP sizes are made (no metadata, so the garden's GPS position stays in the
 * original, which only the team can open). If anything fails, every object stored for the report
 * is deleted and no row is written.
 */
export async function reportProblem(db: Database, deps: FileDeps, actorOrNull: Actor | null, tenant: CompanyRow, projectId: string, source: ReportSource): Promise<AftercareRequest> {
  const actor = requireActor(actorOrNull);
  const project = await requireProject(db, actor, tenant, projectId);
  requirePermission(actor, REPORT, 'Aftercare requests are reported by the project’s customer.');
  if (project.stage !== 'completed') {
    throw new AppError('CONFLICT', 'Aftercare starts once your project is completed: until then, message the team or open a support ticket.');
  }
  const newKey = () => `${tenant.id}/${projectId}/${randomUUID()}`;
  let input: NewRequest;
  let files: ReceivedFile[] = [];
  if ('json' in source) input = source.json;
  else {
    const received = await receiveUploads(source.upload, {
      storage: deps.storage,
      newKey,
      fieldName: 'photos',
      maxFiles: MAX_AFTERCARE_PHOTOS,
      maxBytes: aftercareMaxPhotoBytes(deps.uploadMaxBytes),
      allowed: PHOTO_KINDS,
      fields: zNewAftercareRequestFields,
    });
    input = received.fields;
    files = received.files;
  }

  const stored = files.map((file) => file.key);
  try {
    const rendered: RenderedPhoto[] = [];
    for (const original of files) {
      const sizes = await renderPhotoSizes(await buffer(await deps.storage.get(original.key)), original.mimeType);
      const small = { key: newKey(), ...sizes.small };
      const large = { key: newKey(), ...sizes.large };
      for (const variant of [small, large]) {
        stored.push(variant.key);
        await deps.storage.put(variant.key, Readable.from(variant.bytes), PHOTO_SIZE_MIME_TYPE);
      }
      rendered.push({ original, small, large });
    }

    const id = await db.transaction(async (tx) => {
      const requestId = await insertRequest(tx, { companyId: tenant.id, projectId, customerId: actor.userId, ...input });
      const owner = { companyId: tenant.id, projectId, uploadedBy: actor.userId };
      const photoRows = [];
      for (const [position, { original, small, large }] of rendered.entries()) {
        const originalRow = await insertStoredFile(tx, { ...owner, storageKey: original.key, originalName: original.originalName, mimeType: original.mimeType, sizeBytes: original.sizeBytes, staffOnly: true });
        const variantRow = (variant: Variant) =>
          insertStoredFile(tx, { ...owner, storageKey: variant.key, originalName: `${stem(original.originalName)}-${variant.width}w.webp`, mimeType: PHOTO_SIZE_MIME_TYPE, sizeBytes: variant.bytes.length, staffOnly: false });
        const smallRow = await variantRow(small);
        const largeRow = await variantRow(large);
        photoRows.push({ companyId: tenant.id, requestId, position, originalFileId: originalRow.id, smallFileId: smallRow.id, largeFileId: largeRow.id, width: large.width, height: large.height });
      }
      await insertPhotos(tx, photoRows);
      await recordActivity(tx, {
        companyId: tenant.id,
        projectId,
        actorId: actor.userId,
        type: 'ticket_opened',
        description: `Aftercare problem reported: ${AFTERCARE_CATEGORY_LABELS[input.category]}`,
        isPublic: true,
        subjectId: requestId,
      });
      return requestId;
    });
    return requestById(db, actor, tenant, id);
  } catch (error) {
    // If even a delete fails the object is an orphan, but the caller still deserves the real reason.
    await Promise.all(stored.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

function stem(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

async function requestById(db: Database, actor: Actor, tenant: CompanyRow, id: string): Promise<AftercareRequest> {
  const row = await findRequest(db, tenant.id, id);
  if (!row) throw new AppError('NOT_FOUND', 'Aftercare request not found.');
  return toRequest(row, await findReplies(db, tenant.id, [id]), await findPhotos(db, tenant.id, [id]), can(actor, MANAGE), responseTargetHours(tenant), new Date());
}

/**
 * Staff: triage, reply, book (or move) the visit, or close. Each step is kept, answers the
 * response target, and is emailed to the customer in the same transaction.
 */
export async function changeRequest(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, id: string, change: Change, portalUrl: string): Promise<AftercareRequest> {
  const staff = requireActor(actorOrNull);
  // Another company's request, or none: "not found" before "not allowed", so a customer learns nothing of ids either.
  const found = await findRequest(db, tenant.id, id);
  if (!found || !canReadRecordOf(staff, found.request.customerId)) throw new AppError('NOT_FOUND', 'Aftercare request not found.');
  requirePermission(staff, MANAGE, 'Aftercare requests are worked by the team.');
  if (change.action === 'visit' && change.teamId) await requireCompanyTeam(db, tenant, change.teamId);
  if (change.action === 'visit' && change.date < todayInLondon()) throw new AppError('VALIDATION_FAILED', PAST_DATE, { date: [PAST_DATE] });

  await db.transaction(async (tx) => {
    const current = await lockRequest(tx, tenant.id, id);
    if (!current) throw new AppError('NOT_FOUND', 'Aftercare request not found.');
    if (current.status === 'closed' && change.action !== 'reply') throw new AppError('CONFLICT', 'This aftercare request is closed.');
    const now = new Date();
    const answered = { firstStaffResponseAt: current.firstStaffResponseAt ?? now };
    let step: AftercareStep;
    switch (change.action) {
      case 'triage':
        await updateRequest(tx, tenant.id, id, { triage: change.triage, triagedAt: now, ...answered });
        step = { kind: 'triage', triage: change.triage };
        break;
      case 'reply':
        await insertReply(tx, { companyId: tenant.id, requestId: id, authorId: staff.userId, content: change.content });
        await updateRequest(tx, tenant.id, id, answered);
        step = { kind: 'reply', replierName: staff.name, reply: change.content };
        break;
      case 'visit': {
        const visit = { date: change.date, slot: change.slot, ...(change.teamId !== undefined ? { teamId: change.teamId } : {}) };
        const moved = current.siteVisitId ? await updateSiteVisit(tx, tenant.id, current.siteVisitId, visit) : false;
        let visitId = current.siteVisitId;
        if (!moved) {
          const project = await findProjectForAftercare(tx, tenant.id, current.projectId);
          visitId = await insertSiteVisit(tx, {
            companyId: tenant.id,
            projectId: current.projectId,
            kind: 'aftercare',
            ...visit,
            location: project?.siteAddress ?? null,
            notes: `${AFTERCARE_CATEGORY_LABELS[current.category]}: ${current.description.slice(0, 500)}`,
            createdBy: staff.userId,
          });
        }
        await updateRequest(tx, tenant.id, id, { siteVisitId: visitId, ...answered });
        await recordActivity(tx, {
          companyId: tenant.id,
          projectId: current.projectId,
          actorId: staff.userId,
          type: 'visit_scheduled',
          description: `${VISIT_KIND_LABELS.aftercare} booked for ${formatCalendarDate(change.date)}`,
          isPublic: true,
          subjectId: visitId ?? undefined,
        });
        step = { kind: 'visit', date: change.date, slot: change.slot };
        break;
      }
      case 'close':
        await updateRequest(tx, tenant.id, id, { status: 'closed', closedAt: now, closingNote: change.note || null, ...answered });
        step = { kind: 'close', ...(change.note ? { note: change.note } : {}) };
        break;
    }
    const customer = await findContact(tx, tenant.id, current.customerId);
    if (customer) {
      const facts = { companyName: tenant.name, category: current.category, reportedOn: londonDateOf(current.createdAt), link: `${portalUrl}/dashboard#aftercare` };
      await enqueueEmailsTo(tx, tenant.id, 'aftercare-update', [customer], (c) => aftercareStepEmail(c, facts, step));
    }
  });
  return requestById(db, staff, tenant, id);
}

export function getGuaranteeSettings(actor: Actor | null, tenant: CompanyRow): GuaranteeSettings {
  requirePermission(actor, 'settings:read');
  return guaranteeSettings(tenant);
}

/** Only an admin sets the company's guarantee periods; they apply to every completed project at once. */
export async function updateGuaranteeSettings(db: Database, actor: Actor | null, tenant: CompanyRow, settings: GuaranteeSettings): Promise<GuaranteeSettings> {
  requirePermission(actor, 'settings:edit');
  await saveCompanyJsonSetting(db, tenant.id, GUARANTEE_SETTING, { structure: settings.structureYears, workmanship: settings.workmanshipYears });
  return settings;
}
