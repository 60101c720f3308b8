import { todayInLondon } from '../../../shared/dates';
import { AppError } from '../../../shared/errors';
import { parsePoundsToPence } from '../../../shared/money';
import { effectiveStatus, paymentReference, paymentSummary } from '../../../shared/payments';
import type { StoredPaymentStatus } from '../../../shared/constants/payments';
import type { ConfirmTransfer, PaymentHistory, PaymentItem, ProjectPayments, RejectPayment, StaffPaymentsPage, StaffPaymentsQuery, VerifyPayment } from '../../../shared/schemas/payments';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { can, canReadRecordOf, ownRecordsOf, requirePermission } from '../../auth/permissions';
import type { Database, Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import type { PaymentItemRow } from '../../db/schema/payments';
import { once, type IdempotentRequest } from '../../lib/idempotency';
import { formatPence } from '../../../shared/money';
import { emailsTo, listStaffContacts } from '../../lib/email/customer-email';
import { outboxRowsFor, type OutgoingEmail } from '../../lib/email/email-outbox';
import { projectVisibleTo } from '../projects/projects.service';
import { paymentNotFoundEmail, paymentReceivedEmail } from './payment-emails';
import { transferAwaitingVerificationNotice, transferConfirmedEmail } from './transfer-confirmed-email';
import { PAYMENT_TRANSITIONS, refusalMessage, storedFromStatuses, type PaymentAction } from './payment-transitions';
import {
  amountSettles,
  countTenantPayments,
  findLatestConfirmedAmount,
  findPaymentHistory,
  findProjectSchedule,
  findPaymentWithOwner,
  insertTransitionRecords,
  listTenantPayments,
  updatePaymentStatusIf,
} from './payments.queries';

export function toPaymentItem(row: PaymentItemRow, today: string, rejectionReason: string | null = null): PaymentItem {
  const status = effectiveStatus(row.status, row.dueDate, today);
  return {
    id: row.id,
    title: row.title,
    amountPence: row.amountPence,
    dueDate: row.dueDate,
    status,
    reference: paymentReference(row.id),
    paymentDate: row.paymentDate?.toISOString() ?? null,
    paymentMethod: row.paymentMethod,
    invoiceUrl: `/api/payments/${row.id}/invoice`,
    receiptUrl: status === 'paid' ? `/api/payments/${row.id}/receipt` : null,
    rejectionReason: status === 'pending' || status === 'overdue' ? rejectionReason : null,
  };
}

export async function listProjectPayments(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, projectId: string): Promise<ProjectPayments> {
  const actor = requireActor(actorOrNull);
  const rows = await findProjectSchedule(db, tenant.id, projectId);
  // The ownership check of requireVisibleProject, on the same statement's answer.
  if (rows.length === 0 || !projectVisibleTo(actor, rows[0]!.customerId)) throw new AppError('NOT_FOUND', 'Project not found.');
  const today = todayInLondon();
  const items = rows.flatMap(({ item, rejectionReason }) => (item ? [toPaymentItem(item, today, rejectionReason)] : []));
  return { items, summary: paymentSummary(items) };
}

/** Staff: one page of the company's items, filtered by the status they read as (overdue included). */
export async function listPaymentsForStaff(db: Database, actor: Actor | null, tenant: CompanyRow, query: StaffPaymentsQuery): Promise<StaffPaymentsPage> {
  requirePermission(actor, 'payments:manage');
  // One date for the filter and for each row's status, so a row never shows under the wrong filter at midnight.
  const filter = { status: query.status, today: todayInLondon() };
  const total = await countTenantPayments(db, tenant.id, filter);
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  // After the last item of the last page is settled, the page asked for is gone: serve the new last page.
  const page = Math.min(query.page, pageCount);
  const rows = total === 0 ? [] : await listTenantPayments(db, tenant.id, filter, { limit: query.pageSize, offset: (page - 1) * query.pageSize });
  const items = rows.map(({ item, projectName, customerName, confirmation, rejectionReason, lastReminder }) => ({
    ...toPaymentItem(item, filter.today, rejectionReason),
    projectId: item.projectId,
    projectName,
    customerName,
    confirmation,
    // JSON carries PostgreSQL's own timestamp text: the API speaks ISO 8601 in UTC.
    lastReminder: lastReminder && { ...lastReminder, sentAt: new Date(lastReminder.sentAt).toISOString() },
  }));
  return { items, page, pageCount, total };
}

/** Staff: what happened to one payment, newest first: its status changes and the reminders the customer was emailed. */
export async function paymentHistory(db: Database, actor: Actor | null, tenant: CompanyRow, paymentId: string): Promise<PaymentHistory> {
  requirePermission(actor, 'payments:manage');
  const found = await findPaymentWithOwner(db, tenant.id, paymentId);
  if (!found) throw new AppError('NOT_FOUND', 'Payment not found.');
  const { events, reminders } = await findPaymentHistory(db, tenant.id, paymentId);
  const entries: PaymentHistory['entries'] = [
    ...events.map(({ event, by }) => ({
      type: 'event' as const,
      id: event.id,
      at: event.createdAt.toISOString(),
      kind: event.kind,
      by,
      amountPence: event.acknowledgedAmountPence ?? event.amountPence,
      reason: event.reason,
    })),
    ...reminders.map(({ reminder, by }) => ({
      type: 'reminder' as const,
      id: reminder.id,
      at: reminder.createdAt.toISOString(),
      kind: reminder.kind,
      by,
      dueDate: reminder.dueDate,
    })),
  ];
  return { entries: entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)) };
}

