import { z } from 'zod';
import { BOOKING_KINDS } from '../constants/operations';
import { DATE_RANGE_MESSAGE, isInDateRange } from './fields';

export const CALL_DURATIONS = [15, 30, 45, 60] as const;
/** How far ahead staff may offer a time, and customers see them. */
export const AVAILABILITY_HORIZON_DAYS = 90;
/** A customer holds at most this many upcoming calls, so one person cannot take every free time. */
export const MAX_UPCOMING_CALLS = 3;

export const SLOT_TAKEN_MESSAGE = 'That time has just been taken. Please choose another.';

/** A time a member of staff offers for calls: an instant with its offset, so the zone is never guessed. */
export const zAvailabilityInput = z.object({
  startsAt: z.iso
    .datetime({ offset: true, error: 'Use a date and time like 2026-05-04T10:00:00+01:00', abort: true })
    .refine(isInDateRange, DATE_RANGE_MESSAGE),
  durationMinutes: z.coerce
    .number('Choose how long the call lasts')
    .int('Choose how long the call lasts')
    .refine((n) => (CALL_DURATIONS as readonly number[]).includes(n), `Choose ${CALL_DURATIONS.join(', ')} minutes`)
    .default(30),
});
export type AvailabilityInput = z.input<typeof zAvailabilityInput>;

export const zBookingKind = z.enum(BOOKING_KINDS);

/** Who took a slot, as staff see it. */
export const zSlotBooking = z.object({
  id: z.string(),
  kind: zBookingKind,
  /** The customer, or the visitor who asked for a demo. */
  name: z.string(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  topic: z.string().nullable(),
});
export type SlotBooking = z.infer<typeof zSlotBooking>;

/** Staff: a slot of the company, with its booking if it is taken. */
export const zAvailabilitySlot = z.object({
  id: z.string(),
  staffId: z.string(),
  staffName: z.string(),
  /** Slots are added and removed only by the member of staff they belong to. */
  mine: z.boolean(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  booking: zSlotBooking.nullable(),
});
export type AvailabilitySlot = z.infer<typeof zAvailabilitySlot>;
export const zAvailabilityList = z.object({ slots: z.array(zAvailabilitySlot) });

/** A free time as a customer sees it: only the staff member's first name. */
export const zOpenSlot = z.object({ id: z.string(), startsAt: z.string(), durationMinutes: z.number().int(), staffFirstName: z.string() });
export type OpenSlot = z.infer<typeof zOpenSlot>;
export const zOpenSlotList = z.object({ slots: z.array(zOpenSlot) });

export const zBookCall = z.object({
  topic: z.string().trim().max(500, 'Keep the topic under 500 characters').optional(),
});
export type BookCall = z.infer<typeof zBookCall>;

/** A booked call, for the customer who booked it and for staff. */
export const zCall = z.object({
  id: z.string(),
  kind: zBookingKind,
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  staffId: z.string(),
  staffName: z.string(),
  customerName: z.string(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  topic: z.string().nullable(),
});
export type Call = z.infer<typeof zCall>;
export const zCallList = z.object({ calls: z.array(zCall) });
