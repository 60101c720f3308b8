/** Business constants: a new version is looked for every 30 minutes, and whenever the tab is shown again. */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;

/** The message the worker answers by activating at once (the calls the product makes). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

export interface ServiceWorkerUpdateOptions {
  container: ServiceWorkerContainer;
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  scriptUrl?: string;
  /** A new version is installed and waiting; `apply` switches to it and reloads. */
  onUpdateReady: (apply: () => void) => void;
  reload: () => void;
}

/**
 * Registers the worker and watches for a new version. A worker that installs while another
 * already controls the page is a new version: it waits (the page keeps running the code it
 * loaded) until the person chooses to update. The very first install is not an update.
 * Returns a function that stops the checks.
 */
export async function watchServiceWorkerUpdates(options: ServiceWorkerUpdateOptions): Promise<() => void> {
  const { container, document, onUpdateReady, reload } = options;
  const registration = await container.register(options.scriptUrl ?? '/service-worker.js', { scope: '/', updateViaCache: 'none' });

  // Offline or the server restarting: the next check will try again.
  const check = () => void registration.update().catch(() => undefined);
  const interval = setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);

  let announced: ServiceWorker | null = null;
  const announce = (worker: ServiceWorker | null) => {
    if (!worker || worker === announced || !container.controller) return;
    announced = worker;
    onUpdateReady(() => activate(worker));
  };

  let reloading = false;
  const activate = (worker: ServiceWorker) => {
    // Reload only once the new worker controls the page, so the reload gets the new version.
    container.addEventListener('controllerchange', () => {
      if (reloading) return;
      reloading = true;
      reload();
    });
    worker.postMessage(SKIP_WAITING_MESSAGE);
  };

  // A version that finished installing during an earlier visit and is still waiting.
  announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') announce(installing);
    });
  });

  return () => {
    clearInterval(interval);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