const ACTIVITY_BY_ACTION = {
  confirm_transfer: (what: string) => ({ type: 'payment_confirmed' as const, description: `Bank transfer confirmed for ${what}` }),
  verify: (what: string) => ({ type: 'payment_verified' as const, description: `Payment verified: ${what}` }),
  reject: (what: string) => ({ type: 'payment_rejected' as const, description: `Transfer not matched, payment back to pending: ${what}` }),
  mark_paid: (what: string) => ({ type: 'payment_marked_paid' as const, description: `Payment marked as paid: ${what}` }),
};

export interface TransitionInput {
  action: PaymentAction;
  paymentId: string;
  idempotency?: IdempotentRequest;
  set: (now: Date) => Partial<PaymentItemRow>;
  /**
   * Settle only for the amount due: given, the item changes only if the amount staff acknowledged
   * (or, without one, the customer's latest confirmation) is the amount due.
   */
  amountCheck?: { acknowledgedPence: number | undefined };
  event?: {
    reference?: string;
    amountPence?: number;
    transferDate?: string;
    reason?: string | null;
    statementLineId?: string;
    acknowledgedAmountPence?: number;
  };
  /** The portal's origin, for the links in the emails a transition sends (the customer's and, for a confirmed transfer, staff's). */
  portalUrl?: string;
}

/**
 * The one way a payment's status changes: checks who may, from which status,
 * changes it with a conditional update and writes its event in one transaction.
 */
function transition(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, input: TransitionInput): Promise<PaymentItem> {
  const actor = requireActor(actorOrNull);
  return db.transaction((tx) =>
    once(tx, { companyId: tenant.id, userId: actor.userId, request: input.idempotency, name: `${input.action}:${input.paymentId}` }, () =>
      transitionInTransaction(tx, actor, tenant, input),
    ),
  );
}

