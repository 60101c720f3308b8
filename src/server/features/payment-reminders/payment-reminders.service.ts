import { MAX_REMINDER_DAYS_BEFORE, type AutomaticReminderKind } from '../../../shared/constants/payment-reminders';
import { todayInLondon } from '../../../shared/dates';
import { AppError } from '../../../shared/errors';
import type { PaymentReminder, PaymentReminderSettings, ReminderSent } from '../../../shared/schemas/payment-reminders';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database, Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import type { PaymentReminderRow } from '../../db/schema/payment-reminders';
import { companyOrigin, type OriginSettings } from '../../lib/company-origin';
import { paymentReminderSettings, SETTING_KEYS } from '../../lib/company-settings';
import { once, type IdempotentRequest } from '../../lib/idempotency';
import { recordActivity } from '../activity/activity.service';
import { queuePaymentReminderEmail, type ReminderMoment } from '../payments/reminder-email.service';
import { updateCompany } from '../settings/settings.queries';
import { findReminderCandidates, insertAutomaticReminder, insertManualReminder, lockItemForReminder } from './payment-reminders.queries';
import { dueDateWindow, dueReminderKind } from './reminder-schedule';

type LockedItem = NonNullable<Awaited<ReturnType<typeof lockItemForReminder>>>;

function momentOf(dueDate: string | null, today: string): ReminderMoment {
  if (dueDate === null) return 'no_due_date';
  if (dueDate > today) return 'before_due';
  return dueDate === today ? 'due_today' : 'overdue';
}

const AUTOMATIC_MOMENTS: Record<AutomaticReminderKind, ReminderMoment> = {
  before_due: 'before_due',
  due_today: 'due_today',
  overdue_3: 'overdue',
  overdue_10: 'overdue',
};

function queueReminderEmail(tx: Transaction, company: CompanyRow, locked: LockedItem, moment: ReminderMoment, portalUrl: string) {
  const customer = { name: locked.customerName, email: locked.customerEmail, projectName: locked.projectName };
  return queuePaymentReminderEmail(tx, { company, item: locked.item, customer, bankDetails: locked.bank, moment, portalUrl });
}

/**
 * Sends every automatic reminder due at `now`, for every company with reminders on: an item still
 * awaiting payment (no transfer confirmed, not paid) with a due date gets one email N days before it
 * (the company's setting, 7 unless changed), one on it, and one 3 and 10 days after it.
 *
 * Each reminder is its own transaction: the item is share-locked and checked again, the reminder
 * row is inserted with ON CONFLICT DO NOTHING on (company, item, kind), and the email is queued only
 * when that insert won. Two servers calling this at once therefore send each reminder once, and
 * calling it every few minutes sends nothing new. A late run sends only the latest reminder an item
 * has reached, and only up to a day after its day (reminder-schedule.ts).
 *
 * Crosses companies: call it with the owner's connection (`database.owner`), as email delivery is.
 */
export async function sendDueReminders(db: Database, options: { now: Date; origin: OriginSettings }): Promise<{ sent: number }> {
  const today = todayInLondon(options.now);
  const candidates = await findReminderCandidates(db, dueDateWindow(today, MAX_REMINDER_DAYS_BEFORE));
  let sent = 0;
  for (const candidate of candidates) {
    const settings = paymentReminderSettings(candidate.company.settings);
    const kind = settings.enabled && candidate.dueDate ? dueReminderKind(candidate.dueDate, today, settings.daysBefore) : null;
    // Already sent: nothing to write, so a run that finds nothing new costs one statement.
    if (!kind || candidate.sentKinds.includes(kind)) continue;
    const won = await db.transaction(async (tx) => {
      const locked = await lockItemForReminder(tx, candidate.company.id, candidate.paymentId);
      // Checked again under the lock: a transfer confirmed or a due date moved since the list was read.
      if (!locked || locked.item.status !== 'pending' || !locked.item.dueDate || !locked.customerEmail) return false;
      if (dueReminderKind(locked.item.dueDate, today, settings.daysBefore) !== kind) return false;
      const row = await insertAutomaticReminder(tx, {
        companyId: candidate.company.id,
        paymentId: candidate.paymentId,
        kind,
        dueDate: locked.item.dueDate,
        toEmail: locked.customerEmail,
      });
      if (!row) return false;
      await queueReminderEmail(tx, candidate.company, locked, AUTOMATIC_MOMENTS[kind], companyOrigin(options.origin, candidate.company));
      return true;
    });
    if (won) sent += 1;
  }
  return { sent };
}

