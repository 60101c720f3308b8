import { isApiError } from './api-client';

/** Answers whose message tells the person what to change about the file (too large, wrong type, empty, a field). */
const EXPLAINED_STATUSES = [400, 413, 415];

/** The server's reason for refusing an upload when it is one the person can act on; otherwise undefined. */
export function uploadRefusal(error: unknown): string | undefined {
  return isApiError(error) && EXPLAINED_STATUSES.includes(error.status) ? error.message : undefined;
}
