import { londonDateTime, shiftIsoDate } from '../../shared/dates';

/** The instants that bound London days `from` to `to`, both included: [midnight of from, midnight after to). */
export function londonDayBounds(from: string, to: string): { start: Date; end: Date } {
  return { start: londonDateTime(from, '00:00'), end: londonDateTime(shiftIsoDate(to, 1), '00:00') };
}
