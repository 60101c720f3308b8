import { shiftIsoDate } from '../../../shared/dates';
import { AppError } from '../../../shared/errors';
import { formatPence } from '../../../shared/money';
import { VARIATION_CONSENT_TEXT } from '../../../shared/constants/variations';
import { formatPriceChange, variationText, type ApproveVariation, type CreateVariation, type DeclineVariation, type Variation, type VariationAttachment, type VariationList } from '../../../shared/schemas/variations';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { requirePermission } from '../../auth/permissions';
import type { Database, Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import type { VariationRow } from '../../db/schema/variations';
import { emailsTo, findProjectCustomer, listStaffContacts, queueCustomerEmail } from '../../lib/email/customer-email';
import { enqueueEmails } from '../../lib/email/email-outbox';
import { once, type IdempotentRequest } from '../../lib/idempotency';
import type { SigningKeys } from '../../lib/signing-keys';
import { recordActivity } from '../activity/activity.service';
import { sha256, type RequestMeta } from '../contracts/contracts.service';
import { updatePendingItem, insertScheduleItem } from '../payments/payment-schedule.queries';
import { moveInstallDate } from '../projects/delay-notice.service';
import { lockProject } from '../projects/projects.queries';
import { projectVisibleTo, requireVisibleProject } from '../projects/projects.service';
import { appendVariationEvent } from './variation-audit';
import { variationAnsweredNotice, variationProposedEmail } from './variation-emails';
import { fileUrl } from '../files/files.service';
import { findVariation, insertVariation, listProjectVariations, listVariationAttachments, listVariationEvents, lockProjectSchedule, updateProposedVariation } from './variations.queries';

/** Every request that changes something carries the company's origin, for the links its emails hold. */
export type VariationMeta = RequestMeta & { portalUrl: string };

export function toVariation(row: VariationRow, proposedByName: string, attachments: VariationAttachment[] = []): Variation {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    description: row.description,
    priceChangePence: row.priceChangePence,
    daysAdded: row.daysAdded,
    status: row.status,
    proposedByName,
    createdAt: row.createdAt.toISOString(),
    contentHash: row.contentHash,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    signatureName: row.signatureName,
    declineReason: row.declineReason,
    paymentItemId: row.paymentItemId,
    installDateBefore: row.installDateBefore,
    installDateAfter: row.installDateAfter,
    attachments,
  };
}

/** Each variation's attachments, by variation id, as the API shows them. */
export async function attachmentsOf(db: Database | Transaction, companyId: string, variationIds: string[]): Promise<Map<string, VariationAttachment[]>> {
  const byVariation = new Map<string, VariationAttachment[]>();
  for (const { variationId, sha256: hash, file } of await listVariationAttachments(db, companyId, variationIds)) {
    const list = byVariation.get(variationId) ?? [];
    list.push({ id: file.id, name: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes, sha256: hash, url: fileUrl(file.id) });
    byVariation.set(variationId, list);
  }
  return byVariation;
}

/** A project's variations, newest first: its customer's own, or any of the company's for staff. */
export async function listVariations(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, projectId: string): Promise<VariationList> {
  await requireVisibleProject(db, actorOrNull, tenant, projectId);
  const rows = await listProjectVariations(db, tenant.id, projectId);
  const attachments = await attachmentsOf(db, tenant.id, rows.map((r) => r.variation.id));
  return { variations: rows.map((r) => toVariation(r.variation, r.proposedByName, attachments.get(r.variation.id))) };
}

export async function requireVisibleVariation(db: Database | Transaction, actor: Actor, tenant: CompanyRow, id: string, lock = false) {
  const found = await findVariation(db, tenant.id, id, { lock });
  if (!found || !projectVisibleTo(actor, found.customerId)) throw new AppError('NOT_FOUND', 'Variation not found.');
  return found;
}

type ScheduleRow = Awaited<ReturnType<typeof lockProjectSchedule>>[number];

/**
 * A reduction comes off the final payment still to pay (a payment item cannot be negative, and a
 * credit is not something the customer pays): it must leave that payment more than nothing.
 */
function finalPendingItem(schedule: ScheduleRow[]): ScheduleRow | undefined {
  return schedule.findLast((item) => item.status === 'pending');
}

function reductionTooLarge(schedule: ScheduleRow[], priceChangePence: number): string | null {
  if (priceChangePence >= 0) return null;
  const final = finalPendingItem(schedule);
  if (!final) return 'There is no payment left to pay that a reduction could come off.';
  if (final.amountPence <= -priceChangePence) return `A reduction must be less than the final payment still to pay (${formatPence(final.amountPence)}).`;
  return null;
}

