import { ExternalLink, Images } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { GalleryAdminItem } from '@/shared/schemas/gallery';
import { errorMessage } from '@/client/components/errors/error-message';
import { SectionCard } from '@/client/components/layout/section-card';
import { Alert } from '@/client/components/ui/alert';
import { buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/client/lib/paths';
import { useGalleryAdmin } from '../api/get-gallery-admin';
import { useUpdatePhoto } from '../api/update-photo';
import { AdminPhotoRow, deleteButtonId, moveButtonId } from './admin-photo-row';
import { DeletePhotoDialog } from './delete-photo-dialog';
import { UploadPhotoForm } from './upload-photo-form';

const LIST_ID = 'gallery-admin-photos';

/** Staff: upload, then caption, file, order and publish every photo. The public gallery reads the same rows, so it changes at once. */
export function GalleryAdminView() {
  const gallery = useGalleryAdmin();
  const move = useUpdatePhoto({ errorMessage: 'Could not move the photo' });
  const moving = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<GalleryAdminItem | null>(null);
  // Still known once the dialog has closed, so Cancel can put focus back on that row's button.
  const askedAbout = useRef<string | null>(null);
  const askToDelete = (item: GalleryAdminItem) => {
    askedAbout.current = item.id;
    setDeleting(item);
  };

  async function onMove(item: GalleryAdminItem, to: number, direction: 'up' | 'down') {
    if (moving.current) return;
    moving.current = true;
    try {
      await move.mutateAsync({ id: item.id, patch: { position: to } });
      setAnnouncement(`Moved “${item.caption}” to place ${to + 1} of ${gallery.data?.items.length ?? to + 1}.`);
    } catch {
      // The query client shows the failure, in the words of the mutation's meta.
    } finally {
      moving.current = false;
    }
    // The row has moved (the list was refetched): keep focus on its button, or on the other one at either end of the list.
    requestAnimationFrame(() => {
      const same = document.getElementById(moveButtonId(item.id, direction)) as HTMLButtonElement | null;
      const other = document.getElementById(moveButtonId(item.id, direction === 'up' ? 'down' : 'up'));
      (same && !same.disabled ? same : other)?.focus();
    });
  }

  if (gallery.isPending) {
    return (
      <p role="status" className="text-muted">
        Loading the photos...
      </p>
    );
  }
  if (gallery.isError) return <Alert>We could not load the gallery. {errorMessage(gallery.error)}</Alert>;

  const { items, maxUploadBytes } = gallery.data;
  const published = items.filter((item) => item.isPublished).length;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted">New photos stay hidden until you publish them. Changes show in the gallery as soon as they are saved.</p>
        <Link to={paths.gallery} className={buttonVariants({ variant: 'secondary' })}>
          <ExternalLink aria-hidden="true" />
          View the gallery
        </Link>
      </div>
      <UploadPhotoForm maxUploadBytes={maxUploadBytes} />
      <SectionCard flush icon={Images} title="Photos" description={`${items.length} ${items.length === 1 ? 'photo' : 'photos'}, ${published} published. The gallery shows them in this order.`}>
        {items.length === 0 ? (
          <p id={LIST_ID} tabIndex={-1} className="px-5 pb-4 text-sm text-muted sm:px-6">
            No photos yet: upload the first one above.
          </p>
        ) : (
          <ul id={LIST_ID} tabIndex={-1} aria-label="Gallery photos" className="divide-y divide-border border-t border-border outline-none">
            {items.map((item, index) => (
              <AdminPhotoRow key={item.id} item={item} index={index} count={items.length} onMove={(i, to, d) => void onMove(i, to, d)} onDelete={askToDelete} />
            ))}
          </ul>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </SectionCard>
      <DeletePhotoDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        returnFocus={(deleted) => (deleted || !askedAbout.current ? document.getElementById(LIST_ID) : document.getElementById(deleteButtonId(askedAbout.current)))}
      />
    </div>
  );
}
