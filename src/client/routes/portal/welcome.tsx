import { PortalPlaceholder } from '@/client/components/layout/portal-placeholder';

export default function WelcomePage() {
  return (
    <PortalPlaceholder
      title="Welcome"
      description="Your garden room project starts here."
      comingSoon="A guided welcome for new customers is coming soon."
    />
  );
}
