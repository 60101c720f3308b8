import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';

/** The server's own message when it sent one ("with the server message"). */
export function errorText(error: unknown): string {
  return isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE;
}
