import { ComingSoonPage } from '@/client/features/marketing/components/coming-soon-page';

export default function ContactPage() {
  return (
    <ComingSoonPage
      eyebrow="Get in touch"
      title="Contact Us"
      description="Questions about a garden room, or about a build already under way? We would love to hear from you."
      comingSoon="Our contact details and enquiry form are coming soon."
    />
  );
}
