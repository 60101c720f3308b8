import { z } from 'zod';
import { BOOKING_KINDS, INSTALLATION_STATUSES, TIME_SLOTS, VISIT_KINDS } from '../constants/operations';

/** The longest range one schedule request covers: a month view with its neighbouring weeks. */
export const SCHEDULE_MAX_DAYS = 62;

const DAY_MS = 86_400_000;

/** A calendar date (YYYY-MM-DD) that exists, between 2000 and 2100: typos like 0202 are refused. */
export const zCalendarDate = z.iso
  .date('Use a date like 2026-05-04')
  .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', 'Choose a date between 2000 and 2100');

/** Days from one ISO date to another (UTC midnights, so summer time never shifts the count). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD, both days included, at most SCHEDULE_MAX_DAYS apart. */
export const zDateRange = z
  .object({ from: zCalendarDate, to: zCalendarDate })
  .refine((r) => r.to >= r.from, { message: 'The end date must be on or after the start date', path: ['to'] })
  .refine((r) => daysBetween(r.from, r.to) < SCHEDULE_MAX_DAYS, { message: `Ask for at most ${SCHEDULE_MAX_DAYS} days at a time`, path: ['to'] });
export type DateRange = z.infer<typeof zDateRange>;

export const zTimeSlot = z.enum(TIME_SLOTS, 'Choose all day, morning or afternoon');
export const zVisitKind = z.enum(VISIT_KINDS, 'Choose a survey, a delivery or an aftercare visit');

const zLocation = z.string().trim().max(200, 'Keep the location under 200 characters');
const zNotes = z.string().trim().max(2000, 'Keep the notes under 2,000 characters');

/** A survey or delivery to book. Location defaults to the project's site address. */
export const zSiteVisitInput = z.object({
  projectId: z.string().trim().min(1, 'Choose a project').max(64, 'Choose a project'),
  kind: zVisitKind,
  date: zCalendarDate,
  slot: zTimeSlot.default('all_day'),
  teamId: z.uuid('Choose one of your teams').nullable().optional(),
  location: zLocation.nullable().optional(),
  notes: zNotes.nullable().optional(),
});
export type SiteVisitInput = z.input<typeof zSiteVisitInput>;

/** A change to a visit; the project stays the same (book a new visit for another project). */
export const zSiteVisitUpdate = z
  .object({
    kind: zVisitKind.optional(),
    date: zCalendarDate.optional(),
    slot: zTimeSlot.optional(),
    teamId: z.uuid('Choose one of your teams').nullable().optional(),
    location: zLocation.nullable().optional(),
    notes: zNotes.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change');
export type SiteVisitUpdate = z.infer<typeof zSiteVisitUpdate>;

export const zSiteVisit = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  customerName: z.string(),
  kind: zVisitKind,
  date: z.iso.date(),
  slot: zTimeSlot,
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
});
export type SiteVisit = z.infer<typeof zSiteVisit>;

/** Something a team already has on a day: shown as a warning, never a refusal. */
export const zTeamBooking = z.object({
  kind: z.enum(['installation', ...VISIT_KINDS]),
  projectId: z.string(),
  customerName: z.string(),
  date: z.iso.date(),
  slot: zTimeSlot,
  visitId: z.string().nullable(),
});
export type TeamBooking = z.infer<typeof zTeamBooking>;

export const zConflictList = z.object({ conflicts: z.array(zTeamBooking) });
export const zSiteVisitResult = z.object({ visit: zSiteVisit, conflicts: z.array(zTeamBooking) });
export type SiteVisitResult = z.infer<typeof zSiteVisitResult>;
export const zSiteVisitList = z.object({ visits: z.array(zSiteVisit) });

export const zConflictQuery = z.object({
  teamId: z.uuid('Choose one of your teams'),
  date: zCalendarDate,
  /** The project whose installation is being moved: its own booking is not a conflict. */
  ignoreProject: z.string().min(1).max(64).optional(),
  /** The visit being edited. */
  ignoreVisit: z.uuid().optional(),
});
export type ConflictQuery = z.infer<typeof zConflictQuery>;

export const SCHEDULE_EVENT_KINDS = ['installation', ...VISIT_KINDS, ...BOOKING_KINDS] as const;
export type ScheduleEventKind = (typeof SCHEDULE_EVENT_KINDS)[number];

/**
 * One thing on the calendar. Installations and visits take a day and a slot; calls have a
 * start time (startsAt, an instant) and a length instead. `date` is always the London day.
 */
export const zScheduleEvent = z.object({
  /** Unique across kinds: "installation:<projectId>", "survey:<visitId>", "call:<bookingId>". */
  id: z.string(),
  kind: z.enum(SCHEDULE_EVENT_KINDS),
  date: z.iso.date(),
  slot: zTimeSlot.nullable(),
  startsAt: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  customerName: z.string().nullable(),
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  /** Installations: the installation status. */
  installStatus: z.enum(INSTALLATION_STATUSES).nullable(),
  /** Calls: who takes it, and what it is about. */
  staffName: z.string().nullable(),
  topic: z.string().nullable(),
});
export type ScheduleEvent = z.infer<typeof zScheduleEvent>;

export const zSchedule = z.object({ events: z.array(zScheduleEvent) });
export type Schedule = z.infer<typeof zSchedule>;
