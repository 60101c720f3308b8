import { z } from 'zod';
import { PRODUCT_TYPES } from '../constants/operations';

/** Photos are filed under the product they show, so the gallery filters like the menu does. */
export const zGalleryCategory = z.enum(PRODUCT_TYPES, 'Choose Garden Room, Home Office or Studio');
export type GalleryCategory = z.infer<typeof zGalleryCategory>;

export const MAX_GALLERY_CAPTION_LENGTH = 200;
/** A photo from a phone is a few MB; the server also keeps to its own upload limit. */
export const MAX_GALLERY_PHOTO_BYTES = 20 * 1024 * 1024;
/** What the browser's file picker offers; the server checks the bytes whatever the name says. */
export const GALLERY_ACCEPT = '.jpg,.jpeg,.png,.webp,.avif,image/jpeg,image/png,image/webp,image/avif';

/**
 * The caption is the photo's alternative text and is read out in the lightbox, so a photo
 * always has one.
 */
const zCaption = z
  .string('Write a caption')
  .trim()
  .min(1, 'Write a caption: it describes the photo to people who cannot see it')
  .max(MAX_GALLERY_CAPTION_LENGTH, `Keep the caption to ${MAX_GALLERY_CAPTION_LENGTH} characters`);

/** The text fields sent with an upload (multipart, so strings). */
export const zGalleryUploadFields = z.object({ caption: zCaption, category: zGalleryCategory });
export type GalleryUploadFields = z.infer<typeof zGalleryUploadFields>;

/** PATCH /api/gallery/{id}: any of these. `position` is the 0-based place in the whole list; the others move up or down to make room. */
export const zGalleryItemPatch = z
  .object({
    caption: zCaption.optional(),
    category: zGalleryCategory.optional(),
    position: z.number('Enter a position').int('Use a whole number').min(0, 'At least 0').max(100_000).optional(),
    isPublished: z.boolean().optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), 'Send at least one change');
export type GalleryItemPatch = z.infer<typeof zGalleryItemPatch>;

export const zGalleryQuery = z.object({ category: zGalleryCategory.optional() });

/** A photo as the public page shows it: `srcset` lists the WebP sizes made on upload; width and height keep the layout still while it loads. */
export const zGalleryPhoto = z.object({
  id: z.string(),
  src: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  caption: z.string(),
  category: zGalleryCategory,
});
export type GalleryPhoto = z.infer<typeof zGalleryPhoto>;

export const zGalleryList = z.object({ items: z.array(zGalleryPhoto) });
export type GalleryList = z.infer<typeof zGalleryList>;

/** Staff also see where a photo stands and whether the public sees it. */
export const zGalleryAdminItem = zGalleryPhoto.extend({
  position: z.number().int(),
  isPublished: z.boolean(),
  createdAt: z.string(),
});
export type GalleryAdminItem = z.infer<typeof zGalleryAdminItem>;

/** `maxUploadBytes` lets the page refuse a too-large photo before sending it. */
export const zGalleryAdminList = z.object({ items: z.array(zGalleryAdminItem), maxUploadBytes: z.number().int() });
export type GalleryAdminList = z.infer<typeof zGalleryAdminList>;
