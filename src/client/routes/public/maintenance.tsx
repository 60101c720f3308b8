import { ComingSoonPage } from '@/client/features/marketing/components/coming-soon-page';

export default function MaintenancePage() {
  return (
    <ComingSoonPage
      eyebrow="Services"
      title="Maintenance"
      description="Keep your garden building looking and working as new, year after year."
      comingSoon="Full details of our maintenance plans are coming soon."
    />
  );
}
