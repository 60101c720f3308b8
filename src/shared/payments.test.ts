import { describe, expect, it } from 'vitest';
import { effectiveStatus, paymentReference, paymentSummary } from './payments';
import { zConfirmTransfer } from './schemas/payments';
import { todayInLondon } from './dates';

describe('paymentReference', () => {
  it('is INV- and the first 8 characters of the id, upper-cased, within BACS limits', () => {
    const ref = paymentReference('3f2a9c1e-77aa-4b1c-9d2e-000000000000');
    expect(ref).toBe('INV-3F2A9C1E');
    expect(ref.length).toBeLessThanOrEqual(18);
    expect(ref).toMatch(/^[A-Z0-9-]+$/);
  });
});

describe('effectiveStatus', () => {
  it('reads a pending item past its due date as overdue', () => {
    expect(effectiveStatus('pending', '2026-01-01', '2026-01-02')).toBe('overdue');
  });
  it('keeps it pending on the due date itself and without a due date', () => {
    expect(effectiveStatus('pending', '2026-01-02', '2026-01-02')).toBe('pending');
    expect(effectiveStatus('pending', null, '2026-01-02')).toBe('pending');
  });
  it('never makes a paid or verifying item overdue', () => {
    expect(effectiveStatus('paid', '2020-01-01', '2026-01-02')).toBe('paid');
    expect(effectiveStatus('pending_verification', '2020-01-01', '2026-01-02')).toBe('pending_verification');
  });
});

describe('paymentSummary', () => {
  it("gives the spec's figures for the demo schedule", () => {
    const summary = paymentSummary([
      { title: 'Deposit', amountPence: 220_000, dueDate: '2024-01-15', status: 'paid' },
      { title: 'Manufacturing Start Payment', amountPence: 550_000, dueDate: '2024-03-01', status: 'pending' },
      { title: 'Final Payment', amountPence: 330_000, dueDate: '2024-04-22', status: 'pending' },
    ]);
    expect(summary).toEqual({
      totalPence: 1_100_000,
      depositPence: 220_000,
      depositPercent: 20,
      paidPence: 220_000,
      remainingPence: 880_000,
      nextPayment: { title: 'Manufacturing Start Payment', amountPence: 550_000 },
    });
  });
  it('has no next payment once everything is paid, and copes with no items', () => {
    expect(paymentSummary([{ title: 'All', amountPence: 100, dueDate: null, status: 'paid' }]).nextPayment).toBeNull();
    expect(paymentSummary([])).toMatchObject({ totalPence: 0, depositPercent: 0, nextPayment: null });
  });
});

describe('zConfirmTransfer', () => {
  const valid = { reference: 'INV-3F2A9C1E', amount: '2200.00', transferDate: '2024-03-01' };
  it('accepts a real confirmation', () => {
    expect(zConfirmTransfer.safeParse(valid).success).toBe(true);
    expect(zConfirmTransfer.safeParse({ ...valid, amount: 2200.5, transferDate: todayInLondon() }).success).toBe(true);
  });
  it.each([
    ['a negative amount', { amount: -5 }],
    ['a zero amount', { amount: '0' }],
    ['NaN', { amount: 'NaN' }],
    ['an infinite number', { amount: Number.POSITIVE_INFINITY }],
    ['three decimals', { amount: '10.001' }],
    ['a future date', { transferDate: '2999-01-01' }],
    ['a date before 1900', { transferDate: '1899-12-31' }],
    ['a malformed date', { transferDate: '01/03/2024' }],
    ['an empty reference', { reference: '   ' }],
  ])('refuses %s', (_name, change) => {
    expect(zConfirmTransfer.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
