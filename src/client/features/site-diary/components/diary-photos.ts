import { STAGE_STEPS } from '@/shared/constants/stages';
import type { DiaryEntry, DiaryPhoto } from '@/shared/schemas/site-diary';
import { formatLongDate } from '@/client/lib/format';

/** A photo with what the lightbox says about it: the entry's words, stage and day. */
export interface ShownPhoto extends DiaryPhoto {
  entryId: string;
  alt: string;
  stageTitle: string;
  dateLabel: string;
}

/** Every photo of the diary in one list, newest entry first and each entry's photos in order. */
export function photosOf(entries: DiaryEntry[]): ShownPhoto[] {
  return entries.flatMap((entry) =>
    entry.photos.map((photo, i) => ({
      ...photo,
      entryId: entry.id,
      alt: entry.photos.length > 1 ? `${entry.body} (photo ${i + 1} of ${entry.photos.length})` : entry.body,
      stageTitle: STAGE_STEPS[entry.stage].title,
      dateLabel: formatLongDate(entry.createdAt) ?? '',
    })),
  );
}
