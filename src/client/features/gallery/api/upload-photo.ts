import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zGalleryAdminItem, type GalleryAdminItem, type GalleryUploadFields } from '@/shared/schemas/gallery';
import { api, GENERIC_ERROR_MESSAGE } from '@/client/lib/api-client';
import { uploadRefusal } from '@/client/lib/upload-refusal';
import { galleryQueryKey } from './get-gallery';

export function uploadPhoto({ file, fields }: { file: File; fields: GalleryUploadFields }): Promise<GalleryAdminItem> {
  const form = new FormData();
  form.append('caption', fields.caption);
  form.append('category', fields.category);
  form.append('file', file);
  return api.upload('/api/gallery', form, zGalleryAdminItem);
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadPhoto, meta: { errorMessage: 'Could not upload the photo', errorDescription: (error) => uploadRefusal(error) ?? GENERIC_ERROR_MESSAGE }, onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueryKey }) });
}
