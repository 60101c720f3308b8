import { queryOptions, useQuery } from '@tanstack/react-query';
import { zConversation, type Conversation } from '@/shared/schemas/messages';
import { api } from '@/client/lib/api-client';

/** How often an open conversation looks for new messages; TanStack Query pauses this while the tab is hidden. */
export const CONVERSATION_POLL_MS = 5_000;

export function conversationQueryKey(projectId: string) {
  return ['messages', 'conversation', projectId] as const;
}

/** The conversation and how much of it the signed-in person has not read; reading marks nothing (see mark-conversation-read.ts). */
export function getConversation(projectId: string, signal?: AbortSignal): Promise<Conversation> {
  return api.get(`/api/projects/${encodeURIComponent(projectId)}/messages`, zConversation, signal);
}

export function conversationQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: conversationQueryKey(projectId),
    queryFn: ({ signal }) => getConversation(projectId, signal),
    refetchInterval: CONVERSATION_POLL_MS,
    staleTime: 0,
  });
}

/** A project's conversation, oldest message first, kept fresh while it is on screen. */
export function useConversation(projectId: string) {
  return useQuery(conversationQueryOptions(projectId));
}
