import { reportClientError } from './client-errors';

let installed = false;

/** Logs, and reports to the server, errors nothing else caught (window errors and unhandled rejections). Idempotent. */
export function installGlobalErrorLogging(target: Window = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('error', (event) => {
    console.error('Unhandled error:', event.error ?? event.message);
    reportClientError('error', event.error ?? event.message);
  });
  target.addEventListener('unhandledrejection', (event) => {
    console.error('Unhandled promise rejection:', event.reason);
    reportClientError('unhandled-rejection', event.reason);
  });
}
