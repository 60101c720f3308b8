import { PageHero } from '@/client/components/layout/page-hero';
import { GalleryView } from '@/client/features/gallery/components/gallery-view';

export default function GalleryPage() {
  return (
    <>
      <PageHero eyebrow="Our work" title="Gallery" description="Garden rooms, offices and studios we have designed and built for our customers." />
      <section aria-label="Photos" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <GalleryView />
      </section>
    </>
  );
}
