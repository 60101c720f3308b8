import { PhotoLightbox, type PhotoLightboxProps } from '@/client/components/ui/photo-lightbox';
import type { ShownPhoto } from './diary-photos';

interface DiaryLightboxProps extends Omit<PhotoLightboxProps, 'photos' | 'captionClassName'> {
  photos: ShownPhoto[];
}

/**
 * The site diary's photos in the shared lightbox, newest first: each with its stage and day above
 * the entry's words (clamped, as an entry may be long), and for the team the original's download.
 */
export function DiaryLightbox({ photos, ...props }: DiaryLightboxProps) {
  const shown = photos.map((photo) => ({
    id: photo.id,
    src: photo.url,
    width: photo.width,
    height: photo.height,
    caption: photo.alt,
    eyebrow: `${photo.stageTitle} · ${photo.dateLabel}`,
    extra: photo.originalUrl ? (
      <a href={photo.originalUrl} download className="mt-2 inline-block text-sm text-white/85 underline underline-offset-4 hover:text-white">
        Download the original (team only; it keeps the camera's details, location included)
      </a>
    ) : undefined,
  }));
  return <PhotoLightbox photos={shown} captionClassName="line-clamp-3 break-words whitespace-pre-line" {...props} />;
}
