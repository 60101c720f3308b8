import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';

/**
 * Puts the API's field messages beside their inputs (focusing the first) and returns the
 * message for the form as a whole when none of them fits a field.
 */
export function placeServerErrors<T extends FieldValues>(error: unknown, names: readonly Path<T>[], setError: UseFormSetError<T>): string | null {
  let placed = 0;
  for (const name of names) {
    const message = isApiError(error) ? error.fields?.[name]?.[0] : undefined;
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed > 0 ? null : isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE;
}

export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE;
}
