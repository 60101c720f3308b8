import type { BookingKind } from '../../../shared/constants/operations';
import { SLOT_TAKEN_MESSAGE } from '../../../shared/schemas/availability';
import { AppError } from '../../../shared/errors';
import type { Transaction } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { findSlot, insertBooking } from './availability.queries';

/** A slot must start at least this long from now to be offered or booked: nobody is surprised by a call in five minutes. */
export const BOOKING_NOTICE_MINUTES = 60;

export interface SlotBookingRequest {
  companyId: string;
  slotId: string;
  kind: BookingKind;
  /** A customer's call: who and which project. */
  customerId?: string | null;
  projectId?: string | null;
  /** A visitor's demo (the public site): the lead who asked. */
  leadId?: string | null;
  topic?: string | null;
  now?: Date;
}

export interface TakenSlot {
  bookingId: string;
  slotId: string;
  staffId: string;
  startsAt: Date;
  durationMinutes: number;
}

/**
 * Takes a free slot for whoever asks (a customer's call now, a visitor's demo later), inside
 * the caller's transaction. The slot's unique key on bookings decides a race: of two people
 * booking one time at once, the second gets a 409, never a double booking.
 */
export async function takeSlot(tx: Transaction, request: SlotBookingRequest): Promise<TakenSlot> {
  const now = request.now ?? new Date();
  const slot = await findSlot(tx, request.companyId, request.slotId);
  if (!slot) throw new AppError('NOT_FOUND', 'That time is no longer available. Please choose another.');
  if (slot.startsAt.getTime() < now.getTime() + BOOKING_NOTICE_MINUTES * 60_000) {
    throw new AppError('CONFLICT', 'That time is too soon to book. Please choose a later one.');
  }
  try {
    const bookingId = await insertBooking(tx, {
      companyId: request.companyId,
      slotId: slot.id,
      kind: request.kind,
      customerId: request.customerId ?? null,
      projectId: request.projectId ?? null,
      leadId: request.leadId ?? null,
      topic: request.topic || null,
    });
    return { bookingId, slotId: slot.id, staffId: slot.staffId, startsAt: slot.startsAt, durationMinutes: slot.durationMinutes };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
    // The member of staff removed the time while it was being booked.
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}
