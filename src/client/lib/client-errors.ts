// Constants and a type only: the app's entry imports this, and a zod schema defined before the entry
// sets zod's jitless mode would probe for eval, which the CSP refuses.
import { CLIENT_ERROR_LIMITS, type ClientErrorKind } from '@/shared/constants/client-errors';
import type { ClientErrorReport } from '@/shared/schemas/client-errors';

/** A page that fails in a loop sends this many reports at most, each error once. */
export const MAX_REPORTS_PER_PAGE = 10;

let sent = 0;
const seen = new Set<string>();

/** The build that ran: the hashed name of the script this module was bundled into. */
const release = new URL(import.meta.url).pathname.split('/').pop()?.slice(0, CLIENT_ERROR_LIMITS.release);

function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

/**
 * Tells the server about an error on this page (POST /api/client-errors), where the operator sees
 * it in the log and the metrics. Without the cookie (the server needs no session for it), without
 * the query string, and never more than once for the same error.
 */
export function reportClientError(kind: ClientErrorKind, error: unknown): void {
  if (sent >= MAX_REPORTS_PER_PAGE) return;
  const { message, stack } = describeError(error);
  const key = `${kind}:${message}`;
  if (seen.has(key)) return;
  seen.add(key);
  sent++;
  const report: ClientErrorReport = {
    kind,
    message: message.trim().slice(0, CLIENT_ERROR_LIMITS.message) || 'An error without a message',
    stack: stack?.slice(0, CLIENT_ERROR_LIMITS.stack),
    path: window.location.pathname.slice(0, CLIENT_ERROR_LIMITS.path),
    release,
  };
  // Plain fetch, not the API client: a report that fails is dropped, and never reported itself.
  try {
    fetch('/api/client-errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch to send it with: dropped too.
  }
}

/** For tests: a new page. */
export function forgetReportedErrors(): void {
  sent = 0;
  seen.clear();
}
