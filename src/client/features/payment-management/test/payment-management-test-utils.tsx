import type { Role } from '@/shared/constants/roles';
import type { SessionUser } from '@/shared/schemas/auth';
import type { StaffPaymentItem, StaffPaymentsPage } from '@/shared/schemas/payments';

export { BANK_DETAILS, callsTo, headerOf, stubApi } from '../../../../../tests/setup/client-api-stub';
export { renderWithProviders } from '@/client/test/render-with-providers';

export function staffPaymentItem(overrides: Partial<StaffPaymentItem> = {}): StaffPaymentItem {
  const id = overrides.id ?? 'a1b2c3d4-0000-4000-8000-000000000001';
  return {
    id,
    title: 'Manufacturing Start Payment',
    amountPence: 550_000,
    dueDate: '2030-05-01',
    status: 'pending_verification',
    reference: `INV-${id.slice(0, 8).toUpperCase()}`,
    paymentDate: null,
    paymentMethod: 'bank_transfer',
    invoiceUrl: `/api/payments/${id}/invoice`,
    receiptUrl: null,
    rejectionReason: null,
    projectId: 'proj-123456',
    projectName: 'Oak Studio, Harrogate',
    customerName: 'Jane Cooper',
    confirmation: { reference: `INV-${id.slice(0, 8).toUpperCase()}`, amountPence: 550_000, transferDate: '2030-04-28' },
    lastReminder: null,
    ...overrides,
  };
}

/** The staff list's answer: one page holding these items, unless told otherwise. */
export function staffPaymentsPage(items: StaffPaymentItem[], paging: Partial<Omit<StaffPaymentsPage, 'items'>> = {}): StaffPaymentsPage {
  return { items, page: 1, pageCount: 1, total: items.length, ...paging };
}

export function sessionUser(role: Role): SessionUser {
  return { id: `user-${role}`, name: role, email: `${role}@example.com`, role, projectId: null, isFirstLogin: false };
}
