import { PortalPlaceholder } from '@/client/components/layout/portal-placeholder';

export default function SupportPage() {
  return (
    <PortalPlaceholder
      title="Support"
      description="Ask a question or report a problem, and follow our reply."
      comingSoon="Support tickets are coming soon."
    />
  );
}
