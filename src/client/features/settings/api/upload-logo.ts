import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zCompanySettings, type CompanySettings } from '@/shared/schemas/settings';
import { api, GENERIC_ERROR_MESSAGE } from '@/client/lib/api-client';
import { uploadRefusal } from '@/client/lib/upload-refusal';
import { settingsSaved } from './update-settings';

export function uploadLogo(file: File): Promise<CompanySettings> {
  const form = new FormData();
  form.append('file', file);
  return api.upload('/api/settings/logo', form, zCompanySettings);
}

/** Admins: the new logo has a new URL, so every page shows it at once. */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadLogo, meta: { errorMessage: 'Could not upload the logo', errorDescription: (error) => uploadRefusal(error) ?? GENERIC_ERROR_MESSAGE }, onSuccess: (saved) => settingsSaved(queryClient, saved) });
}
