import { useMutation } from '@tanstack/react-query';
import type { Configuration, QuoteContact } from '@/shared/schemas/configurator';
import { api } from '@/client/lib/api-client';

export interface QuoteRequestInput extends QuoteContact {
  configuration: Configuration;
}

/** A quote request is a lead from the configurator, carrying the buyer's choices for staff to price and follow up. */
export function requestQuote({ configuration, ...contact }: QuoteRequestInput): Promise<unknown> {
  return api.post('/api/leads', { ...contact, source: 'configurator', configuration });
}

export function useRequestQuote() {
  return useMutation({ mutationFn: requestQuote });
}
