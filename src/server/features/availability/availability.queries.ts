import { and, asc, eq, gt, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BookingKind } from '../../../shared/constants/operations';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { availabilitySlots, leads, slotBookings } from '../../db/schema/operations';
import { projects } from '../../db/schema/projects';

type Db = Database | Transaction;

const staff = alias(users, 'staff');
const customer = alias(users, 'customer');

/** A slot's end as SQL, for overlap and "still to come" checks. */
const slotEnd = sql`${availabilitySlots.startsAt} + make_interval(mins => ${availabilitySlots.durationMinutes})`;

export interface SlotRow {
  id: string;
  staffId: string;
  staffName: string;
  startsAt: Date;
  durationMinutes: number;
  booking: { id: string; kind: BookingKind; name: string; projectId: string | null; projectName: string | null; topic: string | null } | null;
}

/** Every slot of the company starting in [start, end), with its booking if taken. */
export async function listSlots(db: Db, companyId: string, start: Date, end: Date): Promise<SlotRow[]> {
  const rows = await db
    .select({
      id: availabilitySlots.id,
      staffId: availabilitySlots.staffId,
      staffName: staff.name,
      startsAt: availabilitySlots.startsAt,
      durationMinutes: availabilitySlots.durationMinutes,
      bookingId: slotBookings.id,
      kind: slotBookings.kind,
      customerName: customer.name,
      leadName: leads.name,
      projectId: slotBookings.projectId,
      projectName: projects.name,
      topic: slotBookings.topic,
    })
    .from(availabilitySlots)
    .innerJoin(staff, eq(staff.id, availabilitySlots.staffId))
    .leftJoin(slotBookings, eq(slotBookings.slotId, availabilitySlots.id))
    .leftJoin(customer, eq(customer.id, slotBookings.customerId))
    .leftJoin(leads, eq(leads.id, slotBookings.leadId))
    .leftJoin(projects, eq(projects.id, slotBookings.projectId))
    .where(and(eq(availabilitySlots.companyId, companyId), gte(availabilitySlots.startsAt, start), lt(availabilitySlots.startsAt, end)))
    .orderBy(asc(availabilitySlots.startsAt), asc(staff.name));
  return rows.map((r) => ({
    id: r.id,
    staffId: r.staffId,
    staffName: r.staffName,
    startsAt: r.startsAt,
    durationMinutes: r.durationMinutes,
    booking:
      r.bookingId && r.kind
        ? { id: r.bookingId, kind: r.kind, name: r.customerName ?? r.leadName ?? '', projectId: r.projectId, projectName: r.projectName, topic: r.topic }
        : null,
  }));
}

/** Free slots of the company starting after `after` and before `before`. */
export function listOpenSlots(db: Db, companyId: string, after: Date, before: Date) {
  return db
    .select({ id: availabilitySlots.id, startsAt: availabilitySlots.startsAt, durationMinutes: availabilitySlots.durationMinutes, staffName: staff.name })
    .from(availabilitySlots)
    .innerJoin(staff, eq(staff.id, availabilitySlots.staffId))
    .leftJoin(slotBookings, eq(slotBookings.slotId, availabilitySlots.id))
    .where(and(eq(availabilitySlots.companyId, companyId), isNull(slotBookings.id), gt(availabilitySlots.startsAt, after), lt(availabilitySlots.startsAt, before)))
    .orderBy(asc(availabilitySlots.startsAt), asc(staff.name));
}

/** Whether this member of staff already offers a time overlapping [start, start + minutes). */
export async function staffHasOverlap(db: Db, companyId: string, staffId: string, start: Date, minutes: number): Promise<boolean> {
  const end = new Date(start.getTime() + minutes * 60_000);
  const [row] = await db
    .select({ id: availabilitySlots.id })
    .from(availabilitySlots)
    .where(
      and(eq(availabilitySlots.companyId, companyId), eq(availabilitySlots.staffId, staffId), lt(availabilitySlots.startsAt, end), sql`${slotEnd} > ${start.toISOString()}::timestamptz`),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertSlot(db: Db, values: typeof availabilitySlots.$inferInsert): Promise<string> {
  const [row] = await db.insert(availabilitySlots).values(values).returning({ id: availabilitySlots.id });
  return row!.id;
}

/**
 * The slot, locked against a booking being made meanwhile: a booking's foreign key check
 * takes a share lock on this row, so the two wait for each other instead of crossing.
 */
export async function lockSlot(tx: Transaction, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: availabilitySlots.id, staffId: availabilitySlots.staffId, startsAt: availabilitySlots.startsAt })
    .from(availabilitySlots)
    .where(and(eq(availabilitySlots.companyId, companyId), eq(availabilitySlots.id, id)))
    .for('update');
  return row;
}

