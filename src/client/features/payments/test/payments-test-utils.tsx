import type { PaymentItem, ProjectPayments } from '@/shared/schemas/payments';

export { BANK_DETAILS, callsTo, headerOf, stubApi } from '../../../../../tests/setup/client-api-stub';
export { renderWithProviders } from '@/client/test/render-with-providers';

export const PROJECT_ID = 'proj-123456';

export function paymentItem(overrides: Partial<PaymentItem> = {}): PaymentItem {
  const id = overrides.id ?? 'a1b2c3d4-0000-4000-8000-000000000001';
  return {
    id,
    title: 'Manufacturing Start Payment',
    amountPence: 550_000,
    dueDate: '2030-05-01',
    status: 'pending',
    reference: `INV-${id.slice(0, 8).toUpperCase()}`,
    paymentDate: null,
    paymentMethod: null,
    invoiceUrl: `/api/payments/${id}/invoice`,
    receiptUrl: null,
    rejectionReason: null,
    ...overrides,
  };
}

export function projectPayments(items: PaymentItem[]): ProjectPayments {
  return {
    items,
    summary: { totalPence: 0, depositPence: 0, depositPercent: 0, paidPence: 0, remainingPence: 0, nextPayment: null },
  };
}
