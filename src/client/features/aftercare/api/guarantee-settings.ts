import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zGuaranteeSettings, type GuaranteeSettings } from '@/shared/schemas/aftercare';
import { api } from '@/client/lib/api-client';
import { invalidateKeys } from '@/client/lib/query-keys';
import { aftercareQueryKey } from './get-aftercare';

// Under aftercare's own root: each key root belongs to one feature (query-keys.test.ts).
const guaranteeSettingsKey = ['aftercare', 'guarantee-settings'] as const;

export function guaranteeSettingsQueryOptions() {
  return queryOptions({ queryKey: guaranteeSettingsKey, queryFn: ({ signal }) => api.get('/api/settings/guarantees', zGuaranteeSettings, signal) });
}

/** Staff: the company's guarantee periods in years. */
export function useGuaranteeSettings() {
  return useQuery(guaranteeSettingsQueryOptions());
}

/** Admins: set them; every completed project's end dates follow. */
export function useSaveGuaranteeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: GuaranteeSettings) => api.put('/api/settings/guarantees', settings, zGuaranteeSettings),
    meta: { errorMessage: 'Could not save the guarantee periods' },
    onSuccess: () => invalidateKeys(queryClient, [guaranteeSettingsKey, aftercareQueryKey]),
  });
}
