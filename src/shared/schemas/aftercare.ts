import { z } from 'zod';
import { TIME_SLOTS } from '../constants/operations';
import { zCalendarDate } from './scheduling';

/** What a customer reports after completion. */
export const AFTERCARE_CATEGORIES = ['leak', 'door_window', 'electrics', 'finish', 'other'] as const;
export type AftercareCategory = (typeof AFTERCARE_CATEGORIES)[number];
export const AFTERCARE_CATEGORY_LABELS: Record<AftercareCategory, string> = {
  leak: 'Leak',
  door_window: 'Door or window',
  electrics: 'Electrics',
  finish: 'Finish',
  other: 'Something else',
};

/** How staff judge a report. */
export const AFTERCARE_TRIAGES = ['under_guarantee', 'chargeable', 'not_defect'] as const;
export type AftercareTriage = (typeof AFTERCARE_TRIAGES)[number];
export const AFTERCARE_TRIAGE_LABELS: Record<AftercareTriage, string> = {
  under_guarantee: 'Under guarantee',
  chargeable: 'Chargeable',
  not_defect: 'Not a defect',
};

export const AFTERCARE_STATUSES = ['open', 'closed'] as const;
export type AftercareStatus = (typeof AFTERCARE_STATUSES)[number];

/** The days a customer can say suit a visit. */
export const VISIT_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type VisitDay = (typeof VISIT_DAYS)[number];
export const VISIT_DAY_LABELS: Record<VisitDay, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday' };

export const AFTERCARE_TEXT_MAX_LENGTH = 5000;

/** A guarantee the company gives, in whole years from the completion date. */
export const GUARANTEE_KINDS = ['structure', 'workmanship'] as const;
export type GuaranteeKind = (typeof GUARANTEE_KINDS)[number];
export const GUARANTEE_LABELS: Record<GuaranteeKind, string> = { structure: 'Structure', workmanship: 'Workmanship' };
export const DEFAULT_GUARANTEE_YEARS: Record<GuaranteeKind, number> = { structure: 10, workmanship: 2 };
export const MAX_GUARANTEE_YEARS = 50;

const zYears = z.coerce
  .number('Enter a number of years')
  .int('Use whole years')
  .min(0, 'At least 0 years')
  .max(MAX_GUARANTEE_YEARS, `At most ${MAX_GUARANTEE_YEARS} years`);

export const zGuaranteeSettings = z.object({ structureYears: zYears, workmanshipYears: zYears });
export type GuaranteeSettings = z.infer<typeof zGuaranteeSettings>;

const zText = (empty: string) => z.string().trim().min(1, empty).max(AFTERCARE_TEXT_MAX_LENGTH, 'Keep it under 5,000 characters');

const zPreferredDays = z
  .array(z.enum(VISIT_DAYS, 'Choose days from Monday to Saturday'))
  .max(VISIT_DAYS.length)
  .default([])
  .transform((days) => VISIT_DAYS.filter((d) => days.includes(d)));

export const zNewAftercareRequest = z.object({
  category: z.enum(AFTERCARE_CATEGORIES, 'Choose what the problem is about'),
  description: zText('Tell us what is wrong'),
  preferredDays: zPreferredDays,
});
export type NewAftercareRequest = z.input<typeof zNewAftercareRequest>;

/** Photos a customer can attach to a report, each at most this size (the server also keeps to its own upload limit). */
export const MAX_AFTERCARE_PHOTOS = 5;
export const MAX_AFTERCARE_PHOTO_BYTES = 20 * 1024 * 1024;

/**
 * The same report sent as a multipart form with its photos: text fields, the preferred days
 * comma-separated ("mon,thu").
 */
export const zNewAftercareRequestFields = zNewAftercareRequest.extend({
  preferredDays: z.preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), zPreferredDays),
});

export const zAftercarePhoto = z.object({
  id: z.uuid(),
  /** The 480 px WebP, without metadata. */
  thumbnailUrl: z.string(),
  /** The 1600 px WebP, without metadata (smaller photos are never enlarged). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The photo as uploaded, with its metadata; the team's only (absent for the customer). */
  originalUrl: z.string().optional(),
});
export type AftercarePhoto = z.infer<typeof zAftercarePhoto>;

/** One change staff make to a request: what it is, named by `action`. */
export const zAftercareChange = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('triage'), triage: z.enum(AFTERCARE_TRIAGES, 'Choose under guarantee, chargeable or not a defect') }),
    z.object({ action: z.literal('reply'), content: zText('Write a reply') }),
    z.object({
      action: z.literal('visit'),
      date: zCalendarDate,
      slot: z.enum(TIME_SLOTS, 'Choose all day, morning or afternoon').default('all_day'),
      teamId: z.uuid('Choose one of your teams').nullable().optional(),
    }),
    z.object({ action: z.literal('close'), note: z.string().trim().max(AFTERCARE_TEXT_MAX_LENGTH, 'Keep it under 5,000 characters').optional() }),
  ],
  'Choose triage, reply, visit or close',
);
export type AftercareChange = z.input<typeof zAftercareChange>;

export const zAftercareReply = z.object({ id: z.string(), authorName: z.string(), content: z.string(), createdAt: z.string() });

export const zAftercareVisit = z.object({ id: z.string(), date: z.iso.date(), slot: z.enum(TIME_SLOTS), teamName: z.string().nullable() });

export const zAftercareRequest = z.object({
  id: z.string(),
  projectId: z.string(),
  customerName: z.string(),
  category: z.enum(AFTERCARE_CATEGORIES),
  description: z.string(),
  preferredDays: z.array(z.enum(VISIT_DAYS)),
  photos: z.array(zAftercarePhoto),
  status: z.enum(AFTERCARE_STATUSES),
  triage: z.enum(AFTERCARE_TRIAGES).nullable(),
  triagedAt: z.string().nullable(),
  visit: zAftercareVisit.nullable(),
  replies: z.array(zAftercareReply),
  closedAt: z.string().nullable(),
  closingNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether staff have answered (triaged, replied or booked a visit). */
  answered: z.boolean(),
  /** When the first staff answer is due: opening time plus the company's response target. */
  respondBy: z.string(),
  /** Open, unanswered and past `respondBy`. */
  pastTarget: z.boolean(),
});
export type AftercareRequest = z.infer<typeof zAftercareRequest>;

export const zGuarantee = z.object({ kind: z.enum(GUARANTEE_KINDS), label: z.string(), years: z.number().int(), endsOn: z.iso.date().nullable() });
export type Guarantee = z.infer<typeof zGuarantee>;

export const zProjectAftercare = z.object({
  projectId: z.string(),
  completed: z.boolean(),
  /** The day the project was completed; null until then. */
  completedOn: z.iso.date().nullable(),
  guarantees: z.array(zGuarantee),
  responseTargetHours: z.number().int(),
  /** The most each photo attached to a report may weigh, in bytes. */
  maxPhotoBytes: z.number().int(),
  requests: z.array(zAftercareRequest),
});
export type ProjectAftercare = z.infer<typeof zProjectAftercare>;
