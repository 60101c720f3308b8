import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Conversation, ConversationSummary } from '@/shared/schemas/messages';
import { unreadMessagesQueryKey } from '@/client/lib/queries/unread-messages';
import { conversationsQueryKey } from '../api/get-conversations';

/**
 * Each fetch of a conversation marks it read on the server; this brings the navigation badge
 * and the staff list in line, so neither keeps counting what is on screen.
 */
export function useConversationRead(projectId: string, conversation: Conversation | undefined, updatedAt: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!conversation) return;
    queryClient.setQueryData<ConversationSummary[]>(conversationsQueryKey, (list) =>
      list?.map((c) => (c.projectId === projectId ? { ...c, unread: 0, lastMessage: conversation.messages.at(-1) ?? c.lastMessage } : c)),
    );
    void queryClient.invalidateQueries({ queryKey: unreadMessagesQueryKey });
  }, [queryClient, projectId, conversation, updatedAt]);
}
