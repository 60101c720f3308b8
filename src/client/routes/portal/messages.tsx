import { PortalPlaceholder } from '@/client/components/layout/portal-placeholder';

export default function MessagesPage() {
  return (
    <PortalPlaceholder
      title="Messages"
      description="Conversations with the team building your garden room."
      comingSoon="Messaging is coming soon."
    />
  );
}
