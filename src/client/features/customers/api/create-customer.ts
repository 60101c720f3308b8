import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zCreatedCustomer, type CreateCustomer, type CreatedCustomer } from '@/shared/schemas/customers';
import { api } from '@/client/lib/api-client';

export function createCustomer(input: CreateCustomer): Promise<CreatedCustomer> {
  return api.post('/api/customers', input, zCreatedCustomer);
}

/** Staff add a customer; every customer list (and the onboarding overview) refreshes. */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['customers'] }), queryClient.invalidateQueries({ queryKey: ['onboarding-overview'] })]),
  });
}
