import { z } from 'zod';
import { formatPence, MAX_PENCE, parsePoundsToPence } from '../money';

/**
 * Field schemas several features share, each bounded to what the database column holds and what
 * a person could mean, so a route that uses them cannot pass PostgreSQL a value it refuses.
 */

/** Calendar dates the app takes: 1900 is the spec's lower bound (section 9); typos such as 0202 or 20266 do not fit. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';
export const DATE_RANGE_MESSAGE = 'Enter a date between 1900 and 2100.';

/** Whether a YYYY-MM-DD date (or the date part of an ISO date-time) is within DATE_MIN…DATE_MAX. */
export function isInDateRange(isoDate: string): boolean {
  const day = isoDate.slice(0, 10);
  return day >= DATE_MIN && day <= DATE_MAX;
}

/** A calendar date, YYYY-MM-DD, that exists and lies between 1900 and 2100. */
export function zDate(invalidMessage = 'Enter a date, such as 2026-03-01') {
  // A text that is not a date gets one message, not the range's as well.
  return z.iso.date(invalidMessage).refine(isInDateRange, { message: DATE_RANGE_MESSAGE, when: (payload) => payload.issues.length === 0 });
}

/** "Enter an amount of no more than £21,474,836.47." */
export function amountTooLargeMessage(maxPence: number): string {
  return `Enter an amount of no more than ${formatPence(maxPence)}.`;
}

/**
 * An amount in pounds, as a person types it ("2,200.50", "£2200.5") or as a number, more than
 * nothing and at most `maxPence` (by default what an integer column of pence holds). The
 * service turns it into pence with parsePoundsToPence.
 */
export function zPounds(hint: string, maxPence: number = MAX_PENCE, tooLarge: string = amountTooLargeMessage(maxPence)) {
  return z
    .union([z.number(), z.string().max(30, hint)], hint)
    .refine((v) => (parsePoundsToPence(v) ?? 0) > 0, hint)
    .refine((v) => (parsePoundsToPence(v) ?? 0) <= maxPence, tooLarge);
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether a one-line text is free of control characters (line breaks and tabs included). */
export function hasNoControlCharacters(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text);
}

/** For names: they go into emails and lists on one line. */
export const NAME_CONTROL_CHARACTERS_MESSAGE = 'A name cannot contain line breaks or other control characters';
