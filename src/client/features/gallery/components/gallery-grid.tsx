import type { GalleryPhoto } from '@/shared/schemas/gallery';
import { CATEGORY_LABELS } from './categories';

/** One column on phones, two from 640 px, three from 1024 px inside the 80rem page. */
const GRID_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';
/** The photos a visitor sees without scrolling load at once; the rest as they come near. */
const EAGER_COUNT = 3;

interface GalleryGridProps {
  photos: GalleryPhoto[];
  onOpen: (index: number) => void;
}

export function GalleryGrid({ photos, onOpen }: GalleryGridProps) {
  return (
    <ul className="grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <figure>
            <button
              type="button"
              data-photo-id={photo.id}
              aria-haspopup="dialog"
              onClick={() => onOpen(index)}
              className="group block w-full overflow-hidden rounded-2xl bg-subtle shadow-sm ring-1 ring-border"
            >
              <img
                src={photo.src}
                srcSet={photo.srcset}
                sizes={GRID_SIZES}
                width={photo.width}
                height={photo.height}
                // The caption below says what it shows; the button's name says what it does.
                alt=""
                loading={index < EAGER_COUNT ? 'eager' : 'lazy'}
                decoding="async"
                className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
              />
              <span className="sr-only">View larger: {photo.caption}</span>
            </button>
            <figcaption className="mt-3">
              <span className="block text-xs font-semibold tracking-wide text-brand-ink uppercase">{CATEGORY_LABELS[photo.category]}</span>
              <span className="mt-1 block text-sm leading-relaxed text-foreground">{photo.caption}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
