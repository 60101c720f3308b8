import { queryOptions, useQuery } from '@tanstack/react-query';
import { zOutboxList, type OutboxEmail } from '@/shared/schemas/outbox';
import { api } from '@/client/lib/api-client';

export const outboxQueryKey = ['outbox'] as const;

export async function getOutbox(signal?: AbortSignal): Promise<OutboxEmail[]> {
  return (await api.get('/api/outbox', zOutboxList, signal)).emails;
}

/** The company's latest emails (admins only); refreshed while the page is open, as a mailbox would be. */
export function outboxQueryOptions() {
  return queryOptions({ queryKey: outboxQueryKey, queryFn: ({ signal }) => getOutbox(signal), refetchInterval: 10_000 });
}

/** Not asked at all for someone the server would refuse (it reads the mailbox of admins only). */
export function useOutbox({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...outboxQueryOptions(), enabled });
}
