import { useQuery } from '@tanstack/react-query';
import { zOutboxList, type OutboxEmail } from '@/shared/schemas/outbox';
import { api } from '@/client/lib/api-client';

export const outboxQueryKey = ['outbox'] as const;

/** The company's latest emails (admins only); refreshed while the page is open, as a mailbox would be. */
export function useOutbox() {
  return useQuery({
    queryKey: outboxQueryKey,
    queryFn: async ({ signal }): Promise<OutboxEmail[]> => (await api.get('/api/outbox', zOutboxList, signal)).emails,
    refetchInterval: 10_000,
  });
}
