import { PortalPlaceholder } from '@/client/components/layout/portal-placeholder';

export default function OnboardingPage() {
  return (
    <PortalPlaceholder
      title="Onboarding"
      description="Getting started with your garden room project."
      comingSoon="Your step-by-step onboarding is coming soon."
    />
  );
}
