import { MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { QueryError } from '@/client/components/ui/query-state';
import { isApiError } from '@/client/lib/api-client';
import { useConversation } from '../api/get-conversation';
import { useConversationRead } from '../hooks/use-conversation-read';
import { useNewMessageAnnouncement } from '../hooks/use-new-message-announcement';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

interface ConversationPanelProps {
  projectId: string;
  myUserId: string;
  title: string;
  description: ReactNode;
  emptyText: string;
  /** e.g. "All conversations" on phones. */
  action?: ReactNode;
  /** Move focus into the messages once they show (the list that had focus has just been hidden). */
  focusOnOpen?: boolean;
}

/** One project's conversation: the messages, kept fresh by polling, and the send box. */
export function ConversationPanel({ projectId, myUserId, title, description, emptyText, action, focusOnOpen = false }: ConversationPanelProps) {
  const conversation = useConversation(projectId);
  useConversationRead(projectId, conversation.data, conversation.dataUpdatedAt);
  const announcement = useNewMessageAnnouncement(conversation.data?.messages, myUserId);

  return (
    <SectionCard title={title} description={description} icon={MessagesSquare} action={action}>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {conversation.data ? (
        <>
          <MessageList messages={conversation.data.messages} myUserId={myUserId} emptyText={emptyText} focusOnMount={focusOnOpen} />
          <MessageComposer projectId={projectId} />
        </>
      ) : conversation.isPending ? (
        <CardLoading>Loading messages...</CardLoading>
      ) : isApiError(conversation.error, 404) ? (
        <p role="alert" className="text-sm text-muted">
          This conversation could not be found. It may belong to a project you can no longer see.
        </p>
      ) : (
        <QueryError query={conversation}>We couldn&apos;t load the messages.</QueryError>
      )}
    </SectionCard>
  );
}
