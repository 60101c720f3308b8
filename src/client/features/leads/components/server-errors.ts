import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';

/**
 * The sentence for the alert above a lead form, once the API's field messages are beside their
 * inputs (`placed` of them): the server's own words when it sent some.
 */
export function failureMessage(error: unknown, placed: number): string {
  if (!isApiError(error) || error.status === 404 || error.status >= 500) return GENERIC_ERROR_MESSAGE;
  return placed > 0 ? 'Please check the highlighted fields.' : error.message;
}
