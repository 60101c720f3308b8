import { PageHeader } from '@/client/components/layout/page-header';
import { ComingSoonPanel } from '@/client/components/layout/portal-placeholder';
import { ConversationPanel } from './conversation-panel';

interface CustomerMessagesProps {
  userId: string;
  projectId: string | null;
}

/** A customer's one conversation: with the team building their garden room. */
export function CustomerMessages({ userId, projectId }: CustomerMessagesProps) {
  return (
    <>
      <PageHeader title="Messages" description="Talk to the team building your garden room." />
      {projectId ? (
        <div className="mt-8">
          <ConversationPanel
            projectId={projectId}
            myUserId={userId}
            title="Your project team"
            description="Questions about your build? Write to us here and we will reply in this conversation."
            emptyText="No messages yet. Say hello, or ask us anything about your project."
          />
        </div>
      ) : (
        <ComingSoonPanel>Your conversation with the team starts once your project is set up.</ComingSoonPanel>
      )}
    </>
  );
}
