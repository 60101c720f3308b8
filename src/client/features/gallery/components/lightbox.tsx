import type { GalleryPhoto } from '@/shared/schemas/gallery';
import { PhotoLightbox, type PhotoLightboxProps } from '@/client/components/ui/photo-lightbox';
import { CATEGORY_LABELS } from './categories';

interface LightboxProps extends Omit<PhotoLightboxProps, 'photos' | 'captionClassName'> {
  photos: GalleryPhoto[];
}

/** The gallery's photos in the shared lightbox: each with its category above its caption, in every width the gallery made. */
export function Lightbox({ photos, ...props }: LightboxProps) {
  const shown = photos.map((photo) => ({
    id: photo.id,
    src: photo.src,
    srcSet: photo.srcset,
    width: photo.width,
    height: photo.height,
    caption: photo.caption,
    eyebrow: CATEGORY_LABELS[photo.category],
  }));
  return <PhotoLightbox photos={shown} {...props} />;
}
