import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatShortDate, setDisplayTimeZone } from './format';

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
