import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Conversation, ConversationSummary } from '@/shared/schemas/messages';
import { conversationsQueryKey } from '../api/get-conversations';
import { useMarkConversationRead } from '../api/mark-conversation-read';

/**
 * While a conversation is on screen, marks it read up to the newest message shown: once for each
 * newest message that arrives with something unread, not on every render or poll (and again after
 * a failed attempt, on the next poll). It also keeps the staff list's latest message in line.
 */
export function useConversationRead(projectId: string, conversation: Conversation | undefined, updatedAt: number) {
  const queryClient = useQueryClient();
  const { mutate } = useMarkConversationRead(projectId);
  const markedUpTo = useRef<string | null>(null);
  const newest = conversation?.messages.at(-1);
  const unread = conversation?.unread ?? 0;

  useEffect(() => {
    if (!newest) return;
    queryClient.setQueryData<ConversationSummary[]>(conversationsQueryKey, (list) => list?.map((c) => (c.projectId === projectId ? { ...c, lastMessage: newest } : c)));
  }, [queryClient, projectId, newest]);

  useEffect(() => {
    if (!newest || unread === 0 || markedUpTo.current === newest.id) return;
    markedUpTo.current = newest.id;
    mutate(
      { lastMessageId: newest.id },
      {
        onError: () => {
          markedUpTo.current = null;
        },
      },
    );
  }, [mutate, newest, unread, updatedAt]);
}