export async function slotIsBooked(db: Db, companyId: string, slotId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: slotBookings.id })
    .from(slotBookings)
    .where(and(eq(slotBookings.companyId, companyId), eq(slotBookings.slotId, slotId)))
    .limit(1);
  return row !== undefined;
}

export async function deleteSlot(db: Db, companyId: string, id: string): Promise<void> {
  await db.delete(availabilitySlots).where(and(eq(availabilitySlots.companyId, companyId), eq(availabilitySlots.id, id)));
}

/** A free slot's facts for booking it; undefined when it is not this company's. */
export async function findSlot(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({ id: availabilitySlots.id, staffId: availabilitySlots.staffId, startsAt: availabilitySlots.startsAt, durationMinutes: availabilitySlots.durationMinutes })
    .from(availabilitySlots)
    .where(and(eq(availabilitySlots.companyId, companyId), eq(availabilitySlots.id, id)));
  return row;
}

export async function insertBooking(db: Db, values: typeof slotBookings.$inferInsert): Promise<string> {
  const [row] = await db.insert(slotBookings).values(values).returning({ id: slotBookings.id });
  return row!.id;
}

export interface BookingRow {
  id: string;
  kind: BookingKind;
  slotId: string;
  startsAt: Date;
  durationMinutes: number;
  staffId: string;
  staffName: string;
  staffEmail: string;
  customerId: string | null;
  customerName: string | null;
  customerEmail: string | null;
  leadName: string | null;
  projectId: string | null;
  projectName: string | null;
  topic: string | null;
}

/** Bookings of the company, narrowed by `where` (a customer, a time range, one id), soonest first. */
export function listBookings(db: Db, companyId: string, ...where: (SQL | undefined)[]): Promise<BookingRow[]> {
  return db
    .select({
      id: slotBookings.id,
      kind: slotBookings.kind,
      slotId: availabilitySlots.id,
      startsAt: availabilitySlots.startsAt,
      durationMinutes: availabilitySlots.durationMinutes,
      staffId: staff.id,
      staffName: staff.name,
      staffEmail: staff.email,
      customerId: slotBookings.customerId,
      customerName: customer.name,
      customerEmail: customer.email,
      leadName: leads.name,
      projectId: slotBookings.projectId,
      projectName: projects.name,
      topic: slotBookings.topic,
    })
    .from(slotBookings)
    .innerJoin(availabilitySlots, eq(availabilitySlots.id, slotBookings.slotId))
    .innerJoin(staff, eq(staff.id, availabilitySlots.staffId))
    .leftJoin(customer, eq(customer.id, slotBookings.customerId))
    .leftJoin(leads, eq(leads.id, slotBookings.leadId))
    .leftJoin(projects, eq(projects.id, slotBookings.projectId))
    .where(and(eq(slotBookings.companyId, companyId), ...where))
    .orderBy(asc(availabilitySlots.startsAt));
}

export const bookingFilters = {
  id: (id: string) => eq(slotBookings.id, id),
  customer: (customerId: string) => eq(slotBookings.customerId, customerId),
  kind: (kind: BookingKind) => eq(slotBookings.kind, kind),
  /** Not over yet: a call still going on is "upcoming" until it ends. */
  endsAfter: (moment: Date) => sql`${slotEnd} > ${moment.toISOString()}::timestamptz`,
  startsBetween: (start: Date, end: Date) => and(gte(availabilitySlots.startsAt, start), lt(availabilitySlots.startsAt, end)),
};

export async function deleteBooking(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(slotBookings)
    .where(and(eq(slotBookings.companyId, companyId), eq(slotBookings.id, id)))
    .returning({ id: slotBookings.id });
  return rows.length > 0;
}

/** How many calls this customer has still to come. */
export async function countUpcomingCalls(db: Db, companyId: string, customerId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(slotBookings)
    .innerJoin(availabilitySlots, eq(availabilitySlots.id, slotBookings.slotId))
    .where(and(eq(slotBookings.companyId, companyId), eq(slotBookings.customerId, customerId), bookingFilters.endsAfter(now)));
  return row?.n ?? 0;
}

/** Serialises one person's bookings (or one staff member's slot changes) within a transaction. */
export async function lockPerson(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`arbour-slots:${userId}`}))`);
}
