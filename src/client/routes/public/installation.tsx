import { ComingSoonPage } from '@/client/features/marketing/components/coming-soon-page';

export default function InstallationPage() {
  return (
    <ComingSoonPage
      eyebrow="Services"
      title="Installation"
      description="Our own team prepares the ground and installs your building, usually in a few days."
      comingSoon="Full details of our installation service are coming soon."
    />
  );
}
