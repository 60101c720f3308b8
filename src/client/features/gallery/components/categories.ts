import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from '@/shared/constants/operations';
import type { GalleryCategory } from '@/shared/schemas/gallery';

/** The filter's words, plural as in the site's Products menu. */
export const CATEGORY_FILTER_LABELS: Record<GalleryCategory, string> = {
  garden_room: 'Garden Rooms',
  home_office: 'Home Offices',
  studio: 'Studios',
};

export const CATEGORY_LABELS: Record<GalleryCategory, string> = PRODUCT_TYPE_LABELS;
export const CATEGORIES: readonly GalleryCategory[] = PRODUCT_TYPES;

export function isCategory(value: string | null): value is GalleryCategory {
  return value !== null && (CATEGORIES as readonly string[]).includes(value);
}
