import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zConversation, type Conversation, type NewMessage } from '@/shared/schemas/messages';
import { api } from '@/client/lib/api-client';
import { queryKeys } from '@/client/lib/query-keys';
import { conversationQueryKey } from './get-conversation';
import { conversationsQueryKey } from './get-conversations';

export function sendMessage(projectId: string, input: NewMessage): Promise<Conversation> {
  return api.post(`/api/projects/${encodeURIComponent(projectId)}/messages`, input, zConversation);
}

/** The API answers with the whole conversation, read up to the new message, which replaces the cached one at once. */
export function useSendMessage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewMessage) => sendMessage(projectId, input),
    meta: { errorMessage: 'Message not sent' },
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationQueryKey(projectId), conversation);
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.unreadMessages });
    },
  });
}
