import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { galleryQueryKey } from './get-gallery';

export function deletePhoto(id: string): Promise<void> {
  return api.delete(`/api/gallery/${encodeURIComponent(id)}`);
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePhoto, meta: { errorMessage: 'Could not delete the photo' }, onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueryKey }) });
}
