import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { zGalleryAdminItem, type GalleryAdminItem, type GalleryItemPatch } from '@/shared/schemas/gallery';
import { api } from '@/client/lib/api-client';
import { galleryQueryKey } from './get-gallery';

export function updatePhoto({ id, patch }: { id: string; patch: GalleryItemPatch }): Promise<GalleryAdminItem> {
  return api.patch(`/api/gallery/${encodeURIComponent(id)}`, patch, zGalleryAdminItem);
}

/** Resolves once the lists are fresh, so a moved row is in its new place when the caller puts focus back on it. */
export function useUpdatePhoto(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePhoto, meta, onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueryKey }) });
}
