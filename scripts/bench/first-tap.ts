// The first tap in `npm run bench`: on a throttled phone, how long a portal page rendered on the
// server takes to answer the visitor's first tap. Lighthouse stops at load, so it never sees the
// app code a server-rendered page fetches when first touched; this drives Chromium through
// Playwright and times it.
import { chromium as playwright, type Browser, type Page } from 'playwright';
import { launchChromium } from './chromium';
import { BENCH_TIME_ZONE, type PageVisitor } from './pages';

export interface FirstTapRow {
  route: string;
  as: PageVisitor;
  /** What was tapped, e.g. "tab Payments". */
  action: string;
  /** The median run: from the tap's pointerdown to the first frame showing the page's answer. */
  ms: number;
}

export interface FirstTapRun {
  route: string;
  as: PageVisitor;
  /** pointerdown → the first animation frame after the answer is in the DOM. */
  ms: number;
  /** pointerdown → the answer in the DOM (the tab selected, its panel shown). */
  domMs: number;
  /** JavaScript fetched between the tap and the answer, as transferred (KB). */
  scriptKBAfterTap: number;
  /** JavaScript the page had fetched before the tap (KB): the boot script, and whatever the page fetched while idle. */
  scriptKBBeforeTap: number;
  /** The screen's height: the phone's, or taller when the tab sat below its fold. */
  viewportHeight: number;
  /** Tap → the app starting to hydrate, and → done ('arbour:hydrating' / 'arbour:hydrated'); null if the page had hydrated before the tap. */
  hydrationStartMs: number | null;
  hydratedMs: number | null;
  /** What the page fetched between the tap and the answer: "path start→end" in ms from the tap. */
  fetchedAfterTap: string[];
}

/** Issue 21: the customer dashboard's first tab switch answers within 300 ms on the throttled phone. */
export const FIRST_TAP_TARGETS: { route: string; as: PageVisitor; maxMs: number }[] = [{ route: '/dashboard', as: 'customer', maxMs: 300 }];

/**
 * Chrome DevTools' "Slow 4G" preset, as CDP's Network.emulateNetworkConditions takes it (bytes a
 * second, milliseconds). DevTools defines it in front_end/core/sdk/NetworkManager.ts
 * (Slow4GConditions, the former "Fast 3G", renamed for crbug.com/342406608): download
 * 1.6 Mbit/s × 0.9, upload 750 kbit/s × 0.9, latency 150 ms × 3.75 (its 150 ms round trip scaled as
 * DevTools does for request latency). Lighthouse's mobile throttling is the same link.
 */
export const SLOW_4G = { offline: false, latency: 150 * 3.75, downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((750 * 1000) / 8) * 0.9 };
/** Emulation.setCPUThrottlingRate: the main thread runs four times slower, Lighthouse's mobile default. */
export const CPU_SLOWDOWN = 4;

interface TapTarget {
  route: string;
  as: Exclude<PageVisitor, 'anonymous'>;
  /** The accessible name of the tab tapped. */
  tab: string;
  viewport: { width: number; height: number; deviceScaleFactor: number };
}

const TAPS: TapTarget[] = [
  // Lighthouse's phone (a Moto G Power): 412 × 823 CSS pixels at 1.75.
  { route: '/dashboard', as: 'customer', tab: 'Payments', viewport: { width: 412, height: 823, deviceScaleFactor: 1.75 } },
  // Below 768 px the staff dashboard swaps its tab list for a <select>; staff on the move carry a
  // tablet, so theirs is measured at a tablet's width with the tab list showing.
  { route: '/dashboard', as: 'staff', tab: 'My Tasks', viewport: { width: 800, height: 1280, deviceScaleFactor: 2 } },
];

/** How long a throttled page may take to load, settle or answer before the run counts as failed. */
const STEP_TIMEOUT_MS = 90_000;

/**
 * Each run has a browser context of its own (an empty cache, new connections, as on a first
 * visit), signed in with its session cookie and the `tz` cookie, so the page is rendered on the
 * server. A run that fails is left out of the median and named in `failures`.
 */
