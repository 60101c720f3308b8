import { ComingSoonPage } from '@/client/features/marketing/components/coming-soon-page';

export default function CompositeCollectionPage() {
  return (
    <ComingSoonPage
      eyebrow="Low maintenance"
      title="Composite Collection"
      description="Garden buildings clad in composite boards that keep their colour and need no treatment."
      comingSoon="Full details of the Composite Collection are coming soon."
    />
  );
}
