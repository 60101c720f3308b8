import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';

/** Puts the API's field messages beside the fields; answers the message for the form as a whole. */
export function applyServerError<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): string {
  for (const field of fields) {
    const message = isApiError(error) ? error.fields?.[field]?.[0] : undefined;
    if (message) setError(field, { type: 'server', message });
  }
  return isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE;
}

/** aria-invalid and aria-describedby for a field whose error, if any, has the id `${id}-error`. */
export function describedBy(id: string, message: string | undefined, hint?: string) {
  const ids = [hint, message ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return { id, 'aria-invalid': message ? true : undefined, 'aria-describedby': ids || undefined } as const;
}