export async function transitionInTransaction(tx: Transaction, actor: Actor, tenant: CompanyRow, input: TransitionInput): Promise<PaymentItem> {
  const rule = PAYMENT_TRANSITIONS[input.action];
  // Each transition starts from one stored status (overdue is stored as pending; payment-transitions.test.ts
  // holds this), so the conditional update is the whole check and the event's from-status is known.
  const [from] = storedFromStatuses(input.action) as [StoredPaymentStatus];
  const today = todayInLondon();
  const changed = can(actor, rule.permission)
    ? await updatePaymentStatusIf(tx, {
        companyId: tenant.id,
        paymentId: input.paymentId,
        from,
        ownerId: ownRecordsOf(actor) ?? undefined,
        also: input.amountCheck && amountSettles(input.amountCheck.acknowledgedPence),
        set: { ...input.set(new Date()), status: rule.to },
      })
    : undefined;
  if (!changed) throw await whyUnchanged(tx, actor, tenant, input, today);

  const { item, projectName, customer } = changed;
  const what = `${item.title} (${formatPence(item.amountPence)})`;
  let emails: OutgoingEmail[] = [];
  if (input.portalUrl && input.action === 'confirm_transfer' && customer) {
    emails = await transferConfirmedEmails(tx, tenant, { item, projectName, customer }, input.event ?? {}, input.portalUrl);
  } else if (input.portalUrl && input.action !== 'confirm_transfer' && customer) {
    const facts = {
      companyName: tenant.name,
      title: item.title,
      amountPence: item.amountPence,
      reference: paymentReference(item.id),
      paymentsLink: `${input.portalUrl}/dashboard?tab=payments`,
    };
    const kind = input.action === 'reject' ? 'payment-rejected' : 'payment-received';
    emails = emailsTo(tenant.id, kind, [{ ...customer, projectName }], (recipient) =>
      input.action === 'reject' ? paymentNotFoundEmail(recipient, { ...facts, reason: input.event?.reason ?? null }) : paymentReceivedEmail(recipient, facts),
    );
  }
  await insertTransitionRecords(tx, {
    event: { companyId: tenant.id, paymentId: item.id, actorId: actor.userId, kind: rule.event, fromStatus: from, toStatus: rule.to, ...input.event },
    activity: { companyId: tenant.id, projectId: item.projectId, actorId: actor.userId, ...ACTIVITY_BY_ACTION[input.action](what), isPublic: true },
    emails: await outboxRowsFor(tenant, emails),
  });
  return toPaymentItem(item, today);
}

/**
 * When the customer confirms a transfer: their acknowledgement, with what they told us, and a
 * notice to the company's staff and admins that a transfer awaits verification.
 */
async function transferConfirmedEmails(
  tx: Transaction,
  tenant: CompanyRow,
  changed: { item: PaymentItemRow; projectName: string; customer: { name: string; email: string } },
  event: NonNullable<TransitionInput['event']>,
  portalUrl: string,
): Promise<OutgoingEmail[]> {
  const { item, projectName, customer } = changed;
  const facts = {
    companyName: tenant.name,
    title: item.title,
    amountDuePence: item.amountPence,
    confirmedPence: event.amountPence ?? item.amountPence,
    reference: event.reference ?? paymentReference(item.id),
    transferDate: event.transferDate ?? todayInLondon(),
  };
  const staff = await listStaffContacts(tx, tenant.id);
  return [
    ...emailsTo(tenant.id, 'transfer-confirmed', [{ ...customer, projectName }], (recipient) => transferConfirmedEmail(recipient, { ...facts, paymentsLink: `${portalUrl}/dashboard?tab=payments` })),
    ...emailsTo(tenant.id, 'transfer-confirmed', staff, (member) =>
      transferAwaitingVerificationNotice(member, { ...facts, customerName: customer.name, projectName, verifyLink: `${portalUrl}/dashboard` }),
    ),
  ];
}

