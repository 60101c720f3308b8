import { todayInLondon } from '../../../shared/dates';
import { AppError } from '../../../shared/errors';
import { parsePoundsToPence } from '../../../shared/money';
import type { NewScheduleItem, UpdateScheduleItem } from '../../../shared/schemas/payment-schedule';
import type { PaymentItem } from '../../../shared/schemas/payments';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { findProject } from '../projects/projects.queries';
import { deletePendingItem, findItemStatus, insertScheduleItem, updatePendingItem } from './payment-schedule.queries';
import { toPaymentItem } from './payments.service';

/** The schema has checked the amount already; this only turns pounds into pence. */
function pence(amount: string | number): number {
  const value = parsePoundsToPence(amount);
  if (value === null || value <= 0) throw new AppError('VALIDATION_FAILED', 'Some of the information sent is not valid.', { amount: ['Enter the amount in pounds, for example 2200.00'] });
  return value;
}

/** Why an item the conditional change missed was not changed: gone (404) or no longer pending (409). */
async function refusal(db: Database, companyId: string, itemId: string, verb: 'changed' | 'deleted'): Promise<never> {
  const status = await findItemStatus(db, companyId, itemId);
  if (!status) throw new AppError('NOT_FOUND', 'Payment item not found.');
  const why = status === 'paid' ? 'it has been paid' : 'the customer has confirmed a transfer for it, which is waiting to be verified';
  throw new AppError('CONFLICT', `This payment can no longer be ${verb}: ${why}.`);
}

/** Staff: a new line on a project's payment schedule, pending until the customer pays it. */
export async function addScheduleItem(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string, input: NewScheduleItem): Promise<PaymentItem> {
  requirePermission(actor, 'payments:manage');
  if (!(await findProject(db, tenant.id, projectId))) throw new AppError('NOT_FOUND', 'Project not found.');
  const row = await insertScheduleItem(db, { companyId: tenant.id, projectId, title: input.title, amountPence: pence(input.amount), dueDate: input.dueDate });
  return toPaymentItem(row, todayInLondon());
}

/**
 * Staff: change a line still pending (overdue ones too: they are pending past their date).
 * Once a transfer is confirmed or the item is paid, what the customer paid against is fixed.
 */
export async function updateScheduleItem(db: Database, actor: Actor | null, tenant: CompanyRow, itemId: string, input: UpdateScheduleItem): Promise<PaymentItem> {
  requirePermission(actor, 'payments:manage');
  const set = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.amount !== undefined ? { amountPence: pence(input.amount) } : {}),
    ...(input.dueDate !== undefined ? { dueDate: input.dueDate } : {}),
  };
  const row = await updatePendingItem(db, tenant.id, itemId, set);
  if (!row) return refusal(db, tenant.id, itemId, 'changed');
  return toPaymentItem(row, todayInLondon());
}

/** Staff: remove a line still pending. */
export async function deleteScheduleItem(db: Database, actor: Actor | null, tenant: CompanyRow, itemId: string): Promise<void> {
  requirePermission(actor, 'payments:manage');
  if (!(await deletePendingItem(db, tenant.id, itemId))) await refusal(db, tenant.id, itemId, 'deleted');
}
