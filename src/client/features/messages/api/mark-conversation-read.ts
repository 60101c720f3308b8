import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zConversationUnread, type Conversation, type ConversationSummary, type ConversationUnread, type MarkConversationRead } from '@/shared/schemas/messages';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';
import { conversationQueryKey } from './get-conversation';
import { conversationsQueryKey } from './get-conversations';

/** Marks the conversation read up to the newest message on screen; a GET never does (another site could send one). */
export function markConversationRead(projectId: string, input: MarkConversationRead): Promise<ConversationUnread> {
  return api.post(`/api/projects/${encodeURIComponent(projectId)}/messages/read`, input, zConversationUnread);
}

/** Once marked, the open conversation, the staff list and the navigation badge stop counting what was read. */
export function useMarkConversationRead(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkConversationRead) => markConversationRead(projectId, input),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData<Conversation>(conversationQueryKey(projectId), (conversation) => (conversation ? { ...conversation, unread } : conversation));
      queryClient.setQueryData<ConversationSummary[]>(conversationsQueryKey, (list) => list?.map((c) => (c.projectId === projectId ? { ...c, unread } : c)));
      void queryClient.invalidateQueries({ queryKey: queryKeys.unreadMessages });
    },
  });
}
