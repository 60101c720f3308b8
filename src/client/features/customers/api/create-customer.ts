import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zCreatedCustomer, type CreateCustomer, type CreatedCustomer } from '@/shared/schemas/customers';
import { api } from '@/client/lib/api-client';
import { invalidateKeys, queryKeys } from '@/client/lib/query-keys';
import { onboardingOverviewQueryKey } from './get-onboarding-overview';

export function createCustomer(input: CreateCustomer): Promise<CreatedCustomer> {
  return api.post('/api/customers', input, zCreatedCustomer);
}

/** Staff add a customer (with a project); every customer list, the onboarding overview, the activity feed and the dashboard's project count refresh. */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    meta: { errorMessage: 'Could not create the customer', errorToast: false },
    onSuccess: () => invalidateKeys(queryClient, [queryKeys.customers.all, onboardingOverviewQueryKey, queryKeys.activity.all, queryKeys.staffDashboard.stats]),
  });
}
