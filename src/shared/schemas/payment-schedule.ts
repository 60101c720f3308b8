import { z } from 'zod';
import { parsePoundsToPence } from '../money';
import { zDate, zPounds } from './fields';

/** One payment far above any garden building is a typing slip, and the column holds 32-bit pence. */
export const SCHEDULE_ITEM_MAX_PENCE = 100_000_000;

const AMOUNT_HINT = 'Enter the amount in pounds, for example 2200.00';
const positive = (v: string | number) => (parsePoundsToPence(v) ?? 0) > 0;
const notTooMuch = (v: string | number) => (parsePoundsToPence(v) ?? 0) <= SCHEDULE_ITEM_MAX_PENCE;
const TOO_MUCH = 'A payment can be at most £1,000,000.00';

/** Pounds as typed ("2,200.50") or a number; the service stores pence. */
const zAmount = zPounds(AMOUNT_HINT, SCHEDULE_ITEM_MAX_PENCE, TOO_MUCH);
const zTitle = z.string().trim().min(1, 'Enter what the payment is for').max(120, 'Keep the title under 120 characters');
const zDueDate = z.union([zDate('Enter a date'), z.null()]);

/** Staff add a line to a project's payment schedule. */
export const zNewScheduleItem = z.object({ title: zTitle, amount: zAmount, dueDate: zDueDate.optional().default(null) });
export type NewScheduleItem = z.infer<typeof zNewScheduleItem>;

/** Staff change a pending line: any of its fields. */
export const zUpdateScheduleItem = z
  .object({ title: zTitle, amount: zAmount, dueDate: zDueDate })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Change at least one field');
export type UpdateScheduleItem = z.infer<typeof zUpdateScheduleItem>;

/** The editor's form: the amount stays text until it is sent; an empty date means none. */
export const zScheduleItemForm = z.object({
  title: zTitle,
  amount: z.string().trim().min(1, AMOUNT_HINT).refine(positive, AMOUNT_HINT).refine(notTooMuch, TOO_MUCH),
  dueDate: z.union([zDate('Enter a date'), z.literal('')]),
});
export type ScheduleItemForm = z.infer<typeof zScheduleItemForm>;
