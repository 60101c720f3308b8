import { queryOptions, useQuery } from '@tanstack/react-query';
import { zGalleryList, type GalleryPhoto } from '@/shared/schemas/gallery';
import { api } from '@/client/lib/api-client';

/** Every gallery query starts with this, so a change by staff refreshes the public page and the admin list alike. */
export const galleryQueryKey = ['gallery'] as const;

export async function getGallery(signal?: AbortSignal): Promise<GalleryPhoto[]> {
  return (await api.get('/api/gallery', zGalleryList, signal)).items;
}

/** All published photos at once: the filter narrows them on the page, without a request per chip. */
export function galleryQueryOptions() {
  return queryOptions({ queryKey: [...galleryQueryKey, 'public'], queryFn: ({ signal }) => getGallery(signal) });
}

export function useGallery() {
  return useQuery(galleryQueryOptions());
}
