import { describe, expect, it } from 'vitest';
import { londonDateTime, shiftIsoDate, todayInLondon } from './dates';

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
