import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { BankDetails } from '@/shared/schemas/bank-details';
import type { PaymentItem, ProjectPayments } from '@/shared/schemas/payments';
import { TooltipProvider } from '@/client/components/ui/tooltip';

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

export const BANK_DETAILS: BankDetails = {
  accountName: 'Arbour Garden Rooms Ltd',
  sortCode: '123456',
  accountNumber: '12345678',
  bankName: 'Barclays',
};

type Route = (init: RequestInit | undefined) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** Stubs fetch with answers by "METHOD path"; anything else is a 404, so a stray call shows up in a test. */
export function stubApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    const { status, body } = route ? await route(init) : { status: 404, body: { error: { code: 'NOT_FOUND', message: `No stub for ${key}` } } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method);
}

export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <TooltipProvider delayDuration={0}>
          {ui}
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>,
    ),
  };
}
