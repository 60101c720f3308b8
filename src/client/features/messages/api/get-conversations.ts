import { queryOptions, useQuery } from '@tanstack/react-query';
import { zConversationList, type ConversationSummary } from '@/shared/schemas/messages';
import { api } from '@/client/lib/api-client';

/** The list refreshes less often than an open conversation: it only moves conversations up and counts unread. */
const CONVERSATIONS_POLL_MS = 15_000;

export const conversationsQueryKey = ['messages', 'conversations'] as const;

export async function getConversations(signal?: AbortSignal): Promise<ConversationSummary[]> {
  const { conversations } = await api.get('/api/messages/conversations', zConversationList, signal);
  return conversations;
}

export function conversationsQueryOptions() {
  return queryOptions({
    queryKey: conversationsQueryKey,
    queryFn: ({ signal }) => getConversations(signal),
    refetchInterval: CONVERSATIONS_POLL_MS,
    staleTime: 0,
  });
}

/** Staff: every project's conversation, most recent first, with the customer, latest message and unread count. */
export function useConversations() {
  return useQuery(conversationsQueryOptions());
}
