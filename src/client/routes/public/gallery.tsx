import { ensureQueries, type PageLoader } from '@/client/app/route-data';
import { PageHero } from '@/client/components/layout/page-hero';
import { galleryQueryOptions } from '@/client/features/gallery/api/get-gallery';
import { GalleryView } from '@/client/features/gallery/components/gallery-view';

/** Every published photo (the category filter narrows them on the page). */
export const loader: PageLoader = async (queryClient) => {
  await ensureQueries(queryClient, [galleryQueryOptions()]);
};

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
