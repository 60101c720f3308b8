import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatListTime, formatLongDate, formatLongDateTime, formatShortDate, setDisplayTimeZone } from './format';

afterEach(() => setDisplayTimeZone(() => undefined));

describe('times written for a reader', () => {
  it("are in the time zone the page is rendered for, so server and browser say the same", () => {
    const summerNoon = '2026-07-01T12:00:00Z';
    setDisplayTimeZone(() => 'Europe/London');
    expect(formatDateTime(summerNoon)).toBe('1 Jul 2026, 13:00');
    setDisplayTimeZone(() => 'America/New_York');
    expect(formatDateTime(summerNoon)).toBe('1 Jul 2026, 08:00');
  });

  it("write a moment's date as the reader's day, so a row made after midnight in London is still yesterday in New York", () => {
    const justAfterMidnight = '2026-11-24T01:30:00Z';
    setDisplayTimeZone(() => 'America/New_York');
    expect(formatShortDate(justAfterMidnight)).toBe('23 Nov 2026');
    expect(formatLongDate(justAfterMidnight)).toBe('23 November 2026');
    setDisplayTimeZone(() => 'Europe/London');
    expect(formatShortDate(justAfterMidnight)).toBe('24 Nov 2026');
  });

  it('leave calendar dates as they are, whatever the zone', () => {
    setDisplayTimeZone(() => 'Pacific/Auckland');
    expect(formatLongDate('2024-04-22')).toBe('22 April 2024');
  });
});

describe('one way to write a moment (en-GB, the reader\'s zone)', () => {
  it('follows London across the clock changes', () => {
    setDisplayTimeZone(() => 'Europe/London');
    expect(formatDateTime('2026-03-29T00:30:00Z')).toBe('29 Mar 2026, 00:30');
    expect(formatDateTime('2026-03-29T01:30:00Z')).toBe('29 Mar 2026, 02:30');
    expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('25 Oct 2026, 01:30');
    expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('25 Oct 2026, 01:30');
    expect(formatDateTime('2026-10-24T23:30:00Z')).toBe('25 Oct 2026, 00:30');
  });

  it('gives nothing for a missing or unreadable moment, so callers show their own fallback', () => {
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime(undefined)).toBeNull();
    expect(formatDateTime('not a date')).toBeNull();
    expect(formatLongDateTime('')).toBeNull();
    expect(formatListTime('not a date')).toBe('');
  });

  it('words a moment in full for a contract: "22 April 2024 at 14:05"', () => {
    setDisplayTimeZone(() => 'Europe/London');
    expect(formatLongDateTime('2024-04-22T13:05:00Z')).toBe('22 April 2024 at 14:05');
    expect(formatLongDateTime('2024-01-05T09:00:00Z')).toBe('5 January 2024 at 09:00');
  });

  it("writes a list's time as the time today and as the day before that, with or without the year", () => {
    setDisplayTimeZone(() => 'Europe/London');
    const now = new Date('2026-07-01T22:30:00Z'); // 23:30 on 1 July in London
    expect(formatListTime('2026-07-01T08:05:00Z', {}, now)).toBe('09:05');
    expect(formatListTime('2026-06-30T22:59:00Z', {}, now)).toBe('30 Jun 2026');
    expect(formatListTime('2026-06-30T22:59:00Z', { withYear: false }, now)).toBe('30 Jun');
    expect(formatListTime('2026-07-01T08:05:00Z', { withYear: false }, now)).toBe('09:05');
    // 23:30 UTC is already the next day in London in summer, so it is not "today" for now.
    expect(formatListTime('2026-07-01T23:30:00Z', {}, now)).toBe('2 Jul 2026');
  });
});
