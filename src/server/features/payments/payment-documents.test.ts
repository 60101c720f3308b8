import { describe, expect, it } from 'vitest';
import type { PaymentItemRow } from '../../db/schema/payments';
import { pdfText } from '../../lib/pdf.test-kit';
import { renderInvoice, renderReceipt } from './payment-documents';

// Half past midnight on 2 July in London's summer is still 1 July in UTC.
const LATE_SUMMER_EVENING = new Date('2026-07-01T23:30:00Z');

function item(overrides: Partial<PaymentItemRow> = {}): PaymentItemRow {
  return {
    id: '5b0f3c1e-5d0a-4c55-9a4e-2f1d0e7a9c01',
    companyId: 'company-1',
    projectId: 'proj-123456',
    title: 'Deposit',
    amountPence: 1_200_000,
    dueDate: '2026-07-15',
    position: 0,
    status: 'paid',
    paymentDate: LATE_SUMMER_EVENING,
    paymentMethod: 'BACS',
    createdAt: LATE_SUMMER_EVENING,
    updatedAt: LATE_SUMMER_EVENING,
    ...overrides,
  };
}

const data = (overrides: Partial<PaymentItemRow> = {}) => ({
  companyName: 'Arbour Garden Rooms',
  customerName: 'Jane Smith',
  customerEmail: 'jane@example.com',
  projectName: 'Garden office',
  item: item(overrides),
});

describe('payment documents', () => {
  it('dates an invoice by the London day it was issued, and its due date as the calendar day it is', async () => {
    const text = await renderInvoice(data(), null).then(pdfText);
    expect(text).toContain('2 July 2026');
    expect(text).not.toContain('1 July 2026');
    expect(text).toContain('15 July 2026');
  });

  it('dates a receipt by the London day the payment was made', async () => {
    const text = await renderReceipt(data()).then(pdfText);
    expect(text).toContain('2 July 2026');
    expect(text).not.toContain('1 July 2026');
  });

  it('dates a winter payment the same in London as in UTC', async () => {
    const text = await renderReceipt(data({ paymentDate: new Date('2026-01-10T23:30:00Z') })).then(pdfText);
    expect(text).toContain('10 January 2026');
  });
});
