import { useMutation, useQueryClient, type MutationMeta, type QueryClient } from '@tanstack/react-query';
import { zCompanySettings, type CompanySettings, type CompanySettingsInput } from '@/shared/schemas/settings';
import { api } from '@/client/lib/api-client';
import { companyQueryKey } from '@/client/lib/company/get-company';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';
import { settingsQueryKey } from './get-settings';

export function updateSettings(input: CompanySettingsInput): Promise<CompanySettings> {
  return api.put('/api/settings', input, zCompanySettings);
}

/** The answer is the saved settings; the public branding is read again so the header repaints without a reload. */
export function settingsSaved(queryClient: QueryClient, saved: CompanySettings): Promise<void> {
  queryClient.setQueryData(settingsQueryKey, saved);
  return queryClient.invalidateQueries({ queryKey: companyQueryKey });
}

/**
 * Admins: the whole set at once; each section sends the others as they are. A save is a line in
 * the staff activity feed, and the production capacity is what Production Status measures against.
 */
export function useUpdateSettings(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    meta,
    onSuccess: (saved) => Promise.all([settingsSaved(queryClient, saved), invalidateKeys(queryClient, [queryKeys.activity.all, queryKeys.staffDashboard.production])]),
  });
}
