import { ComingSoonPage } from '@/client/features/marketing/components/coming-soon-page';

export default function GalleryPage() {
  return (
    <ComingSoonPage
      eyebrow="Our work"
      title="Gallery"
      description="Garden rooms, offices and studios we have designed and built for our customers."
      comingSoon="Our gallery of completed garden buildings is coming soon."
    />
  );
}