export function toPaymentReminder(row: Pick<PaymentReminderRow, 'id' | 'kind' | 'dueDate' | 'createdAt'>, sentBy: string | null): PaymentReminder {
  return { id: row.id, kind: row.kind, dueDate: row.dueDate, sentAt: row.createdAt.toISOString(), sentBy };
}

/**
 * Staff's "Send reminder": emails the customer now, whatever the schedule, for an item still
 * awaiting payment. Refused (409) once the customer has confirmed a transfer or the item is paid.
 * A retry with the same Idempotency-Key (a double click) answers the first reminder, not a second.
 */
export function sendReminder(
  db: Database,
  actorOrNull: Actor | null,
  tenant: CompanyRow,
  paymentId: string,
  portalUrl: string,
  idempotency?: IdempotentRequest,
): Promise<ReminderSent> {
  const actor = requirePermission(actorOrNull, 'payments:manage');
  return db.transaction((tx) =>
    once(tx, { companyId: tenant.id, userId: actor.userId, request: idempotency, name: `reminder:${paymentId}` }, async () => {
      const locked = await lockItemForReminder(tx, tenant.id, paymentId);
      if (!locked) throw new AppError('NOT_FOUND', 'Payment not found.');
      const { item } = locked;
      if (item.status === 'paid') throw new AppError('CONFLICT', 'This payment is already paid, so there is nothing to remind the customer of.');
      if (item.status === 'pending_verification') {
        throw new AppError('CONFLICT', 'The customer has confirmed a transfer for this payment: verify or reject it instead of sending a reminder.');
      }
      if (!locked.customerEmail.trim()) throw new AppError('CONFLICT', `${locked.customerName} has no email address, so a reminder cannot be sent.`);
      const row = await insertManualReminder(tx, {
        companyId: tenant.id,
        paymentId,
        dueDate: item.dueDate,
        sentBy: actor.userId,
        toEmail: locked.customerEmail,
      });
      await queueReminderEmail(tx, tenant, locked, momentOf(item.dueDate, todayInLondon()), portalUrl);
      return { reminder: toPaymentReminder(row, actor.name), customerName: locked.customerName };
    }),
  );
}

/** Staff read the reminder settings (the payments pages say what goes out); customers do not. */
export function getReminderSettings(actor: Actor | null, tenant: CompanyRow): PaymentReminderSettings {
  requirePermission(actor, 'settings:read');
  return paymentReminderSettings(tenant.settings);
}

/** Only an admin turns reminders on or off or moves the first one; the change shows in the staff's activity. */
export async function updateReminderSettings(db: Database, actor: Actor | null, tenant: CompanyRow, input: PaymentReminderSettings): Promise<PaymentReminderSettings> {
  const admin = requirePermission(actor, 'settings:edit');
  const saved = { enabled: input.enabled, daysBefore: input.daysBefore };
  await db.transaction(async (tx) => {
    await updateCompany(tx, tenant.id, { setKeys: { [SETTING_KEYS.paymentReminders]: saved } });
    const description = saved.enabled ? `Payment reminders on, the first ${saved.daysBefore} ${saved.daysBefore === 1 ? 'day' : 'days'} before the due date` : 'Payment reminders turned off';
    await recordActivity(tx, { companyId: tenant.id, projectId: null, actorId: admin.userId, type: 'settings_changed', description, isPublic: false });
  });
  return saved;
}
