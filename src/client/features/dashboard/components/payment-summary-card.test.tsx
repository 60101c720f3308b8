// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectPayments } from '@/shared/schemas/payments';
import { PaymentSummaryCard } from './payment-summary-card';

const demoSummary: ProjectPayments['summary'] = {
  totalPence: 1_100_000,
  depositPence: 220_000,
  depositPercent: 20,
  paidPence: 220_000,
  remainingPence: 880_000,
  nextPayment: { title: 'Manufacturing Start Payment', amountPence: 550_000 },
};

/** The figure shown beside a label in the summary list. */
function figure(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('PaymentSummaryCard', () => {
  it("shows the demo project's figures in pounds", () => {
    render(<PaymentSummaryCard payments={{ status: 'success', data: { summary: demoSummary } }} onViewPayments={() => {}} />);
    expect(figure('Total')).toBe('£11,000.00');
    expect(figure('Deposit (20%)')).toBe('£2,200.00');
    expect(figure('Paid')).toBe('£2,200.00');
    expect(figure('Remaining')).toBe('£8,800.00');
    expect(figure('Next payment')).toBe('£5,500.00Manufacturing Start Payment');
  });

  it('says all payments are made when nothing is left to pay', () => {
    const settled = { ...demoSummary, paidPence: 1_100_000, remainingPence: 0, nextPayment: null };
    render(<PaymentSummaryCard payments={{ status: 'success', data: { summary: settled } }} onViewPayments={() => {}} />);
    expect(figure('Remaining')).toBe('£0.00');
    expect(figure('Next payment')).toBe('All payments made');
  });

  it('shows a sentence while loading and when loading fails', () => {
    const { rerender } = render(<PaymentSummaryCard payments={{ status: 'pending' }} onViewPayments={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your payments...');
    rerender(<PaymentSummaryCard payments={{ status: 'error' }} onViewPayments={() => {}} />);
    expect(screen.getByText(/couldn't load your payments/)).toBeInTheDocument();
  });

  it('asks for the Payments tab from View payments', async () => {
    const onViewPayments = vi.fn();
    render(<PaymentSummaryCard payments={{ status: 'success', data: { summary: demoSummary } }} onViewPayments={onViewPayments} />);
    await userEvent.click(screen.getByRole('button', { name: 'View payments' }));
    expect(onViewPayments).toHaveBeenCalledTimes(1);
  });
});
