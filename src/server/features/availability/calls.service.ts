import { londonWhen } from '../../../shared/dates';
import { AppError } from '../../../shared/errors';
import { MAX_UPCOMING_CALLS, type BookCall, type Call } from '../../../shared/schemas/availability';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { can, canReadRecordOf, ownRecordsOf, requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { recordActivity } from '../activity/activity.service';
import { findContact } from '../../lib/email/customer-email';
import { findCustomerProjectId } from '../users/users.queries';
import { bookingFilters, countUpcomingCalls, deleteBooking, listBookings, lockPerson, type BookingRow } from './availability.queries';
import { callCalendar } from './call-calendar';
import { queueCallBookedEmail, queueCallCancelledEmail } from './call-emails';
import { takeSlot } from './slot-booking.service';

export const toCall = (row: BookingRow): Call => ({
  id: row.id,
  kind: row.kind,
  startsAt: row.startsAt.toISOString(),
  durationMinutes: row.durationMinutes,
  staffId: row.staffId,
  staffName: row.staffName,
  customerName: row.customerName ?? row.leadName ?? '',
  projectId: row.projectId,
  projectName: row.projectName,
  topic: row.topic,
});

/** A customer books one of the team's free times for a call about their project; the staff member is emailed. */
export async function bookCall(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, slotId: string, input: BookCall, portalUrl: string): Promise<Call> {
  const actor = requirePermission(actorOrNull, 'calls:book');
  const projectId = await findCustomerProjectId(db, tenant.id, actor.userId);
  const bookingId = await db.transaction(async (tx) => {
    // The limit is counted and kept one booking at a time per customer.
    await lockPerson(tx, actor.userId);
    if ((await countUpcomingCalls(tx, tenant.id, actor.userId, new Date())) >= MAX_UPCOMING_CALLS) {
      throw new AppError('CONFLICT', `You already have ${MAX_UPCOMING_CALLS} calls booked. Please cancel one to book another.`);
    }
    const taken = await takeSlot(tx, { companyId: tenant.id, slotId, kind: 'call', customerId: actor.userId, projectId, topic: input.topic });
    const staff = await findContact(tx, tenant.id, taken.staffId);
    const [booking] = await listBookings(tx, tenant.id, bookingFilters.id(taken.bookingId));
    if (staff) {
      await queueCallBookedEmail(tx, staff, {
        tenant,
        startsAt: taken.startsAt,
        durationMinutes: taken.durationMinutes,
        customerName: actor.name,
        projectName: booking?.projectName ?? null,
        topic: input.topic || null,
        portalUrl,
      });
    }
    await recordActivity(tx, {
      companyId: tenant.id,
      projectId,
      actorId: actor.userId,
      type: 'call_booked',
      description: `Call booked with ${staff?.name ?? 'the team'} for ${londonWhen(taken.startsAt)}`,
      isPublic: true,
      subjectId: taken.bookingId,
    });
    return taken.bookingId;
  });
  return toCall(await requireVisibleCall(db, actor, tenant, bookingId));
}

/** Calls still to come: a customer's own, or all of the company's for staff. */
export async function listCalls(db: Database, actorOrNull: Actor | null, tenant: CompanyRow): Promise<Call[]> {
  const actor = requireActor(actorOrNull);
  const customerId = ownRecordsOf(actor);
  const own = customerId === null ? undefined : bookingFilters.customer(customerId);
  return (await listBookings(db, tenant.id, own, bookingFilters.endsAfter(new Date()))).map(toCall);
}

/** The customer who booked it, or staff, cancel a call that has not started; the time is free again. */
export async function cancelCall(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, id: string, portalUrl: string): Promise<void> {
  const actor = requireActor(actorOrNull);
  const call = await requireVisibleCall(db, actor, tenant, id);
  if (call.startsAt.getTime() <= Date.now()) throw new AppError('CONFLICT', 'This call has already started, so it can no longer be cancelled.');
  const byStaff = can(actor, 'team:speak-for');
  await db.transaction(async (tx) => {
    if (!(await deleteBooking(tx, tenant.id, call.id))) throw new AppError('NOT_FOUND', 'Call not found.');
    const recipient = byStaff
      ? call.customerEmail && call.customerName
        ? { name: call.customerName, email: call.customerEmail }
        : undefined
      : { name: call.staffName, email: call.staffEmail };
    if (recipient) {
      await queueCallCancelledEmail(tx, recipient, {
        tenant,
        startsAt: call.startsAt,
        durationMinutes: call.durationMinutes,
        customerName: call.customerName ?? call.leadName ?? '',
        projectName: call.projectName,
        topic: call.topic,
        portalUrl,
        byStaff,
      });
    }
  });
}

export async function getCallCalendar(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, id: string): Promise<string> {
  const actor = requireActor(actorOrNull);
  const call = await requireVisibleCall(db, actor, tenant, id);
  return callCalendar(tenant, call, can(actor, 'team:speak-for') ? 'staff' : 'customer');
}

/** Staff see every call of the company; a customer only their own. Anything else is "not found". */
async function requireVisibleCall(db: Database, actor: Actor, tenant: CompanyRow, id: string): Promise<BookingRow> {
  const [call] = await listBookings(db, tenant.id, bookingFilters.id(id));
  if (!call || !canReadRecordOf(actor, call.customerId)) throw new AppError('NOT_FOUND', 'Call not found.');
  return call;
}
