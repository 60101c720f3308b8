import { z } from 'zod';
import { LEAD_SOURCES, LEAD_STATUSES } from '../constants/operations';
import { todayInLondon } from '../dates';
import { zConfiguration } from './configurator';
import { hasNoControlCharacters, NAME_CONTROL_CHARACTERS_MESSAGE } from './fields';

/** How many leads one page of the staff list holds. */
export const LEAD_PAGE_SIZE = 20;
/** How far ahead a visitor may suggest a day for a demo. */
export const PREFERRED_DATE_MAX_DAYS = 180;

export const zLeadSource = z.enum(LEAD_SOURCES);
export const zLeadStatus = z.enum(LEAD_STATUSES);

const blankToUndefined = (value: string | undefined) => (value ? value : undefined);

/**
 * A UK number written the way people write them (spaces, brackets, dashes, +44 or 0044):
 * 0 and then 9 or 10 more digits, the first of them not another 0.
 */
export function isUkPhone(text: string): boolean {
  if (!/^[0-9+()\s-]+$/.test(text)) return false;
  // "+44 (0)20 7946 0958": the (0) is dialled only from inside the UK.
  const compact = text.replace(/^\s*(\+44|0044)\s*\(0\)/, '$1').replace(/[\s()-]/g, '');
  return /^(?:\+44|0044|0)[1-9]\d{8,9}$/.test(compact);
}

export const zLeadName = z
  .string()
  .trim()
  .min(1, 'Enter your name')
  .max(100, 'Keep your name under 100 characters')
  .refine(hasNoControlCharacters, NAME_CONTROL_CHARACTERS_MESSAGE);
export const zLeadEmail = z
  .string()
  .trim()
  .min(1, 'Enter your email address')
  .max(254, 'That email address is too long')
  .pipe(z.email('Enter an email address like name@example.com'));
/** Optional: an empty box means "no number", never a blank stored. */
export const zLeadPhone = z
  .string()
  .trim()
  .max(30, 'Keep the phone number under 30 characters')
  .refine((p) => p === '' || isUkPhone(p), 'Enter a UK phone number like 07700 900123 or 01632 960123')
  .optional()
  .transform(blankToUndefined);
export const zLeadMessage = z.string().trim().max(2000, 'Keep your message under 2,000 characters').optional().transform(blankToUndefined);

