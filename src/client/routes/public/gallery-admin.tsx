import { ensureQueries } from '@/client/app/route-data';
import { PageHero } from '@/client/components/layout/page-hero';
import { galleryAdminQueryOptions } from '@/client/features/gallery/api/get-gallery-admin';
import { GalleryAdminView } from '@/client/features/gallery/components/gallery-admin-view';
import { StaffOnly } from '@/client/components/auth/staff-only';
import { staffPageLoader } from '../staff/staff-page-loader';

/** Who is signed in (staff only past the notice), then every photo, unpublished ones included. */
export const loader = staffPageLoader((queryClient) => ensureQueries(queryClient, [galleryAdminQueryOptions()]));

export default function GalleryAdminPage() {
  return (
    <>
      <PageHero eyebrow="Gallery" title="Gallery admin" description="Upload photographs of your work, caption them, put them in order and choose which the public gallery shows." />
      <section aria-label="Manage photos" className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <StaffOnly signInTitle="Sign in to manage the gallery">
          <GalleryAdminView />
        </StaffOnly>
      </section>
    </>
  );
}
