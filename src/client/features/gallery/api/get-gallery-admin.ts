import { queryOptions, useQuery } from '@tanstack/react-query';
import { zGalleryAdminList, type GalleryAdminList } from '@/shared/schemas/gallery';
import { api } from '@/client/lib/api-client';
import { galleryQueryKey } from './get-gallery';

export function getGalleryAdmin(signal?: AbortSignal): Promise<GalleryAdminList> {
  return api.get('/api/gallery/admin', zGalleryAdminList, signal);
}

export function galleryAdminQueryOptions() {
  return queryOptions({ queryKey: [...galleryQueryKey, 'admin'], queryFn: ({ signal }) => getGalleryAdmin(signal) });
}

/** Staff: every photo, unpublished ones included. */
export function useGalleryAdmin() {
  return useQuery(galleryAdminQueryOptions());
}
