import { ComingSoonPage } from '@/client/features/marketing/components/coming-soon-page';

export default function StudiosPage() {
  return (
    <ComingSoonPage
      eyebrow="Products"
      title="Studios"
      description="Space and light for making things: art, music, fitness or a workshop."
      comingSoon="Full details of our studios are coming soon."
    />
  );
}
