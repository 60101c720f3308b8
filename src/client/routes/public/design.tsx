import { ComingSoonPage } from '@/client/features/marketing/components/coming-soon-page';

export default function DesignPage() {
  return (
    <ComingSoonPage
      eyebrow="Services"
      title="Design Consultation"
      description="Plan the size, layout, cladding and electrics of your garden room with one of our designers."
      comingSoon="Full details of our design consultations are coming soon."
    />
  );
}
