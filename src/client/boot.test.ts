// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The boot script wires itself up when loaded, as the page's only script does.
async function loadBoot() {
  vi.resetModules();
  await import('./boot');
}

function hydrate() {
  document.documentElement.dataset.hydrated = 'true';
  window.dispatchEvent(new Event('arbour:hydrated'));
}

beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
});

afterEach(() => {
  // The listeners of one test's boot must not see the next test's page.
  hydrate();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  // A boot still fetching ahead stops, as if the visitor interacted.
  window.dispatchEvent(new Event('pointermove'));
  document.head.innerHTML = '';
});

describe('the boot script before the page has hydrated', () => {
  it('holds a button press and presses it again once the app has hydrated', async () => {
    document.body.innerHTML = '<button type="button">Open</button>';
    await loadBoot();
    const button = document.querySelector('button')!;
    const presses: boolean[] = [];
    button.addEventListener('click', () => presses.push(document.documentElement.dataset.hydrated === 'true'));

    button.click();
    expect(presses).toEqual([]);
    hydrate();
    expect(presses).toEqual([true]);
  });

  it('changes to a tab pressed before hydration the way tabs change, on mousedown', async () => {
    document.body.innerHTML = '<div role="tablist"><button type="button" role="tab">Payments</button></div>';
    await loadBoot();
    const tab = document.querySelector('button')!;
    const seen: string[] = [];
    for (const type of ['mousedown', 'click']) tab.addEventListener(type, () => seen.push(type));

    tab.click();
    hydrate();
    expect(seen).toEqual(['mousedown']);
  });

  it('never lets a form submit as a plain form', async () => {
    document.body.innerHTML = '<form method="post"><input name="email" /></form>';
    await loadBoot();
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
  });

  it('leaves links and native disclosures to the browser', async () => {
    document.body.innerHTML = '<a href="#faq">FAQ</a><details><summary>Question</summary>Answer</details>';
    await loadBoot();
    for (const element of [document.querySelector('a')!, document.querySelector('summary')!]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      element.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
  });

  it('hands the app what was typed, as a change it sees after hydrating', async () => {
    document.body.innerHTML = '<input id="name" />';
    await loadBoot();
    const input = document.querySelector<HTMLInputElement>('#name')!;
    input.value = 'Early Bird';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // Hydration may reset a field to its default; the visitor's text comes back.
    input.value = '';
    const seen: string[] = [];
    input.addEventListener('input', () => seen.push(input.value));
    hydrate();
    expect(input.value).toBe('Early Bird');
    expect(seen).toEqual(['Early Bird']);
  });

  it("replays a radio group's last choice, not its first", async () => {
    document.body.innerHTML = ['a', 'b'].map((v) => `<input type="radio" name="slot" value="${v}" />`).join('');
    await loadBoot();
    const [a, b] = document.querySelectorAll<HTMLInputElement>('input');
    for (const radio of [a!, b!, a!]) {
      radio.checked = true;
      radio.dispatchEvent(new Event('change', { bubbles: true }));
    }
    hydrate();
    expect(a!.checked).toBe(true);
    expect(b!.checked).toBe(false);
  });

  it('hands over a value filled in without an event (autofill), read just before hydrating', async () => {
    document.body.innerHTML = '<input id="email" value="" />';
    await loadBoot();
    const input = document.querySelector<HTMLInputElement>('#email')!;
    input.value = 'saved@example.com';
    window.dispatchEvent(new Event('arbour:hydrating'));
    input.value = '';
    hydrate();
    expect(input.value).toBe('saved@example.com');
  });
});

describe('the boot script fetching the app ahead', () => {
  const PAGE = '<script type="module" src="/assets/boot.js" data-app="/assets/index.js" data-prefetch="/assets/index.js /assets/react.js /assets/dashboard.js"></script>';
  const EIGHT_FILES = ['index', 'react', 'router', 'query', 'layout', 'dashboard', 'view', 'tabs'].map((name) => `/assets/${name}.js`);
  const prefetched = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

  /** The browser's idle moments, run when the test says. */
  function holdIdle(): () => void {
    const waiting: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => waiting.push(callback));
    return () => waiting.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
  }

  it("fetches the entry and the page's chunks into the cache, as prefetches that run nothing, only once the page has loaded and the browser is idle", async () => {
    document.body.innerHTML = PAGE;
    const idle = holdIdle();
    await loadBoot();
    idle();
    expect(prefetched()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    expect(prefetched()).toEqual([]);
    idle();
    expect(prefetched()).toEqual(['/assets/index.js', '/assets/react.js', '/assets/dashboard.js']);
    expect(document.querySelectorAll('head script')).toHaveLength(0);
  });

  it('fetches nothing ahead for a visitor who asked to save data', async () => {
    document.body.innerHTML = PAGE;
    const idle = holdIdle();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      await loadBoot();
      window.dispatchEvent(new Event('load'));
      idle();
      expect(prefetched()).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('asks for a few files at each idle moment, so no task of its own is long', async () => {
    document.body.innerHTML = `<script type="module" src="/assets/boot.js" data-app="/assets/index.js" data-prefetch="${EIGHT_FILES.join(' ')}"></script>`;
    const idle = holdIdle();
    await loadBoot();
    window.dispatchEvent(new Event('load'));
    idle();
    expect(prefetched()).toEqual(EIGHT_FILES.slice(0, 6));
    idle();
    expect(prefetched()).toEqual(EIGHT_FILES);
  });

  describe('once everything fetched ahead has arrived', () => {
    // No entry to import here (jsdom cannot run one): the app starting shows as the boot script no longer listening for a sign of interest.
    const page = `<script type="module" src="/assets/boot.js" data-app="" data-prefetch="${EIGHT_FILES.join(' ')}"></script>`;
    const SESSION_HINT = '<meta name="arbour-session" content="present" />';
    const links = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];

    async function fetchAhead(): Promise<ReturnType<typeof vi.spyOn>> {
      const idle = holdIdle();
      await loadBoot();
      const stoppedListening = vi.spyOn(window, 'removeEventListener');
      window.dispatchEvent(new Event('load'));
      idle();
      // Some of the files have arrived, one of them failing: not yet.
      for (const link of links().slice(0, 5)) link.dispatchEvent(new Event('load'));
      links()[5]!.dispatchEvent(new Event('error'));
      idle();
      expect(stoppedListening).not.toHaveBeenCalledWith('pointerdown', expect.anything(), true);
      for (const link of links().slice(6)) link.dispatchEvent(new Event('load'));
      return stoppedListening;
    }

    afterEach(() => vi.restoreAllMocks());

    it("starts the app on a signed-in visitor's page, without waiting for a sign of interest", async () => {
      document.head.innerHTML = SESSION_HINT;
      document.body.innerHTML = page;
      const stoppedListening = await fetchAhead();
      expect(links()).toHaveLength(8);
      expect(stoppedListening).toHaveBeenCalledWith('pointerdown', expect.anything(), true);
    });

    it('leaves a public page as it is until the visitor shows interest', async () => {
      document.body.innerHTML = page;
      const stoppedListening = await fetchAhead();
      expect(stoppedListening).not.toHaveBeenCalledWith('pointerdown', expect.anything(), true);
    });
  });

  it("asks for no more once the visitor interacts: the app's import fetches what it still needs itself", async () => {
    // No entry to import here (jsdom cannot run one).
    document.body.innerHTML = `<script type="module" src="/assets/boot.js" data-app="" data-prefetch="${EIGHT_FILES.join(' ')}"></script>`;
    const idle = holdIdle();
    await loadBoot();
    window.dispatchEvent(new Event('load'));
    idle();
    window.dispatchEvent(new Event('pointermove'));
    idle();
    expect(prefetched()).toEqual(EIGHT_FILES.slice(0, 6));
  });
});