/** Staff propose a change to the order; the customer is emailed that it awaits their approval. */
export async function proposeVariation(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, projectId: string, input: CreateVariation, meta: VariationMeta): Promise<Variation> {
  const actor = requirePermission(actorOrNull, 'variations:manage');
  await requireVisibleProject(db, actor, tenant, projectId);
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, tenant.id, projectId);
    if (!project) throw new AppError('NOT_FOUND', 'Project not found.');
    if (project.stage === 'completed') throw new AppError('CONFLICT', 'This project is complete: it can no longer be varied.');
    const tooLarge = reductionTooLarge(await lockProjectSchedule(tx, tenant.id, projectId), input.priceChangePence);
    if (tooLarge) throw new AppError('VALIDATION_FAILED', tooLarge, { priceChangePence: [tooLarge] });
    const daysAdded = input.daysAdded ?? 0;
    const contentHash = sha256(variationText({ ...input, daysAdded }));
    const row = await insertVariation(tx, { companyId: tenant.id, projectId, title: input.title, description: input.description, priceChangePence: input.priceChangePence, daysAdded, proposedBy: actor.userId, contentHash });
    await appendVariationEvent(tx, { companyId: tenant.id, variationId: row.id, kind: 'proposed', actor, meta, data: { contentHash } });
    await recordActivity(tx, { companyId: tenant.id, projectId, actorId: actor.userId, type: 'variation_proposed', description: `Variation proposed: ${row.title} (${formatPriceChange(row.priceChangePence)})`, isPublic: true, subjectId: row.id });
    const facts = { companyName: tenant.name, title: row.title, priceChangePence: row.priceChangePence, daysAdded, link: `${meta.portalUrl}/dashboard` };
    await queueCustomerEmail(tx, { tenant, projectId, kind: 'variation-proposed', compose: (c) => variationProposedEmail(c, facts) });
    return toVariation(row, actor.name);
  });
}

/** Names compared as a person would: case, and spaces around and between words, do not matter. */
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB') === b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');

/**
 * The customer approves, once, by typing their name and ticking the agreement. In one transaction
 * with the sealed event that records it: the schedule changes (a rise is a new payment item, a
 * reduction comes off the final payment), the installation moves if days were added (with a
 * delay notice), and the team is told.
 */
