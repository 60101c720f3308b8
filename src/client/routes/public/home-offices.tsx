import { ComingSoonPage } from '@/client/features/marketing/components/coming-soon-page';

export default function HomeOfficesPage() {
  return (
    <ComingSoonPage
      eyebrow="Products"
      title="Home Offices"
      description="A quiet, connected place to work, a short walk from the kitchen."
      comingSoon="Full details of our home offices are coming soon."
    />
  );
}
