import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useReturnFocus } from '@/client/lib/return-focus';
import type { ShownPhoto } from './diary-photos';

interface DiaryLightboxProps {
  photos: ShownPhoto[];
  /** The photo shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The thumbnail that opened it, focused again on close (Safari does not focus a clicked button). */
  opener?: () => HTMLElement | null;
}

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/25 transition-colors hover:bg-white/20 [&_svg]:size-5';

/**
 * One site photo at a time over the page. Radix keeps focus inside, closes on Escape and puts
 * focus back on the thumbnail that opened it; the arrow keys and buttons move between photos,
 * newest first (round from the last to the first). The entry's words name the dialog.
 */
export function DiaryLightbox({ photos, index, onIndexChange, onClose, opener }: DiaryLightboxProps) {
  const photo = index === null ? undefined : photos[index];
  const count = photos.length;
  const focus = useReturnFocus({
    onCloseAutoFocus(event) {
      const element = opener?.();
      if (!element) return;
      event.preventDefault();
      element.focus();
    },
  });
  const move = (step: number) => {
    if (index !== null) onIndexChange((index + step + count) % count);
  };

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    }
  }

  return (
    <DialogPrimitive.Root open={photo !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/95 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content onKeyDown={onKeyDown} {...focus} className="fixed inset-0 z-50 flex flex-col text-white outline-none data-[state=open]:animate-fade-in">
          {photo && (
            <>
              <div className="flex items-center justify-between gap-4 px-4 pt-4 sm:px-6">
                <p className="text-sm font-medium text-white/85 tabular-nums">
                  Photo {index! + 1} of {count}
                </p>
                <DialogPrimitive.Close className={roundButton} aria-label="Close">
                  <X aria-hidden="true" />
                </DialogPrimitive.Close>
              </div>
              <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 py-4 sm:px-20">
                <img
                  key={photo.id}
                  src={photo.url}
                  width={photo.width}
                  height={photo.height}
                  alt={photo.alt}
                  decoding="async"
                  className="max-h-full w-auto max-w-full rounded-lg object-contain shadow-2xl"
                />
                {count > 1 && (
                  <>
                    <button type="button" onClick={() => move(-1)} aria-label="Previous photo" className={`${roundButton} absolute top-1/2 left-2 -translate-y-1/2 sm:left-5`}>
                      <ChevronLeft aria-hidden="true" />
                    </button>
                    <button type="button" onClick={() => move(1)} aria-label="Next photo" className={`${roundButton} absolute top-1/2 right-2 -translate-y-1/2 sm:right-5`}>
                      <ChevronRight aria-hidden="true" />
                    </button>
                  </>
                )}
              </div>
              <div className="mx-auto w-full max-w-3xl px-4 pb-6 text-center sm:px-6">
                <p className="text-xs font-semibold tracking-wide text-white/75 uppercase">
                  {photo.stageTitle} · {photo.dateLabel}
                </p>
                <DialogPrimitive.Title className="mt-1 line-clamp-3 text-base leading-relaxed font-medium break-words whitespace-pre-line sm:text-lg">{photo.alt}</DialogPrimitive.Title>
                {photo.originalUrl && (
                  <a href={photo.originalUrl} download className="mt-2 inline-block text-sm text-white/85 underline underline-offset-4 hover:text-white">
                    Download the original (team only; it keeps the camera's details, location included)
                  </a>
                )}
                <DialogPrimitive.Description className="sr-only">Use the left and right arrow keys to move between photos, and Escape to close.</DialogPrimitive.Description>
                <p aria-live="polite" aria-atomic="true" className="sr-only">
                  Photo {index! + 1} of {count}: {photo.alt}
                </p>
              </div>
            </>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
