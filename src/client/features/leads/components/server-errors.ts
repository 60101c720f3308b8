import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';

/**
 * The API's per-field messages put beside their inputs (the first one focused), and the
 * sentence for the alert above the form: the server's own words when it sent some.
 */
export function placeServerErrors<F extends string>(error: unknown, fields: readonly F[], setError: (field: F, message: string, focus: boolean) => void): string {
  let placed = 0;
  for (const field of fields) {
    const message = isApiError(error) ? error.fields?.[field]?.[0] : undefined;
    if (!message) continue;
    setError(field, message, placed === 0);
    placed += 1;
  }
  if (!isApiError(error) || error.status === 404 || error.status >= 500) return GENERIC_ERROR_MESSAGE;
  return placed > 0 ? 'Please check the highlighted fields.' : error.message;
}