export async function benchFirstTap(opts: {
  base: string;
  cookies: { customer: string; staff: string };
  runs: number;
  chromium: string;
}): Promise<{ rows: FirstTapRow[]; runs: FirstTapRun[]; failures: string[] }> {
  const chrome = await launchChromium(opts.chromium);
  let browser: Browser | undefined;
  const rows: FirstTapRow[] = [];
  const runs: FirstTapRun[] = [];
  const failures: string[] = [];
  try {
    browser = await playwright.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    for (const target of TAPS) {
      const measured: FirstTapRun[] = [];
      let lastError: unknown;
      for (let i = 0; i < opts.runs; i++) {
        console.log(`[first tap] ${target.route} as ${target.as}, tab ${target.tab}, run ${i + 1} of ${opts.runs}…`);
        try {
          measured.push(await tapOnce(browser, opts.base, opts.cookies[target.as], target));
        } catch (error) {
          lastError = error;
        }
      }
      runs.push(...measured);
      if (measured.length) {
        const sorted = [...measured].sort((a, b) => a.ms - b.ms);
        rows.push({ route: target.route, as: target.as, action: `tab ${target.tab}`, ms: sorted[Math.floor(sorted.length / 2)]!.ms });
      }
      if (measured.length < opts.runs) failures.push(`${target.route} as ${target.as}: ${opts.runs - measured.length} of ${opts.runs} runs failed (${String(lastError)})`);
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await chrome.close();
  }
  return { rows, runs, failures };
}

async function tapOnce(browser: Browser, base: string, cookieHeader: string, target: TapTarget): Promise<FirstTapRun> {
  const { width, height, deviceScaleFactor } = target.viewport;
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor });
  try {
    await context.addCookies(browserCookies(base, cookieHeader));
    const page = await context.newPage();
    // The browser keeps 250 resource timings by default: a page that fetches its app ahead has used
    // them up before the tap, and what was fetched after it (`fetchedAfterTap`, `scriptKBAfterTap`)
    // would go unrecorded.
    await page.addInitScript('performance.setResourceTimingBufferSize(2000)');
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const network = trackRequests(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    await page.goto(`${base}${target.route}`, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
    const where = new URL(page.url()).pathname;
    if (where !== target.route) throw new Error(`${target.route} as ${target.as} ended at ${where}, not the page`);
    if ((await page.locator('#root[data-ssr]').count()) !== 1) throw new Error(`${target.route} as ${target.as} was not rendered on the server (no #root[data-ssr])`);

    const tab = page.getByRole('tab', { name: target.tab, exact: true });
    const atLoad = await tab.boundingBox();
    if (!atLoad) throw new Error(`${target.route} as ${target.as}: no visible tab "${target.tab}"`);
    // The tap must be the visitor's first sign: scrolling to the tab would start the app's download
    // (src/client/boot.ts counts a scroll as interest) before the tap. So a tab below the fold is
    // brought into view by a taller screen instead (resizing is no sign of interest).
    if (atLoad.y + atLoad.height > height) await page.setViewportSize({ width, height: Math.ceil(atLoad.y + atLoad.height + 40) });

    // A person reads before tapping: the page has loaded, the browser has been idle, nothing has
    // been on the network for a second (what the page fetches when idle has arrived; longer than
    // the link's latency, so a chain of requests is not mistaken for quiet), and idle again.
    await idle(page);
    await network.quiet(QUIET_MS, STEP_TIMEOUT_MS);
    await idle(page);

    const box = await tab.boundingBox();
    if (!box) throw new Error(`${target.route} as ${target.as}: the tab "${target.tab}" went away before the tap`);
    if ((await page.evaluate(() => window.scrollY)) !== 0) throw new Error(`${target.route} as ${target.as}: the page scrolled before the tap`);
    if ((await tab.getAttribute('aria-selected')) === 'true') throw new Error(`${target.route} as ${target.as}: the tab "${target.tab}" is already selected`);

    await page.evaluate(`(${WATCH_FOR_ANSWER})(${JSON.stringify({ tabName: target.tab, timeoutMs: STEP_TIMEOUT_MS })})`);
    // A real pointer: Playwright moves the mouse there and presses and releases it, through the browser's input pipeline.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const answer = await page.evaluate(() => (window as unknown as { __benchFirstTap: Promise<Omit<FirstTapRun, 'route' | 'as' | 'viewportHeight'>> }).__benchFirstTap);
    return { route: target.route, as: target.as, ...answer, viewportHeight: page.viewportSize()?.height ?? height };
  } finally {
    await context.close();
  }
}

/** How long the network must have been quiet before the tap. */
const QUIET_MS = 1_000;

/**
 * The page's requests in flight, counted from its creation. Playwright's own 'networkidle' is a
 * one-time event of the navigation: it may pass before the page's idle-time fetches begin.
 */
function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = performance.now();
  const started = () => {
    inFlight++;
    lastChange = performance.now();
  };
  const ended = () => {
    inFlight--;
    lastChange = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs: number, timeoutMs: number): Promise<void> {
      const giveUp = performance.now() + timeoutMs;
      while (inFlight > 0 || performance.now() - lastChange < quietMs) {
        if (performance.now() > giveUp) throw new Error(`the network was not quiet for ${quietMs} ms within ${timeoutMs / 1000} s (${inFlight} requests in flight)`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/** Resolves at the browser's next idle period (requestIdleCallback), or after 10 s of none. */
async function idle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })));
}