export async function approveVariation(
  db: Database,
  keys: SigningKeys,
  actorOrNull: Actor | null,
  tenant: CompanyRow,
  id: string,
  input: ApproveVariation,
  meta: VariationMeta,
  idempotency?: IdempotentRequest,
): Promise<Variation> {
  const actor = requireActor(actorOrNull);
  return db.transaction((tx) =>
    once(tx, { companyId: tenant.id, userId: actor.userId, request: idempotency, name: `variation-approve:${id}` }, async () => {
      const found = await requireVisibleVariation(tx, actor, tenant, id, true);
      requirePermission(actor, 'variations:approve', 'Only the customer can approve a variation.');
      const v = found.variation;
      if (v.status !== 'proposed') throw new AppError('CONFLICT', `This variation was already ${v.status}.`);
      if (!sameName(input.signatureName, actor.name)) {
        const message = `Type your full name as it is on your account: ${actor.name}`;
        throw new AppError('VALIDATION_FAILED', message, { signatureName: [message] });
      }
      // The attachments are part of what is agreed: their names and hashes are in the hashed text.
      const attachments = (await attachmentsOf(tx, tenant.id, [id])).get(id) ?? [];
      const contentHash = sha256(variationText(v, attachments));
      if (input.contentHash !== undefined && input.contentHash !== contentHash) {
        throw new AppError('CONFLICT', 'This variation changed after you opened it (files were attached). Please read it again before you answer.');
      }
      if (contentHash !== v.contentHash) throw new AppError('CONFLICT', 'This variation no longer reads as it was proposed; ask the team to propose it again.');

      const project = (await lockProject(tx, tenant.id, v.projectId))!;
      const schedule = await lockProjectSchedule(tx, tenant.id, v.projectId);
      let paymentItemId: string | null = null;
      if (v.priceChangePence > 0) {
        // Due with the final payment, after it: its own BACS reference, invoice and line in the accounts.
        const item = await insertScheduleItem(tx, { companyId: tenant.id, projectId: v.projectId, title: `Variation: ${v.title}`, amountPence: v.priceChangePence, dueDate: schedule.at(-1)?.dueDate ?? null });
        paymentItemId = item.id;
      } else if (v.priceChangePence < 0) {
        const tooLarge = reductionTooLarge(schedule, v.priceChangePence);
        if (tooLarge) throw new AppError('CONFLICT', `${tooLarge} Ask the team to propose it again.`);
        const final = finalPendingItem(schedule)!;
        const updated = await updatePendingItem(tx, tenant.id, final.id, { amountPence: final.amountPence + v.priceChangePence });
        if (!updated) throw new AppError('CONFLICT', 'The final payment changed meanwhile. Please try again.');
        paymentItemId = final.id;
      }

      let installDateAfter: string | null = project.installDate;
      if (v.daysAdded > 0 && project.installDate && project.stage !== 'completed') {
        installDateAfter = shiftIsoDate(project.installDate, v.daysAdded);
        await moveInstallDate(tx, tenant, {
          projectId: v.projectId,
          authorId: v.proposedBy,
          previous: project.installDate,
          reason: `You approved the variation "${v.title}", which adds ${v.daysAdded} ${v.daysAdded === 1 ? 'day' : 'days'} to the work.`,
          revisedInstallDate: installDateAfter,
          portalUrl: meta.portalUrl,
        });
      }

      const answeredAt = new Date();
      await appendVariationEvent(tx, {
        companyId: tenant.id,
        variationId: id,
        kind: 'approved',
        actor,
        meta,
        seal: keys.current,
        data: {
          contentHash,
          signatureName: input.signatureName,
          consentText: VARIATION_CONSENT_TEXT,
          consentHash: sha256(VARIATION_CONSENT_TEXT),
          priceChangePence: v.priceChangePence,
          paymentItemId,
          installDateBefore: project.installDate,
          installDateAfter,
          attachments: attachments.map((a) => ({ name: a.name, sha256: a.sha256 })),
        },
      });
      const row = await updateProposedVariation(tx, tenant.id, id, {
        status: 'approved',
        answeredAt,
        answeredBy: actor.userId,
        signatureName: input.signatureName,
        signerEmail: actor.email,
        signerIp: meta.ip,
        signerUserAgent: meta.userAgent,
        consentText: VARIATION_CONSENT_TEXT,
        paymentItemId,
        installDateBefore: project.installDate,
        installDateAfter,
      });
      if (!row) throw new AppError('CONFLICT', 'This variation was already answered.');
      await recordActivity(tx, { companyId: tenant.id, projectId: row.projectId, actorId: actor.userId, type: 'variation_approved', description: `Variation approved: ${row.title} (${formatPriceChange(row.priceChangePence)})`, isPublic: true, subjectId: id });
      await queueAnsweredNotice(tx, tenant, row, 'approved', null, meta.portalUrl);
      return toVariation(row, found.proposedByName, attachments);
    }),
  );
}

/** The customer declines, with a reason: nothing on the project changes, and the team is told. */
export async function declineVariation(
  db: Database,
  keys: SigningKeys,
  actorOrNull: Actor | null,
  tenant: CompanyRow,
  id: string,
  input: DeclineVariation,
  meta: VariationMeta,
  idempotency?: IdempotentRequest,
): Promise<Variation> {
  const actor = requireActor(actorOrNull);
  return db.transaction((tx) =>
    once(tx, { companyId: tenant.id, userId: actor.userId, request: idempotency, name: `variation-decline:${id}` }, async () => {
      const found = await requireVisibleVariation(tx, actor, tenant, id, true);
      requirePermission(actor, 'variations:approve', 'Only the customer can decline a variation.');
      if (found.variation.status !== 'proposed') throw new AppError('CONFLICT', `This variation was already ${found.variation.status}.`);
      await appendVariationEvent(tx, { companyId: tenant.id, variationId: id, kind: 'declined', actor, meta, seal: keys.current, data: { contentHash: found.variation.contentHash, reason: input.reason } });
      const row = await updateProposedVariation(tx, tenant.id, id, { status: 'declined', answeredAt: new Date(), answeredBy: actor.userId, declineReason: input.reason, signerIp: meta.ip, signerUserAgent: meta.userAgent });
      if (!row) throw new AppError('CONFLICT', 'This variation was already answered.');
      await recordActivity(tx, { companyId: tenant.id, projectId: row.projectId, actorId: actor.userId, type: 'variation_declined', description: `Variation declined: ${row.title}`, isPublic: true, subjectId: id });
      await queueAnsweredNotice(tx, tenant, row, 'declined', input.reason, meta.portalUrl);
      return toVariation(row, found.proposedByName, (await attachmentsOf(tx, tenant.id, [id])).get(id));
    }),
  );
}

