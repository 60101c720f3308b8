import { describe, expect, it } from 'vitest';
import { formatPence, parsePoundsToPence, vatPortionPence } from './money';

describe('money', () => {
  it('formats pence as GBP with two decimals, en-GB', () => {
    expect(formatPence(1_100_000)).toBe('£11,000.00');
    expect(formatPence(125_050)).toBe('£1,250.50');
    expect(formatPence(5)).toBe('£0.05');
  });

  it('parses typed pounds to pence exactly', () => {
    expect(parsePoundsToPence('5500')).toBe(550_000);
    expect(parsePoundsToPence('£1,250.5')).toBe(125_050);
    expect(parsePoundsToPence('0.1')).toBe(10);
    expect(parsePoundsToPence(19.99)).toBe(1999);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-5', '1.234', '1e3', 'NaN', '99999999999']) expect(parsePoundsToPence(bad)).toBeNull();
  });

  it('finds the VAT inside a VAT-inclusive price', () => {
    expect(vatPortionPence(1_100_000)).toBe(183_333);
    expect(vatPortionPence(600)).toBe(100);
  });
});
