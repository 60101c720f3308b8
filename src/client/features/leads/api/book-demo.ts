import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zDemoBooked, type DemoBooked, type DemoBookingSubmission } from '@/shared/schemas/leads';
import { api } from '@/client/lib/api-client';
import { demoSlotsQueryKey } from './demo-slots';

export function bookDemo(values: DemoBookingSubmission): Promise<DemoBooked> {
  return api.post('/api/demo/book', values, zDemoBooked);
}

/** Booked or refused (someone took the time first), the free times are read again. */
export function useBookDemo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bookDemo, meta: { errorMessage: 'Could not book the demo', errorToast: false }, onSettled: () => queryClient.invalidateQueries({ queryKey: demoSlotsQueryKey }) });
}
