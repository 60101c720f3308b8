import { describe, expect, it } from 'vitest';
import { londonDateTime, todayInLondon } from './dates';

describe('London time', () => {
  it('reads a wall-clock time as GMT in winter and BST in summer', () => {
    expect(londonDateTime('2026-01-15', '10:00').toISOString()).toBe('2026-01-15T10:00:00.000Z');
    expect(londonDateTime('2026-07-15', '10:00').toISOString()).toBe('2026-07-15T09:00:00.000Z');
  });

  it("gives London's date, which runs an hour ahead of UTC in summer", () => {
    expect(todayInLondon(new Date('2026-07-15T23:30:00Z'))).toBe('2026-07-16');
    expect(todayInLondon(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
  });
});