/**
 * Runs in the page before the tap: notes when the tap's pointerdown arrives, and resolves
 * `window.__benchFirstTap` at the first animation frame after the tab is selected and its panel
 * shown, with the JavaScript fetched before and after the tap. Plain JavaScript in a string, as
 * the TypeScript loader would otherwise add helpers of its own that the page has not got.
 */
const WATCH_FOR_ANSWER = `({ tabName, timeoutMs }) => {
  let downAt;
  let hydratingAt;
  let hydratedAt;
  // Written by src/client/main.tsx around hydration (the names are boot.ts's HYDRATING_EVENT and HYDRATED_EVENT).
  window.addEventListener('arbour:hydrating', () => { hydratingAt ??= performance.now(); }, { once: true });
  window.addEventListener('arbour:hydrated', () => { hydratedAt ??= performance.now(); }, { once: true });
  const since = (at, tapped) => (at === undefined ? null : Math.round(at - tapped));
  const scriptKB = (from, to) =>
    Math.round(
      performance
        .getEntriesByType('resource')
        .filter((e) => /\\.m?js$/.test(new URL(e.name).pathname) && e.startTime >= from && e.startTime < to)
        .reduce((sum, e) => sum + e.transferSize, 0) / 102.4,
    ) / 10;
  const answered = () => {
    const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent.trim() === tabName);
    if (!tab || tab.getAttribute('aria-selected') !== 'true') return false;
    const panel = document.getElementById(tab.getAttribute('aria-controls') || '');
    return !!panel && !panel.hidden && panel.checkVisibility();
  };
  window.__benchFirstTap = new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (downAt === undefined || !answered()) return;
      const tapped = downAt;
      observer.disconnect();
      clearTimeout(giveUp);
      const inDom = performance.now();
      requestAnimationFrame(() => {
        const painted = performance.now();
        resolve({
          ms: Math.round(painted - tapped),
          domMs: Math.round(inDom - tapped),
          scriptKBAfterTap: scriptKB(tapped, painted + 1),
          scriptKBBeforeTap: scriptKB(0, tapped),
          hydrationStartMs: since(hydratingAt, tapped),
          hydratedMs: since(hydratedAt, tapped),
          fetchedAfterTap: performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime >= tapped && e.startTime <= painted)
            .map((e) => new URL(e.name).pathname + new URL(e.name).search + ' ' + Math.round(e.startTime - tapped) + '→' + Math.round(e.responseEnd - tapped)),
        });
      });
    });
    const giveUp = setTimeout(() => {
      observer.disconnect();
      reject(new Error('the tab "' + tabName + '" did not answer within ' + timeoutMs / 1000 + ' s of the tap' + (downAt === undefined ? ' (no pointerdown arrived)' : '')));
    }, timeoutMs);
    window.addEventListener('pointerdown', (event) => { downAt ??= event.timeStamp; }, { capture: true, once: true });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
}`;

/**
 * The session cookies the bench's sign-in returned (`a=1; b=2`), and the `tz` cookie, as the
 * browser would hold them. In production the session cookie is `__Secure-` prefixed, so it must be
 * marked Secure; Chromium keeps and sends Secure cookies to http://localhost, a secure context.
 */
function browserCookies(base: string, header: string) {
  const { hostname } = new URL(base);
  const session = header
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      const name = part.slice(0, at);
      return { name, value: part.slice(at + 1), secure: name.startsWith('__Secure-') || name.startsWith('__Host-'), httpOnly: true };
    });
  return [...session, { name: 'tz', value: encodeURIComponent(BENCH_TIME_ZONE), secure: false, httpOnly: false }].map((cookie) => ({
    ...cookie,
    domain: hostname,
    path: '/',
    sameSite: 'Lax' as const,
  }));
}