/** Why a transition changed nothing, in the order a caller may learn it: not theirs, not their role, not from this status. */
async function whyUnchanged(tx: Transaction, actor: Actor, tenant: CompanyRow, input: TransitionInput, today: string): Promise<AppError> {
  const { action, paymentId } = input;
  const rule = PAYMENT_TRANSITIONS[action];
  const found = await findPaymentWithOwner(tx, tenant.id, paymentId);
  if (!found || !canReadRecordOf(actor, found.customerId)) return new AppError('NOT_FOUND', 'Payment not found.');
  if (!can(actor, rule.permission)) return new AppError('FORBIDDEN', 'You do not have permission to do that.');
  const status = effectiveStatus(found.item.status, found.item.dueDate, today);
  if (!rule.from.includes(status)) return new AppError('CONFLICT', refusalMessage(action, status));
  if (input.amountCheck) {
    const due = found.item.amountPence;
    const acknowledged = input.amountCheck.acknowledgedPence;
    if (acknowledged !== undefined && acknowledged !== due) {
      return new AppError(
        'AMOUNT_MISMATCH',
        `You said ${formatPence(acknowledged)} arrived but ${formatPence(due)} is due. Verify only once the amount due has arrived; otherwise reject the transfer.`,
      );
    }
    const confirmed = acknowledged === undefined ? await findLatestConfirmedAmount(tx, tenant.id, paymentId) : null;
    if (confirmed !== null && confirmed !== due) {
      return new AppError(
        'AMOUNT_MISMATCH',
        `The customer confirmed ${formatPence(confirmed)} but ${formatPence(due)} is due. Check your bank account and confirm the amount that arrived.`,
      );
    }
  }
  return new AppError('CONFLICT', 'This payment was changed by someone else a moment ago. Refresh to see it.');
}

export function confirmTransfer(db: Database, actor: Actor | null, tenant: CompanyRow, paymentId: string, input: ConfirmTransfer, idempotency?: IdempotentRequest, portalUrl?: string) {
  return transition(db, actor, tenant, {
    action: 'confirm_transfer',
    paymentId,
    idempotency,
    portalUrl,
    set: () => ({ paymentMethod: 'bank_transfer' }),
    event: { reference: input.reference, amountPence: parsePoundsToPence(input.amount)!, transferDate: input.transferDate },
  });
}

export const VERIFIED_SET = (now: Date) => ({ paymentDate: now, paymentMethod: 'BACS' as const });

/**
 * Staff verify a confirmed transfer. When the customer confirmed another amount than is due, staff
 * must say they checked that the amount due arrived (`acknowledgedAmount`); it is kept in the event.
 */
export function verifyPayment(
  db: Database,
  actor: Actor | null,
  tenant: CompanyRow,
  paymentId: string,
  input: VerifyPayment,
  idempotency?: IdempotentRequest,
  portalUrl?: string,
) {
  const acknowledgedPence = input.acknowledgedAmount === undefined ? undefined : parsePoundsToPence(input.acknowledgedAmount)!;
  return transition(db, actor, tenant, {
    action: 'verify',
    paymentId,
    idempotency,
    portalUrl,
    set: VERIFIED_SET,
    amountCheck: { acknowledgedPence },
    event: acknowledgedPence === undefined ? undefined : { acknowledgedAmountPence: acknowledgedPence },
  });
}

export function rejectPayment(
  db: Database,
  actor: Actor | null,
  tenant: CompanyRow,
  paymentId: string,
  input: RejectPayment,
  idempotency?: IdempotentRequest,
  portalUrl?: string,
) {
  return transition(db, actor, tenant, {
    action: 'reject',
    paymentId,
    idempotency,
    portalUrl,
    set: () => ({ paymentMethod: null }),
    event: { reason: input.reason || null },
  });
}

/** Staff settle a pending item themselves (manual verification): no transfer was confirmed, so there is no confirmed amount to check. */
export function markPaymentPaid(db: Database, actor: Actor | null, tenant: CompanyRow, paymentId: string, idempotency?: IdempotentRequest, portalUrl?: string) {
  return transition(db, actor, tenant, {
    action: 'mark_paid',
    paymentId,
    idempotency,
    portalUrl,
    set: VERIFIED_SET,
  });
}
