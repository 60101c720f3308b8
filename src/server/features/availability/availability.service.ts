import { AppError } from '../../../shared/errors';
import { AVAILABILITY_HORIZON_DAYS, type AvailabilitySlot, type OpenSlot, type zAvailabilityInput } from '../../../shared/schemas/availability';
import type { DateRange } from '../../../shared/schemas/scheduling';
import type { z } from 'zod';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { isUniqueViolation } from '../../lib/db-errors';
import { deleteSlot, insertSlot, listOpenSlots, listSlots, lockPerson, lockSlot, slotIsBooked, staffHasOverlap, type SlotRow } from './availability.queries';
import { londonDayBounds } from '../../lib/london-time';
import { BOOKING_NOTICE_MINUTES } from './slot-booking.service';

type NewSlot = z.output<typeof zAvailabilityInput>;

const OVERLAP = 'You already offer a time that overlaps this one.';
const DAY_MS = 86_400_000;

const toSlot = (row: SlotRow, actor: Actor): AvailabilitySlot => ({
  id: row.id,
  staffId: row.staffId,
  staffName: row.staffName,
  mine: row.staffId === actor.userId,
  startsAt: row.startsAt.toISOString(),
  durationMinutes: row.durationMinutes,
  booking: row.booking,
});

/** Staff: every colleague's call times on these London days, with who booked them. */
export async function listAvailability(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, range: DateRange): Promise<AvailabilitySlot[]> {
  const actor = requirePermission(actorOrNull, 'availability:manage');
  const { start, end } = londonDayBounds(range.from, range.to);
  return (await listSlots(db, tenant.id, start, end)).map((row) => toSlot(row, actor));
}

/** Staff offer their own time; two of their times never overlap, so nobody is booked twice at once. */
export async function addAvailability(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, input: NewSlot): Promise<AvailabilitySlot> {
  const actor = requirePermission(actorOrNull, 'availability:manage');
  const startsAt = new Date(input.startsAt);
  const now = Date.now();
  if (startsAt.getTime() <= now) throw new AppError('VALIDATION_FAILED', 'Choose a time in the future.', { startsAt: ['Choose a time in the future.'] });
  if (startsAt.getTime() > now + AVAILABILITY_HORIZON_DAYS * DAY_MS) {
    const message = `Choose a time within the next ${AVAILABILITY_HORIZON_DAYS} days.`;
    throw new AppError('VALIDATION_FAILED', message, { startsAt: [message] });
  }
  const id = await db.transaction(async (tx) => {
    // Two "add" clicks at once would each find no overlap; one at a time per person.
    await lockPerson(tx, actor.userId);
    if (await staffHasOverlap(tx, tenant.id, actor.userId, startsAt, input.durationMinutes)) throw new AppError('CONFLICT', OVERLAP);
    try {
      return await insertSlot(tx, { companyId: tenant.id, staffId: actor.userId, startsAt, durationMinutes: input.durationMinutes });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', OVERLAP);
      throw error;
    }
  });
  return { id, staffId: actor.userId, staffName: actor.name, mine: true, startsAt: startsAt.toISOString(), durationMinutes: input.durationMinutes, booking: null };
}

/** Staff remove their own free times; a booked one is cancelled first, so the customer is told. */
export async function removeAvailability(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, id: string): Promise<void> {
  const actor = requirePermission(actorOrNull, 'availability:manage');
  await db.transaction(async (tx) => {
    // Locked first: a booking being made now waits for this, or this waits for it and sees it.
    const slot = await lockSlot(tx, tenant.id, id);
    if (!slot) throw new AppError('NOT_FOUND', 'That time was not found.');
    if (slot.staffId !== actor.userId) throw new AppError('FORBIDDEN', 'You can only remove your own times.');
    if (await slotIsBooked(tx, tenant.id, slot.id)) throw new AppError('CONFLICT', 'This time is booked. Cancel the call first.');
    await deleteSlot(tx, tenant.id, slot.id);
  });
}

/** Free times a customer can book, soonest first, with only the staff member's first name. */
export async function listOpenAvailability(db: Database, actorOrNull: Actor | null, tenant: CompanyRow): Promise<OpenSlot[]> {
  requireActor(actorOrNull);
  const now = Date.now();
  const rows = await listOpenSlots(db, tenant.id, new Date(now + BOOKING_NOTICE_MINUTES * 60_000), new Date(now + AVAILABILITY_HORIZON_DAYS * DAY_MS));
  return rows.map((r) => ({ id: r.id, startsAt: r.startsAt.toISOString(), durationMinutes: r.durationMinutes, staffFirstName: r.staffName.split(/\s+/)[0] ?? '' }));
}
