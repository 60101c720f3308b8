import { ComingSoonPage } from '@/client/features/marketing/components/coming-soon-page';

export default function FaqsPage() {
  return (
    <ComingSoonPage
      eyebrow="FAQ"
      title="Frequently Asked Questions"
      description="Answers to the questions we hear most about planning, building and living with a garden room."
      comingSoon="Our frequently asked questions are coming soon."
    />
  );
}
