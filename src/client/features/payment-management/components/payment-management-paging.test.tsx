// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderWithProviders, staffPaymentItem, staffPaymentsPage, stubApi } from '../test/payment-management-test-utils';
import { PaymentManagement } from './payment-management';

afterEach(() => vi.unstubAllGlobals());

const itemOnPage = (page: number) =>
  staffPaymentItem({ id: `0000000${page}-0000-4000-8000-000000000000`, title: `Item on page ${page}`, status: 'pending', confirmation: null });

/** A company with three pages of payments, the first holding two transfers to verify. */
function stubThreePages() {
  return stubApi({
    'GET /api/payments': () => ({ status: 200, body: staffPaymentsPage([itemOnPage(1)], { page: 1, pageCount: 3, total: 60 }) }),
    'GET /api/payments?page=2': () => ({ status: 200, body: staffPaymentsPage([itemOnPage(2)], { page: 2, pageCount: 3, total: 60 }) }),
    'GET /api/payments?page=3': () => ({ status: 200, body: staffPaymentsPage([itemOnPage(3)], { page: 3, pageCount: 3, total: 60 }) }),
    'GET /api/payments?status=paid': () => ({ status: 200, body: staffPaymentsPage([itemOnPage(1)]) }),
    'GET /api/payments?status=pending_verification&pageSize=1': () => ({ status: 200, body: staffPaymentsPage([], { total: 42 }) }),
  });
}

describe('PaymentManagement paging', () => {
  it('moves between pages by keyboard, saying which page is shown, and stays put at either end', async () => {
    const fetchMock = stubThreePages();
    const user = userEvent.setup();
    renderWithProviders(<PaymentManagement />);

    const pages = await screen.findByRole('navigation', { name: 'Payment pages' });
    expect(await within(pages).findByText('Page 1 of 3')).toBeInTheDocument();
    const previous = within(pages).getByRole('button', { name: 'Previous page' });
    const next = within(pages).getByRole('button', { name: 'Next page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('aria-disabled');

    next.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Item on page 2')).toBeInTheDocument();
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(await screen.findByText('Item on page 3')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // At the end the button keeps the focus and asks for nothing.
    await user.keyboard('{Enter}');
    expect(next).toHaveFocus();
    expect(callsTo(fetchMock, 'GET', '/api/payments?page=4')).toHaveLength(0);

    await user.click(previous);
    expect(await screen.findByText('Item on page 2')).toBeInTheDocument();
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('starts again at page 1 when the filter changes, and hides the pager for a single page', async () => {
    const fetchMock = stubThreePages();
    const user = userEvent.setup();
    renderWithProviders(<PaymentManagement />);

    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Item on page 2')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'Paid');

    expect(await screen.findByText('Item on page 1')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/payments?status=paid')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Payment pages' })).not.toBeInTheDocument();
  });

  it('counts the transfers awaiting verification on every page, not just this one', async () => {
    stubThreePages();
    renderWithProviders(<PaymentManagement />);
    expect(await screen.findByText('42 awaiting verification')).toBeInTheDocument();
  });
});
