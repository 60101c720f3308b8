import { isRouteErrorResponse } from 'react-router';

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

/** What to tell the user about an error thrown anywhere: its message, or a generic line. */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return detail ? `${error.status} ${detail}` : String(error.status);
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return UNKNOWN_ERROR_MESSAGE;
}
