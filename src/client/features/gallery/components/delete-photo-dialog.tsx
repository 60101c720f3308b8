import { useState } from 'react';
import { toast } from 'sonner';
import type { GalleryAdminItem } from '@/shared/schemas/gallery';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { useDeletePhoto } from '../api/delete-photo';

interface DeletePhotoDialogProps {
  /** The photo asked about; null when closed. */
  item: GalleryAdminItem | null;
  onClose: () => void;
  /** Where focus goes on close: the row's delete button, or something else once the row is gone. */
  returnFocus: (deleted: boolean) => HTMLElement | null;
}

/**
 * Deleting removes the photo and every size of it for good, so it is asked once more, with the
 * gentler alternative named. It lives outside the list, so it outlasts the row it deletes.
 */
export function DeletePhotoDialog({ item, onClose, returnFocus }: DeletePhotoDialogProps) {
  const remove = useDeletePhoto();
  const [deleted, setDeleted] = useState(false);

  async function onConfirm(photo: GalleryAdminItem) {
    try {
      await remove.mutateAsync(photo.id);
    } catch {
      return;
    }
    toast.success('Photo deleted', { description: photo.caption });
    setDeleted(true);
    onClose();
  }

  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      onOpenAutoFocus={() => setDeleted(false)}
      onCloseAutoFocus={(event) => {
        const target = returnFocus(deleted);
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      title="Delete this photo?"
      description={
        item && <>“{item.caption}” and every size made from it are removed for good. To take it off the public gallery but keep it, unpublish it instead.</>
      }
      confirmLabel={remove.isPending ? 'Deleting...' : 'Delete photo'}
      onConfirm={() => item && void onConfirm(item)}
      busy={remove.isPending}
    >
      {item && <img src={item.src} srcSet={item.srcset} sizes="28rem" width={item.width} height={item.height} alt="" className="mt-4 aspect-[4/3] w-full rounded-lg object-cover" />}
    </ConfirmDialog>
  );
}