/** Staff take back a variation the customer has not answered: nothing on the project changes. */
export async function withdrawVariation(db: Database, keys: SigningKeys, actorOrNull: Actor | null, tenant: CompanyRow, id: string, meta: VariationMeta, idempotency?: IdempotentRequest): Promise<Variation> {
  const actor = requireActor(actorOrNull);
  return db.transaction((tx) =>
    once(tx, { companyId: tenant.id, userId: actor.userId, request: idempotency, name: `variation-withdraw:${id}` }, async () => {
      const found = await requireVisibleVariation(tx, actor, tenant, id, true);
      requirePermission(actor, 'variations:manage', 'Only the team can withdraw a variation.');
      if (found.variation.status !== 'proposed') throw new AppError('CONFLICT', `This variation was already ${found.variation.status}.`);
      await appendVariationEvent(tx, { companyId: tenant.id, variationId: id, kind: 'withdrawn', actor, meta, seal: keys.current, data: { contentHash: found.variation.contentHash } });
      const row = await updateProposedVariation(tx, tenant.id, id, { status: 'withdrawn', answeredAt: new Date(), answeredBy: actor.userId });
      if (!row) throw new AppError('CONFLICT', 'This variation was already answered.');
      await recordActivity(tx, { companyId: tenant.id, projectId: row.projectId, actorId: actor.userId, type: 'variation_withdrawn', description: `Variation withdrawn: ${row.title}`, isPublic: true, subjectId: id });
      return toVariation(row, found.proposedByName, (await attachmentsOf(tx, tenant.id, [id])).get(id));
    }),
  );
}

async function queueAnsweredNotice(tx: Transaction, tenant: CompanyRow, row: VariationRow, outcome: 'approved' | 'declined', reason: string | null, portalUrl: string): Promise<void> {
  const customer = await findProjectCustomer(tx, tenant.id, row.projectId);
  if (!customer) return;
  const staff = await listStaffContacts(tx, tenant.id);
  const facts = {
    companyName: tenant.name,
    title: row.title,
    priceChangePence: row.priceChangePence,
    daysAdded: row.daysAdded,
    link: `${portalUrl}/customers/projects/${encodeURIComponent(row.projectId)}`,
    customerName: customer.name,
    projectName: customer.projectName,
    outcome,
    reason,
  };
  await enqueueEmails(tx, emailsTo(tenant.id, `variation-${outcome}`, staff, (member) => variationAnsweredNotice(member, facts)));
}

/** The variation, its row and its audit trail, for its PDF. */
export async function variationWithEvents(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, id: string) {
  const actor = requireActor(actorOrNull);
  const found = await requireVisibleVariation(db, actor, tenant, id);
  return { variation: toVariation(found.variation, found.proposedByName, (await attachmentsOf(db, tenant.id, [id])).get(id)), projectName: found.projectName, row: found.variation, events: await listVariationEvents(db, tenant.id, id) };
}

/**
 * The demo's sample: a variation the team proposed, waiting for the customer's approval. Written
 * as proposing one writes it (the text hashed, the first event of its chain), but nobody is
 * emailed. The schedule is untouched until it is approved; the project's activity shows it.
 */
export async function seedProposedVariation(db: Database, input: { companyId: string; projectId: string; staff: { id: string; name: string; email: string }; variation: CreateVariation }): Promise<void> {
  const daysAdded = input.variation.daysAdded ?? 0;
  const contentHash = sha256(variationText({ ...input.variation, daysAdded }));
  await db.transaction(async (tx) => {
    const row = await insertVariation(tx, { companyId: input.companyId, projectId: input.projectId, ...input.variation, daysAdded, proposedBy: input.staff.id, contentHash });
    await appendVariationEvent(tx, {
      companyId: input.companyId,
      variationId: row.id,
      kind: 'proposed',
      actor: { userId: input.staff.id, name: input.staff.name, email: input.staff.email },
      meta: { ip: null, userAgent: null },
      data: { contentHash },
    });
    await recordActivity(tx, {
      companyId: input.companyId,
      projectId: input.projectId,
      actorId: input.staff.id,
      type: 'variation_proposed',
      description: `Variation proposed: ${row.title} (${formatPriceChange(row.priceChangePence)})`,
      isPublic: true,
      subjectId: row.id,
    });
  });
}
