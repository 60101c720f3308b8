import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';

export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE;
}
