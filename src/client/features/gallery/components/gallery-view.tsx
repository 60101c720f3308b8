import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { GalleryCategory, GalleryPhoto } from '@/shared/schemas/gallery';
import { errorMessage } from '@/client/components/errors/error-message';
import { Alert } from '@/client/components/ui/alert';
import { useGallery } from '../api/get-gallery';
import { CATEGORIES, CATEGORY_FILTER_LABELS, isCategory } from './categories';
import { CategoryFilter } from './category-filter';
import { GalleryGrid } from './gallery-grid';
import { Lightbox } from './lightbox';

/** The public gallery: filter chips, the grid and the lightbox. The filter lives in the URL (?category=), so a filtered view can be shared and Back undoes it. */
export function GalleryView() {
  const gallery = useGallery();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('category');
  const category = isCategory(raw) ? raw : null;
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [openerId, setOpenerId] = useState<string | null>(null);

  const photos = useMemo(() => gallery.data ?? [], [gallery.data]);
  const shown = useMemo(() => (category ? photos.filter((photo) => photo.category === category) : photos), [photos, category]);

  function onFilter(next: GalleryCategory | null) {
    setOpenIndex(null);
    setSearchParams(next ? { category: next } : {}, { replace: true, preventScrollReset: true });
  }

  if (gallery.isPending) {
    return (
      <p role="status" className="text-muted">
        Loading photos...
      </p>
    );
  }
  if (gallery.isError) {
    return <Alert>We could not load the gallery. {errorMessage(gallery.error)}</Alert>;
  }

  return (
    <div className="space-y-8">
      <CategoryFilter value={category} onChange={onFilter} counts={countsOf(photos)} />
      <p role="status" className="sr-only">
        {shown.length === 1 ? '1 photo' : `${shown.length} photos`}
        {category ? ` of ${CATEGORY_FILTER_LABELS[category]}` : ''}
      </p>
      {shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border-strong bg-subtle px-6 py-10 text-center text-muted">
          {category ? `No photos of ${CATEGORY_FILTER_LABELS[category].toLowerCase()} yet. Choose All to see every photo.` : 'No photos yet. Please come back soon.'}
        </p>
      ) : (
        <GalleryGrid
          photos={shown}
          onOpen={(index) => {
            setOpenerId(shown[index]?.id ?? null);
            setOpenIndex(index);
          }}
        />
      )}
      <Lightbox
        photos={shown}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
        opener={() => (openerId ? document.querySelector<HTMLElement>(`[data-photo-id="${openerId}"]`) : null)}
      />
    </div>
  );
}

function countsOf(photos: GalleryPhoto[]): Record<GalleryCategory | 'all', number> {
  const counts = { all: photos.length } as Record<GalleryCategory | 'all', number>;
  for (const category of CATEGORIES) counts[category] = photos.filter((photo) => photo.category === category).length;
  return counts;
}
