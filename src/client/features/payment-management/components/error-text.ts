import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';

/** The server's own message (ApiError.message) when it sent one. */
export function errorText(error: unknown): string {
  return isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE;
}