/** The day is checked against London's today when the form is sent, not when the page was built. */
function addDaysIso(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
export const zPreferredDate = z
  .string()
  .trim()
  .refine((d) => d === '' || z.iso.date().safeParse(d).success, 'Choose a date')
  .refine((d) => d === '' || d > todayInLondon(), 'Choose a day from tomorrow onwards')
  .refine((d) => d === '' || d <= addDaysIso(todayInLondon(), PREFERRED_DATE_MAX_DAYS), `Choose a day within the next ${PREFERRED_DATE_MAX_DAYS} days`)
  .optional()
  .transform(blankToUndefined);

/**
 * A field people never see (visually hidden, aria-hidden, out of the tab order). Form-filling
 * bots fill it in; the API then answers as if it took the request and keeps nothing.
 */
export const zHoneypot = z.string().max(500).optional();

const contactFields = {
  name: zLeadName,
  email: zLeadEmail,
  phone: zLeadPhone,
  message: zLeadMessage,
  website: zHoneypot,
};

/** `POST /api/leads`: the contact form, the configurator's quote request, or a demo asked for on a date. */
export const zLeadInput = z
  .object({
    ...contactFields,
    source: zLeadSource,
    configuration: zConfiguration.optional(),
    preferredDate: zPreferredDate,
  })
  .superRefine((lead, ctx) => {
    if (lead.source === 'configurator' && !lead.configuration) {
      ctx.addIssue({ code: 'custom', path: ['configuration'], message: 'A quote request needs the design you chose in the configurator' });
    }
  });
export type LeadInput = z.input<typeof zLeadInput>;
export type LeadSubmission = z.output<typeof zLeadInput>;

/** The contact page's form: the same fields and messages as the API, its source fixed. */
export const zContactForm = z.object(contactFields);
export type ContactFormValues = z.input<typeof zContactForm>;
export type ContactFormSubmission = z.output<typeof zContactForm>;

export const zLeadReceived = z.object({ id: z.string(), source: zLeadSource, createdAt: z.string() });
export type LeadReceived = z.infer<typeof zLeadReceived>;

/** `POST /api/demo/book`: one of the free times, or a day that suits when none does. */
export const zDemoBookingInput = z
  .object({
    ...contactFields,
    slotId: z
      .string()
      .optional()
      .transform(blankToUndefined)
      .pipe(z.uuid('Choose one of the times offered').optional()),
    preferredDate: zPreferredDate,
  })
  .superRefine((booking, ctx) => {
    if (!booking.slotId && !booking.preferredDate) {
      ctx.addIssue({ code: 'custom', path: ['slotId'], message: 'Choose a time, or tell us a day that suits you' });
    }
    if (booking.slotId && booking.preferredDate) {
      ctx.addIssue({ code: 'custom', path: ['preferredDate'], message: 'Choose a time or a day, not both' });
    }
  });
export type DemoBookingInput = z.input<typeof zDemoBookingInput>;
export type DemoBookingSubmission = z.output<typeof zDemoBookingInput>;

/** What the visitor's confirmation screen shows: the time booked, or the day they asked for. */
export const zDemoBooked = z.object({
  leadId: z.string(),
  startsAt: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  staffFirstName: z.string().nullable(),
  preferredDate: z.string().nullable(),
});
export type DemoBooked = z.infer<typeof zDemoBooked>;

/** The staff list's filters; an empty choice means "any". */
export const zLeadSearch = z.object({
  status: z.union([zLeadStatus, z.literal('')]).optional().transform((s) => s || undefined),
  source: z.union([zLeadSource, z.literal('')]).optional().transform((s) => s || undefined),
  page: z.coerce.number('Page must be a number').int('Page must be a whole number').min(1, 'Pages start at 1').max(100_000, 'Page is too large').default(1),
});
export type LeadSearch = z.output<typeof zLeadSearch>;

/** A lead as staff see it, with its booked demo and, for a quote request, the design in words. */
export const zLead = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  source: zLeadSource,
  status: zLeadStatus,
  configuration: zConfiguration.nullable(),
  /** The chosen options by their labels ("Garden Room, 3 m × 3 m, …"); null without a configuration. */
  configurationSummary: z.string().nullable(),
  preferredDate: z.string().nullable(),
  demo: z.object({ startsAt: z.string(), durationMinutes: z.number().int(), staffName: z.string() }).nullable(),
  convertedCustomerId: z.string().nullable(),
  createdAt: z.string(),
});
export type Lead = z.infer<typeof zLead>;

export const zLeadPage = z.object({
  leads: z.array(zLead),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type LeadPage = z.infer<typeof zLeadPage>;

/** Staff mark a lead they have spoken to, or put it back; "converted" comes only from converting. */
export const zLeadStatusUpdate = z.object({ status: z.enum(['new', 'contacted'], 'Choose new or contacted') });
export type LeadStatusUpdate = z.infer<typeof zLeadStatusUpdate>;

export const zLeadConverted = z.object({
  lead: zLead,
  customer: z.object({ id: z.string(), name: z.string(), email: z.string(), projectId: z.string().nullable() }),
  invitationExpiresAt: z.string(),
});
export type LeadConverted = z.infer<typeof zLeadConverted>;

export const LEAD_SOURCE_LABELS: Record<z.infer<typeof zLeadSource>, string> = {
  contact: 'Contact form',
  demo: 'Demo',
  configurator: 'Configurator',
};
export const LEAD_STATUS_LABELS: Record<z.infer<typeof zLeadStatus>, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
};
