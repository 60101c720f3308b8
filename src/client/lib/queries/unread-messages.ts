import { queryOptions, useQuery } from '@tanstack/react-query';
import { zUnreadMessages } from '@/shared/schemas/messages';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';

/** How often the badge looks for new messages while the tab is visible (polling pauses when it is hidden). */
const UNREAD_POLL_MS = 30_000;

export async function getUnreadMessages(signal?: AbortSignal): Promise<number> {
  const { count } = await api.get('/api/messages/unread', zUnreadMessages, signal);
  return count;
}

/**
 * The portal navigation's unread-messages badge. It lives here, not in the messages feature,
 * because the layout reads it; the messages feature invalidates it when a conversation is read.
 */
export function unreadMessagesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.unreadMessages,
    queryFn: ({ signal }) => getUnreadMessages(signal),
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 0,
  });
}

export function useUnreadMessages() {
  return useQuery(unreadMessagesQueryOptions());
}
