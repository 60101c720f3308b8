import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the field messages of an API answer (`{ error: { code, message, fields } }`) on the
 * form's own fields, so each shows beside its input, and focuses the first one placed (unless
 * `focus` is false). Only the fields named are touched, in their order. Answers how many it
 * placed: when none, the caller shows the answer's message for the form as a whole.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
  { focus = true }: { focus?: boolean } = {},
): number {
  if (!isApiError(error) || !error.fields) return 0;
  let placed = 0;
  for (const name of names) {
    const message = error.fields[name]?.[0];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: focus && placed === 0 });
    placed += 1;
  }
  return placed;
}
