import { useMutation } from '@tanstack/react-query';
import type { Configuration } from '@/shared/schemas/configurator';
import type { ContactFormSubmission } from '@/shared/schemas/leads';
import { api } from '@/client/lib/api-client';

export interface QuoteRequestInput extends ContactFormSubmission {
  configuration: Configuration;
}

/** A quote request is a lead from the configurator, carrying the buyer's choices for staff to price and follow up. */
export function requestQuote({ configuration, website, ...contact }: QuoteRequestInput): Promise<unknown> {
  // The bot trap travels only when something filled it in.
  return api.post('/api/leads', { ...contact, ...(website ? { website } : {}), source: 'configurator', configuration });
}

export function useRequestQuote() {
  return useMutation({ mutationFn: requestQuote, meta: { errorMessage: 'Could not request the quote', errorToast: false } });
}
