import { MutationCache, type Mutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { GENERIC_ERROR_MESSAGE, isApiError } from './api-client';

/**
 * What a failed action tells the user, set as a mutation's `meta`. The mutation cache then logs
 * the failure once and shows it as one toast: `errorMessage` is the title and the server's
 * message (or the generic line) its description. A mutation without this meta reports its own
 * failures, so a component that still catches and toasts never shows two. A type alias, not an
 * interface: it meets Register's Record<string, unknown> without an index signature, so a
 * misspelt key fails the typecheck.
 */
export type MutationErrorMeta = {
  /** The toast's title, e.g. "Could not delete the task"; a function reads the error or what was sent. */
  errorMessage?: string | ((error: Error, variables: unknown) => string);
  /** Replaces the server's message under the title; null shows the title alone. */
  errorDescription?: string | null | ((error: Error) => string);
  /** false: the form shows the failure itself (on its fields, or in its own words) and no toast is wanted. */
  errorToast?: false;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationErrorMeta;
  }
}

/** The server's own message when it sent one, otherwise the generic line. */
export function describeError(error: unknown): string {
  return isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE;
}

/** A failed mutation that declares its error meta is logged once here and, unless it shows the failure itself, toasted once. */
export function showMutationError(error: Error, variables: unknown, mutation: Pick<Mutation<unknown, unknown, unknown>, 'meta' | 'options'>): void {
  const meta = mutation.meta;
  if (!meta || (meta.errorMessage === undefined && meta.errorToast === undefined)) return;
  const { errorMessage, errorDescription } = meta;
  const title = typeof errorMessage === 'function' ? errorMessage(error, variables) : errorMessage;
  console.warn('A change failed:', title ?? mutation.options.mutationKey, isApiError(error) ? error.message : error);
  if (meta.errorToast === false) return;
  if (title === undefined) return;
  const description = errorDescription === undefined ? describeError(error) : typeof errorDescription === 'function' ? errorDescription(error) : errorDescription;
  if (description === null) toast.error(title);
  else toast.error(title, { description });
}

export function createMutationCache(): MutationCache {
  return new MutationCache({ onError: (error, variables, _onMutateResult, mutation) => showMutationError(error, variables, mutation) });
}
