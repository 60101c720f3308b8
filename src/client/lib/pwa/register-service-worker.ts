import { watchServiceWorkerUpdates } from './service-worker-updates';
import { showUpdateToast } from './update-toast';

/**
 * Loaded after the page has loaded, in production builds only (src/client/main.tsx): the worker
 * caches the built files, which the dev server does not have.
 */
export function registerServiceWorker(): void {
  watchServiceWorkerUpdates({
    container: navigator.serviceWorker,
    document,
    onUpdateReady: showUpdateToast,
    reload: () => window.location.reload(),
  }).catch((error: unknown) => {
    // The site works without it; say why for whoever looks at the console.
    console.warn('Service worker registration failed', error);
  });
}
