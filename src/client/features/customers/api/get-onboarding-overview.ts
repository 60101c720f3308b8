import { queryOptions, useQuery } from '@tanstack/react-query';
import { zOnboardingOverview, type OnboardingOverview } from '@/shared/schemas/onboarding';
import { api } from '@/client/lib/api-client';

export const onboardingOverviewQueryKey = ['onboarding-overview'] as const;

export function getOnboardingOverview(signal?: AbortSignal): Promise<OnboardingOverview> {
  return api.get('/api/onboarding/customers', zOnboardingOverview, signal);
}

export function onboardingOverviewQueryOptions() {
  return queryOptions({ queryKey: onboardingOverviewQueryKey, queryFn: ({ signal }) => getOnboardingOverview(signal) });
}

/** Staff: the newest customers and their steps; loaded when the workflow dialog opens. */
export function useOnboardingOverview(enabled: boolean) {
  return useQuery({ ...onboardingOverviewQueryOptions(), enabled });
}
