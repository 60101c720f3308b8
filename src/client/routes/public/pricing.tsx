import { ComingSoonPage } from '@/client/features/marketing/components/coming-soon-page';

export default function PricingPage() {
  return (
    <ComingSoonPage
      eyebrow="Clear prices"
      title="Pricing"
      description="Every price includes VAT at 20% and professional installation."
      comingSoon="Full pricing for our garden buildings is coming soon."
    />
  );
}
