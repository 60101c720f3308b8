import { z } from 'zod';
import { PROJECT_STAGES } from '../constants/stages';
import { zDate } from './fields';

/** The longest span one export covers: a year, leap day included. */
export const EXPORT_MAX_DAYS = 366;

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000;

/** The days an accounts export covers, both included. */
export const zPaymentExportQuery = z
  .object({
    from: zDate('Enter the first day as YYYY-MM-DD, such as 2026-10-01'),
    to: zDate('Enter the last day as YYYY-MM-DD, such as 2026-10-31'),
  })
  // Each checked only once both days are valid, so a bad day gets its own message alone.
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'The last day must be on or after the first day.', when: (payload) => payload.issues.length === 0 })
  .refine((q) => q.from > q.to || dayNumber(q.to) - dayNumber(q.from) + 1 <= EXPORT_MAX_DAYS, {
    path: ['to'],
    when: (payload) => payload.issues.length === 0,
    message: `An export covers at most ${EXPORT_MAX_DAYS} days: export a longer period in parts.`,
  });
export type PaymentExportQuery = z.infer<typeof zPaymentExportQuery>;

export const CASH_FLOW_MAX_WEEKS = 26;

export const zCashFlowQuery = z.object({
  weeks: z.coerce
    .number('Weeks must be a number')
    .int('Weeks must be a whole number')
    .min(1, 'Show at least 1 week')
    .max(CASH_FLOW_MAX_WEEKS, `Show at most ${CASH_FLOW_MAX_WEEKS} weeks`)
    .default(12),
});
export type CashFlowQuery = z.infer<typeof zCashFlowQuery>;

const zTotal = z.object({ pence: z.number().int(), count: z.number().int() });

export const zCashFlow = z.object({
  /** Today in London, the day the weeks are counted from. */
  today: z.string(),
  /** Pending items whose due date has passed. */
  overdue: zTotal,
  /** Transfers the customer confirmed that staff have yet to verify, whatever their due date. */
  awaitingVerification: zTotal,
  /** Week by week from this week's Monday: pending items due that week (from today on). */
  weeks: z.array(zTotal.extend({ weekStart: z.string(), weekEnd: z.string() })),
  /** Pending items with no due date, or due after the last week shown. */
  later: zTotal,
});
export type CashFlow = z.infer<typeof zCashFlow>;

export const zPipeline = z.object({
  /** The last twelve months, oldest first, as YYYY-MM in London. */
  months: z.array(
    z.object({
      month: z.string(),
      /** Every enquiry of the month: contact form, quote requests and demo bookings. */
      leads: z.number().int(),
      /** Quote requests: leads from the configurator. */
      quotes: z.number().int(),
      /** The month's quote requests that staff have since made customers. */
      quotesWon: z.number().int(),
      /** Projects started (created) in the month, however the customer came. */
      projects: z.number().int(),
      /** quotes ÷ leads, a percentage to one decimal; null without leads. */
      leadToQuotePercent: z.number().nullable(),
      /** quotesWon ÷ quotes, a percentage to one decimal; null without quotes. */
      quoteToProjectPercent: z.number().nullable(),
    }),
  ),
  /** Every project of the company by its stage, in the stages' order. */
  stages: z.array(z.object({ stage: z.enum(PROJECT_STAGES), title: z.string(), count: z.number().int() })),
});
export type Pipeline = z.infer<typeof zPipeline>;
