import { Camera, Lock } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { STAGE_STEPS } from '@/shared/constants/stages';
import type { DiaryEntry } from '@/shared/schemas/site-diary';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { QueryState } from '@/client/components/ui/query-state';
import { formatDateTime, formatLongDate } from '@/client/lib/format';
import { useDiary } from '../api/get-diary';
import { DiaryLightbox } from './diary-lightbox';
import { photosOf, type ShownPhoto } from './diary-photos';

/** Entries the feed shows before "Show all". */
const FIRST_ENTRIES = 4;
/** Thumbnails an entry shows in the feed; the gallery below has them all. */
const ENTRY_THUMBNAILS = 4;

interface SiteDiaryCardProps {
  projectId: string;
  viewer: 'customer' | 'staff';
  /** Staff's button to post an entry, in the card's header. */
  action?: ReactNode;
}

/**
 * The site diary: the team's entries from site, newest first, each with its photos, and below
 * them every photo as a gallery. Any thumbnail opens the lightbox at that photo.
 */
export function SiteDiaryCard({ projectId, viewer, action }: SiteDiaryCardProps) {
  const diary = useDiary(projectId);
  const [showAll, setShowAll] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const thumbnails = useRef(new Map<string, HTMLButtonElement>());
  const opener = useRef<string | null>(null);

  // The same photo has a thumbnail in its entry and in the gallery: focus goes back to the one pressed.
  const show = (photos: ShownPhoto[], photo: ShownPhoto, where: string) => {
    opener.current = `${where}:${photo.id}`;
    setOpen(photos.indexOf(photo));
  };

  return (
    <SectionCard
      title="Site Diary"
      icon={Camera}
      action={action}
      description={viewer === 'customer' ? 'Progress from site, with photos, newest first' : 'Entries from site, newest first; internal ones are never shown to the customer'}
    >
      <QueryState
        query={diary}
        loading={<CardLoading>Loading the site diary...</CardLoading>}
        error="We couldn't load the site diary."
        isEmpty={(data) => data.entries.length === 0}
        empty={
          <p className="rounded-xl border border-dashed border-border-strong bg-subtle px-4 py-5 text-sm text-muted">
            {viewer === 'customer' ? 'Updates and photos from site will appear here as the work goes on.' : 'Nothing posted yet.'}
          </p>
        }
      >
        {({ entries }) => {
          const photos = photosOf(entries);
          const shown = showAll ? entries : entries.slice(0, FIRST_ENTRIES);
          const thumbnail = (photo: ShownPhoto, where: 'entry' | 'gallery', className: string) => (
            <button
              key={photo.id}
              type="button"
              ref={(element) => {
                if (element) thumbnails.current.set(`${where}:${photo.id}`, element);
                else thumbnails.current.delete(`${where}:${photo.id}`);
              }}
              onClick={() => show(photos, photo, where)}
              className={`overflow-hidden rounded-lg bg-subtle ring-1 ring-border ${className}`}
            >
              <span className="sr-only">View larger: {photo.alt}</span>
              <img src={photo.thumbnailUrl} alt="" width={photo.width} height={photo.height} loading="lazy" decoding="async" className="size-full object-cover" />
            </button>
          );
          return (
            <div className="space-y-6">
              <ol className="space-y-5">
                {shown.map((entry) => (
                  <DiaryEntryItem key={entry.id} entry={entry}>
                    {entry.photos.length > 0 && (
                      <div className="mt-3 flex flex-wrap gap-2">
                        {photos
                          .filter((photo) => photo.entryId === entry.id)
                          .slice(0, ENTRY_THUMBNAILS)
                          .map((photo) => thumbnail(photo, 'entry', 'size-20 sm:size-24'))}
                        {entry.photos.length > ENTRY_THUMBNAILS && <span className="self-center text-sm text-muted">+{entry.photos.length - ENTRY_THUMBNAILS} more below</span>}
                      </div>
                    )}
                  </DiaryEntryItem>
                ))}
              </ol>
              {entries.length > FIRST_ENTRIES && (
                <Button variant="secondary" size="sm" onClick={() => setShowAll((all) => !all)} aria-expanded={showAll}>
                  {showAll ? 'Show fewer updates' : `Show all ${entries.length} updates`}
                </Button>
              )}
              {photos.length > 0 && (
                <section aria-labelledby={`diary-gallery-${projectId}`}>
                  <h3 id={`diary-gallery-${projectId}`} className="text-sm font-semibold text-foreground">
                    Photo gallery <span className="font-normal text-muted">({photos.length})</span>
                  </h3>
                  <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
                    {photos.map((photo) => (
                      <li key={photo.id}>{thumbnail(photo, 'gallery', 'block aspect-square w-full')}</li>
                    ))}
                  </ul>
                </section>
              )}
              <DiaryLightbox
                photos={photos}
                index={open}
                onIndexChange={setOpen}
                onClose={() => setOpen(null)}
                opener={() => (opener.current ? (thumbnails.current.get(opener.current) ?? null) : null)}
              />
            </div>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}

function DiaryEntryItem({ entry, children }: { entry: DiaryEntry; children: ReactNode }) {
  return (
    <li className="border-l-2 border-border-strong pl-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{STAGE_STEPS[entry.stage].title}</Badge>
        {entry.isInternal && (
          <Badge tone="warning">
            <Lock aria-hidden="true" className="size-3" />
            Internal
          </Badge>
        )}
      </div>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-foreground">{entry.body}</p>
      <p className="mt-1 text-xs text-muted">
        {entry.authorName} ·{' '}
        <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt) ?? undefined}>
          {formatLongDate(entry.createdAt)}
        </time>
      </p>
      {children}
    </li>
  );
}
