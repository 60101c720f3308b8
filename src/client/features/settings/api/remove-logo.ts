import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zCompanySettings, type CompanySettings } from '@/shared/schemas/settings';
import { apiRequest } from '@/client/lib/api-client';
import { settingsSaved } from './update-settings';

export function removeLogo(): Promise<CompanySettings> {
  return apiRequest('/api/settings/logo', { method: 'DELETE', schema: zCompanySettings });
}

/** Admins: the site draws its fallback logo from then on. */
export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeLogo, meta: { errorMessage: 'Could not remove the logo' }, onSuccess: (saved) => settingsSaved(queryClient, saved) });
}
