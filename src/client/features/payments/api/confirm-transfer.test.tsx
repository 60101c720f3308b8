import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectPayments } from '@/shared/schemas/payments';
import { queryKeys } from '@/client/lib/query-keys';
import { callsTo, paymentItem, PROJECT_ID, projectPayments, stubApi } from '../test/payments-test-utils';
import { useConfirmTransfer } from './confirm-transfer';

const item = paymentItem({ id: 'a1b2c3d4-0000-4000-8000-000000000001', reference: 'INV-A1B2C3D4', amountPence: 550_000 });
const CONFIRM_PATH = `/api/payments/${item.id}/confirm-transfer`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setUp() {
  const fetchMock = stubApi({ [`POST ${CONFIRM_PATH}`]: () => ({ status: 200, body: { ...item, status: 'pending_verification' } }) });
  // Nothing goes stale by itself: only an invalidation can make a query read again.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  let feedReads = 0;
  const { result } = renderHook(
    () => ({
      // The project's activity feed on screen, under the key the activity feature reads it by.
      feed: useQuery({ queryKey: queryKeys.activity.feed(PROJECT_ID, 10), queryFn: () => (feedReads += 1) }),
      confirm: useConfirmTransfer(PROJECT_ID),
    }),
    { wrapper },
  );
  return { fetchMock, queryClient, result, feedReads: () => feedReads };
}

describe('confirming a bank transfer', () => {
  it('reads the activity feed again at once, since the server wrote the confirmation to it, instead of waiting for its poll', async () => {
    const { fetchMock, queryClient, result, feedReads } = setUp();
    await waitFor(() => expect(result.current.feed.isSuccess).toBe(true));
    expect(feedReads()).toBe(1);
    // The company-wide feed of a staff member is cached but not on screen: it is marked for a fresh read.
    queryClient.setQueryData(queryKeys.activity.feed(null, 20), []);

    await act(() => result.current.confirm.mutateAsync({ paymentId: item.id, values: { reference: 'INV-A1B2C3D4', amount: '5500.00', transferDate: '2026-03-02' }, idempotencyKey: 'key-1' }));

    expect(callsTo(fetchMock, 'POST', CONFIRM_PATH)).toHaveLength(1);
    await waitFor(() => expect(feedReads()).toBe(2));
    expect(queryClient.getQueryState(queryKeys.activity.feed(null, 20))?.isInvalidated).toBe(true);
  });

  it('shows the item as Verifying Payment at once and refreshes the schedule, leaving the project, which the change does not touch', async () => {
    const { queryClient, result } = setUp();
    queryClient.setQueryData(queryKeys.payments.project(PROJECT_ID), projectPayments([item]));
    queryClient.setQueryData(queryKeys.projects.detail(PROJECT_ID), { id: PROJECT_ID });

    await act(() => result.current.confirm.mutateAsync({ paymentId: item.id, values: { reference: 'INV-A1B2C3D4', amount: '5500.00', transferDate: '2026-03-02' }, idempotencyKey: 'key-2' }));

    expect(queryClient.getQueryData<ProjectPayments>(queryKeys.payments.project(PROJECT_ID))?.items[0]?.status).toBe('pending_verification');
    expect(queryClient.getQueryState(queryKeys.payments.project(PROJECT_ID))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.projects.detail(PROJECT_ID))?.isInvalidated).toBe(false);
  });

  it('refreshes nothing when the server refuses the confirmation', async () => {
    stubApi({ [`POST ${CONFIRM_PATH}`]: () => ({ status: 409, body: { error: { code: 'CONFLICT', message: 'This payment is already being verified.' } } }) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    queryClient.setQueryData(queryKeys.activity.feed(PROJECT_ID, 10), []);
    const { result } = renderHook(() => useConfirmTransfer(PROJECT_ID), { wrapper });

    await act(() =>
      result.current.mutateAsync({ paymentId: item.id, values: { reference: 'INV-A1B2C3D4', amount: '5500.00', transferDate: '2026-03-02' }, idempotencyKey: 'key-3' }).catch(() => undefined),
    );

    expect(queryClient.getQueryState(queryKeys.activity.feed(PROJECT_ID, 10))?.isInvalidated).toBe(false);
  });
});
