import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING_MESSAGE, UPDATE_CHECK_INTERVAL_MS, watchServiceWorkerUpdates } from './service-worker-updates';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  /** What the browser does when an update check finds a new script. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: object | null = {};
  registration = new FakeRegistration();
  register = vi.fn(async () => this.registration);
}

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

let container: FakeContainer;
let doc: FakeDocument;
let onUpdateReady: ReturnType<typeof vi.fn<(apply: () => void) => void>>;
let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  container = new FakeContainer();
  doc = new FakeDocument();
  onUpdateReady = vi.fn<(apply: () => void) => void>();
  reload = vi.fn<() => void>();
});
afterEach(() => vi.useRealTimers());

const watch = () =>
  watchServiceWorkerUpdates({
    container: container as unknown as ServiceWorkerContainer,
    document: doc as unknown as Document,
    onUpdateReady,
    reload,
  });

describe('watchServiceWorkerUpdates', () => {
  it('registers /service-worker.js for the whole site, bypassing the HTTP cache for the script', async () => {
    await watch();
    expect(container.register).toHaveBeenCalledWith('/service-worker.js', { scope: '/', updateViaCache: 'none' });
  });

  it('checks for a new version every 30 minutes', async () => {
    const stop = await watch();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(container.registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(container.registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(container.registration.update).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS * 3);
    expect(container.registration.update).toHaveBeenCalledTimes(2);
  });

  it('checks when the tab becomes visible, not when it is hidden', async () => {
    const stop = await watch();
    doc.show('hidden');
    expect(container.registration.update).not.toHaveBeenCalled();
    doc.show('visible');
    expect(container.registration.update).toHaveBeenCalledTimes(1);
    stop();
    doc.show('visible');
    expect(container.registration.update).toHaveBeenCalledTimes(1);
  });

  it('keeps checking after a failed check (offline)', async () => {
    container.registration.update.mockRejectedValueOnce(new Error('offline'));
    await watch();
    doc.show('visible');
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(container.registration.update).toHaveBeenCalledTimes(2);
  });

  it('announces a new version once it has installed, and applies it with skip-waiting then one reload', async () => {
    await watch();
    const next = new FakeWorker();
    container.registration.found(next);
    expect(onUpdateReady).not.toHaveBeenCalled();
    next.install();
    expect(onUpdateReady).toHaveBeenCalledTimes(1);

    const apply = onUpdateReady.mock.calls[0]![0];
    apply();
    expect(next.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    // Not before the new worker has taken over: the reload would get the old version.
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('announces a version left waiting from an earlier visit', async () => {
    container.registration.waiting = new FakeWorker();
    await watch();
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
  });

  it('says nothing about the first install, when no worker controls the page yet', async () => {
    container.controller = null;
    await watch();
    const first = new FakeWorker();
    container.registration.found(first);
    first.install();
    expect(onUpdateReady).not.toHaveBeenCalled();
  });
});
