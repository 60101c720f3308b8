import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zPaymentReminderSettings, type PaymentReminderSettings } from '@/shared/schemas/payment-reminders';
import { api } from '@/client/lib/api-client';

export const paymentReminderSettingsQueryKey = ['settings', 'payment-reminders'] as const;

export function getPaymentReminderSettings(signal?: AbortSignal): Promise<PaymentReminderSettings> {
  return api.get('/api/settings/payment-reminders', zPaymentReminderSettings, signal);
}

export function paymentReminderSettingsQueryOptions() {
  return queryOptions({ queryKey: paymentReminderSettingsQueryKey, queryFn: ({ signal }) => getPaymentReminderSettings(signal) });
}

/** Whether customers are emailed payment reminders, and how many days before the due date the first goes. */
export function usePaymentReminderSettings() {
  return useQuery(paymentReminderSettingsQueryOptions());
}

export function updatePaymentReminderSettings(settings: PaymentReminderSettings): Promise<PaymentReminderSettings> {
  return api.put('/api/settings/payment-reminders', settings, zPaymentReminderSettings);
}

/** Admins. */
export function useUpdatePaymentReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentReminderSettings,
    meta: { errorMessage: 'Could not save the payment reminders' },
    onSuccess: (saved) => queryClient.setQueryData(paymentReminderSettingsQueryKey, saved),
  });
}
