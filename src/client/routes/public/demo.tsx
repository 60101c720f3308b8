import { ComingSoonPage } from '@/client/features/marketing/components/coming-soon-page';

export default function DemoPage() {
  return (
    <ComingSoonPage
      eyebrow="See it for yourself"
      title="Book a Demo"
      description="Visit our show site or book a video call, and we will walk you through designs, prices and the build."
      comingSoon="Online demo booking is coming soon. In the meantime, please get in touch through our contact page."
    />
  );
}
