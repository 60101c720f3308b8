import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zOnboardingState, type ConfirmDetails, type OnboardingProjectInput, type OnboardingState } from '@/shared/schemas/onboarding';
import { api, isApiError } from '@/client/lib/api-client';
import { meQueryKey } from '@/client/lib/auth/get-me';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';

const onboardingKey = ['onboarding'] as const;

export function getOnboarding(signal?: AbortSignal): Promise<OnboardingState> {
  return api.get('/api/onboarding', zOnboardingState, signal);
}

export function onboardingQueryOptions() {
  return queryOptions({ queryKey: onboardingKey, queryFn: ({ signal }) => getOnboarding(signal) });
}

/** The signed-in customer's details, project and which steps are done. */
export function useOnboarding() {
  return useQuery(onboardingQueryOptions());
}

/** Step 1: the header shows the new name at once (the user query). */
export function useConfirmDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmDetails) => api.patch('/api/me/details', input, zOnboardingState),
    meta: { errorMessage: 'Could not save your details', errorToast: false },
    onSuccess: (state) => {
      queryClient.setQueryData(onboardingKey, state);
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

/** Step 2: the dashboard's project follows the new address and building, and the activity feed shows the customer's note. */
export function useConfirmProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OnboardingProjectInput) => api.patch('/api/onboarding/project', input, zOnboardingState),
    meta: { errorMessage: 'Could not save the project details', errorToast: false },
    onSuccess: (state) => {
      queryClient.setQueryData(onboardingKey, state);
      return state.project ? invalidateKeys(queryClient, [queryKeys.projects.detail(state.project.id), queryKeys.activity.all]) : undefined;
    },
    // Confirmed meanwhile (in another tab): the step reloads to show the confirmed details.
    onError: (error) => (isApiError(error, 409) ? queryClient.invalidateQueries({ queryKey: onboardingKey }) : undefined),
  });
}
