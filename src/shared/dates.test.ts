import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatCalendarDay, londonDate, londonDateOf, londonDateTime, londonDay, londonDayHeading, londonShortWhen, londonTime, londonWhen, shiftIsoDate, todayInLondon } from './dates';

describe('London time', () => {
  it('reads a wall-clock time as GMT in winter and BST in summer', () => {
    expect(londonDateTime('2026-01-15', '10:00').toISOString()).toBe('2026-01-15T10:00:00.000Z');
    expect(londonDateTime('2026-07-15', '10:00').toISOString()).toBe('2026-07-15T09:00:00.000Z');
  });

  it("gives London's date, which runs an hour ahead of UTC in summer", () => {
    expect(todayInLondon(new Date('2026-07-15T23:30:00Z'))).toBe('2026-07-16');
    expect(todayInLondon(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
  });

  it('turns the day at midnight in London, to the millisecond, in any order of asking (it remembers the last day)', () => {
    const day = (iso: string) => todayInLondon(new Date(iso));
    // The spring clock change: the 29th of March 2026 is 23 hours long.
    expect(day('2026-03-28T23:59:59.999Z')).toBe('2026-03-28');
    expect(day('2026-03-29T00:00:00.000Z')).toBe('2026-03-29');
    expect(day('2026-03-29T22:59:59.999Z')).toBe('2026-03-29');
    expect(day('2026-03-29T23:00:00.000Z')).toBe('2026-03-30');
    expect(day('2026-03-29T22:59:59.999Z')).toBe('2026-03-29');
    // The autumn one: the 25th of October 2026 is 25 hours long.
    expect(day('2026-10-24T22:59:59.999Z')).toBe('2026-10-24');
    expect(day('2026-10-24T23:00:00.000Z')).toBe('2026-10-25');
    expect(day('2026-10-25T23:59:59.999Z')).toBe('2026-10-25');
    expect(day('2026-10-26T00:00:00.000Z')).toBe('2026-10-26');
    expect(day('2026-10-24T23:00:00.000Z')).toBe('2026-10-25');
  });

  it('moves a calendar date by whole days across month, year and clock changes', () => {
    expect(shiftIsoDate('2026-10-24', 1)).toBe('2026-10-25');
    expect(shiftIsoDate('2026-10-25', 1)).toBe('2026-10-26');
    expect(shiftIsoDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftIsoDate('2026-11-23', 61)).toBe('2027-01-23');
    expect(shiftIsoDate('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('London times as people read them (en-GB)', () => {
  it('writes a booking on London time: GMT in winter, BST in summer', () => {
    expect(londonWhen('2030-01-15T10:00:00Z')).toBe('Tuesday 15 January 2030 at 10:00');
    expect(londonWhen('2030-04-16T09:00:00Z')).toBe('Tuesday 16 April 2030 at 10:00');
    expect(londonShortWhen('2030-04-16T09:00:00Z')).toBe('Tue 16 Apr 2030, 10:00');
    expect(londonDay('2026-05-05T09:00:00Z')).toBe('Tue 5 May 2026');
    expect(londonDayHeading('2030-04-16T09:00:00Z')).toBe('Tuesday 16 April');
  });

  it('moves the clock and the day across the spring change (29 March 2026, 01:00 GMT becomes 02:00 BST)', () => {
    expect(londonTime('2026-03-29T00:59:00Z')).toBe('00:59');
    expect(londonTime('2026-03-29T01:00:00Z')).toBe('02:00');
    expect(londonShortWhen('2026-03-28T23:30:00Z')).toBe('Sat 28 Mar 2026, 23:30');
    expect(londonShortWhen('2026-03-29T23:30:00Z')).toBe('Mon 30 Mar 2026, 00:30');
    expect(londonDateOf('2026-03-29T23:30:00Z')).toBe('2026-03-30');
  });

  it('moves them back across the autumn change (25 October 2026, 02:00 BST becomes 01:00 GMT)', () => {
    expect(londonTime('2026-10-25T00:30:00Z')).toBe('01:30');
    expect(londonTime('2026-10-25T01:30:00Z')).toBe('01:30');
    expect(londonWhen('2026-10-24T23:30:00Z')).toBe('Sunday 25 October 2026 at 00:30');
    expect(londonWhen('2026-10-25T23:30:00Z')).toBe('Sunday 25 October 2026 at 23:30');
    expect(londonDateOf(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
  });

  it('writes midnight as 00:00 on a 24-hour clock', () => {
    expect(londonTime('2026-07-14T23:00:00Z')).toBe('00:00');
    expect(londonTime('2026-01-15T00:00:00Z')).toBe('00:00');
    expect(londonTime(new Date('2026-01-15T13:05:00Z'))).toBe('13:05');
  });

  it('writes a calendar date as that day, without a zone to move it', () => {
    expect(formatCalendarDay('2030-04-16')).toBe('Tuesday 16 April 2030');
    expect(formatCalendarDay('2026-03-29')).toBe('Sunday 29 March 2026');
    expect(formatCalendarDay('2026-10-25')).toBe('Sunday 25 October 2026');
  });

  it('writes a calendar date in words, and an instant as its London date', () => {
    expect(formatCalendarDate('2024-04-22')).toBe('22 April 2024');
    expect(formatCalendarDate('2026-03-29')).toBe('29 March 2026');
    expect(londonDate(new Date('2026-05-05T22:59:00Z'))).toBe('5 May 2026');
    expect(londonDate(new Date('2026-05-05T23:00:00Z'))).toBe('6 May 2026');
    expect(londonDate('2026-01-05T23:30:00Z')).toBe('5 January 2026');
  });
});
