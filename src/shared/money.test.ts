import { describe, expect, it } from 'vitest';
import { formatFromPrice, formatPence, formatPounds, parsePoundsToPence, vatPortionPence } from './money';

describe('money', () => {
  it('formats pence as GBP with two decimals, en-GB', () => {
    expect(formatPence(1_100_000)).toBe('£11,000.00');
    expect(formatPence(125_050)).toBe('£1,250.50');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(500_000)).toBe('£5,000.00');
    expect(formatPence(2_147_483_647)).toBe('£21,474,836.47');
  });

  it('puts the minus sign before the pound sign for a negative amount (a refund, an overpayment)', () => {
    expect(formatPence(-1234)).toBe('-£12.34');
    expect(formatPence(-125_000)).toBe('-£1,250.00');
    expect(formatPence(-5)).toBe('-£0.05');
  });

  it('writes pounds as a person types them, which parsing reads back to the same pence', () => {
    expect(formatPounds(125_050)).toBe('1250.50');
    expect(formatPounds(1_100_000)).toBe('11000.00');
    expect(formatPounds(5)).toBe('0.05');
    expect(formatPounds(-1234)).toBe('-12.34');
    for (const pence of [0, 1, 10, 99, 125_050, 2_147_483_647]) expect(parsePoundsToPence(formatPounds(pence))).toBe(pence);
  });

  it('shows a "from" price in whole pounds when it is whole, with pence otherwise', () => {
    expect(formatFromPrice(1_695_000)).toBe('£16,950');
    expect(formatFromPrice(1_695_050)).toBe('£16,950.50');
    expect(formatFromPrice(1_695_005)).toBe('£16,950.05');
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
