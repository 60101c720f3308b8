import { z } from 'zod';
import { PROJECT_STAGES } from '../constants/stages';

export const MAX_DIARY_PHOTOS = 10;
export const MAX_DIARY_BODY_LENGTH = 4000;
/** A phone's photo is a few MB; the server also keeps to its own upload limit. */
export const MAX_DIARY_PHOTO_BYTES = 20 * 1024 * 1024;
/** What the browser's file picker offers; the server checks the bytes whatever the name says. */
export const DIARY_PHOTO_ACCEPT = '.jpg,.jpeg,.png,.webp,.heic,.heif,image/jpeg,image/png,image/webp,image/heic,image/heif';
/** The widths shown: a thumbnail in the feed and a large one in the lightbox, both WebP. */
export const DIARY_PHOTO_WIDTHS = { small: 480, large: 1600 } as const;

/**
 * The text fields sent with the photos (multipart, so strings). The form's resolver reads the
 * same schema with `internal` as a checkbox's boolean.
 */
export const zDiaryEntryFields = z.object({
  body: z
    .string('Write what was done')
    .trim()
    .min(1, 'Write what was done')
    .max(MAX_DIARY_BODY_LENGTH, `Keep the entry to ${MAX_DIARY_BODY_LENGTH} characters`),
  stage: z.enum(PROJECT_STAGES, 'Choose the stage'),
  internal: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((value) => value === true || value === 'true'),
});
export type DiaryEntryFields = z.input<typeof zDiaryEntryFields>;

export const zDiaryPhoto = z.object({
  id: z.uuid(),
  /** The 480 px WebP. */
  thumbnailUrl: z.string(),
  /** The 1600 px WebP (smaller photos are never enlarged). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The photo as uploaded, with its metadata; staff only (absent for the customer). */
  originalUrl: z.string().optional(),
});
export type DiaryPhoto = z.infer<typeof zDiaryPhoto>;

export const zDiaryEntry = z.object({
  id: z.uuid(),
  projectId: z.string(),
  body: z.string(),
  stage: z.enum(PROJECT_STAGES),
  isInternal: z.boolean(),
  authorName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  photos: z.array(zDiaryPhoto),
});
export type DiaryEntry = z.infer<typeof zDiaryEntry>;

export const zDiaryList = z.object({ entries: z.array(zDiaryEntry), maxPhotoBytes: z.number().int() });
export type DiaryList = z.infer<typeof zDiaryList>;
