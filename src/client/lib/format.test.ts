import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, setDisplayTimeZone } from './format';

afterEach(() => setDisplayTimeZone(() => undefined));

describe('times written for a reader', () => {
  it("are in the time zone the page is rendered for, so server and browser say the same", () => {
    const summerNoon = '2026-07-01T12:00:00Z';
    setDisplayTimeZone(() => 'Europe/London');
    expect(formatDateTime(summerNoon)).toBe('1 Jul 2026, 13:00');
    setDisplayTimeZone(() => 'America/New_York');
    expect(formatDateTime(summerNoon)).toBe('1 Jul 2026, 08:00');
  });

  it('leave calendar dates as they are, whatever the zone', () => {
    setDisplayTimeZone(() => 'Pacific/Auckland');
    expect(formatLongDate('2024-04-22')).toBe('22 April 2024');
  });
});
