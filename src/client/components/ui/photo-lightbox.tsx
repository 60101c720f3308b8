import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useReturnFocus } from '@/client/lib/return-focus';
import { cn } from '@/client/lib/cn';

/** What the lightbox shows of one photo; each feature says how its photos read. */
export interface LightboxPhoto {
  id: string;
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
  /** The photo's words: its alt text, the dialog's title and what is announced on each move. */
  caption: string;
  /** The small line above the caption (a category, a stage and a day). */
  eyebrow: ReactNode;
  /** Below the caption (the team's download of an original, say). */
  extra?: ReactNode;
}

export interface PhotoLightboxProps {
  photos: LightboxPhoto[];
  /** The photo shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The thumbnail that opened it, to be focused again on close (Safari does not focus a clicked button, so Radix alone would lose it). */
  opener?: () => HTMLElement | null;
  /** Extra classes for the caption (a long diary entry is clamped to a few lines). */
  captionClassName?: string;
}

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/25 transition-colors hover:bg-white/20 [&_svg]:size-5';

/**
 * One photo at a time over the page. Radix keeps focus inside, closes on Escape and puts focus
 * back on the thumbnail that opened it; the left and right arrow keys and buttons move between
 * photos (round from the last to the first). The caption is the dialog's title, and a change of
 * photo is announced politely with its place in the set.
 */
export function PhotoLightbox({ photos, index, onIndexChange, onClose, opener, captionClassName }: PhotoLightboxProps) {
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
        <DialogPrimitive.Content
          onKeyDown={onKeyDown}
          {...focus}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none data-[state=open]:animate-fade-in"
        >
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
                  src={photo.src}
                  srcSet={photo.srcSet}
                  sizes={photo.srcSet ? '(min-width: 640px) calc(100vw - 10rem), 100vw' : undefined}
                  width={photo.width}
                  height={photo.height}
                  alt={photo.caption}
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
                <p className="text-xs font-semibold tracking-wide text-white/75 uppercase">{photo.eyebrow}</p>
                {/* The title names the dialog, so the caption is read out when it opens; the live region below reads each next one. */}
                <DialogPrimitive.Title className={cn('mt-1 text-base leading-relaxed font-medium sm:text-lg', captionClassName)}>{photo.caption}</DialogPrimitive.Title>
                {photo.extra}
                <DialogPrimitive.Description className="sr-only">Use the left and right arrow keys to move between photos, and Escape to close.</DialogPrimitive.Description>
                <p aria-live="polite" aria-atomic="true" className="sr-only">
                  Photo {index! + 1} of {count}: {photo.caption}
                </p>
              </div>
            </>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
