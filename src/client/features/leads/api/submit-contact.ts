import { useMutation } from '@tanstack/react-query';
import { zLeadReceived, type ContactFormSubmission, type LeadReceived } from '@/shared/schemas/leads';
import { api } from '@/client/lib/api-client';

/** The contact page's enquiry: a lead from the contact form. */
export function submitContact(values: ContactFormSubmission): Promise<LeadReceived> {
  return api.post('/api/leads', { ...values, source: 'contact' }, zLeadReceived);
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact, meta: { errorMessage: 'Could not send the contact form', errorToast: false } });
}
