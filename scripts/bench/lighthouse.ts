// Lighthouse on the running bench server: mobile with the default (simulated) throttling, in Debian's
// Chromium, the median of several runs per page; the dashboard signed in as the bench customer.
import lighthouse from 'lighthouse';
import { launchChromium } from './chromium';

export interface LighthouseRow {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
}

const PAGES: { route: string; signedIn: boolean }[] = [
  { route: '/', signedIn: false },
  { route: '/pricing', signedIn: false },
  { route: '/configurator', signedIn: false },
  { route: '/login', signedIn: false },
  { route: '/dashboard', signedIn: true },
];

/** Attempts per run: on a busy machine Lighthouse now and then loses its trace (NO_NAVSTART) and asks to be run again. */
const ATTEMPTS = 3;

/**
 * A page whose runs all fail is left out of `rows` and named in `failures`, so one flaky page does
 * not throw away the rest of a long bench.
 */
export async function benchLighthouse(opts: { base: string; customerCookie: string; runs: number; chromium: string }): Promise<{ rows: LighthouseRow[]; failures: string[] }> {
  const rows: LighthouseRow[] = [];
  const failures: string[] = [];
  for (const page of PAGES) {
    const runs: LighthouseRow[] = [];
    let lastError: unknown;
    for (let i = 0; i < opts.runs; i++) {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        console.log(`[lighthouse] ${page.route} run ${i + 1} of ${opts.runs}${attempt > 1 ? `, attempt ${attempt}` : ''}…`);
        try {
          runs.push(await audit(opts.chromium, `${opts.base}${page.route}`, page.route, page.signedIn ? opts.customerCookie : undefined));
          break;
        } catch (error) {
          lastError = error;
        }
      }
    }
    if (runs.length) rows.push(median(page.route, runs));
    if (runs.length < opts.runs) failures.push(`${page.route}: ${opts.runs - runs.length} of ${opts.runs} runs failed (${String(lastError)})`);
  }
  return { rows, failures };
}

/** A fresh browser each run, so no run inherits another's cache. */
async function audit(chromium: string, url: string, route: string, cookie: string | undefined): Promise<LighthouseRow> {
  const chrome = await launchChromium(chromium);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Signed in, the browser has also told the server its time zone (theme-init.js on the login page did).
      ...(cookie ? { extraHeaders: { Cookie: `${cookie}; tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}` } } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${route}: ${lhr.runtimeError.message}`);
    if (cookie && new URL(lhr.finalDisplayedUrl).pathname !== route) throw new Error(`${route} was not reached signed in (ended at ${lhr.finalDisplayedUrl})`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return { route, performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices') };
  } finally {
    await chrome.close();
  }
}

/** The run with the median performance score, as Lighthouse's own docs advise (not a mix of runs). */
function median(route: string, runs: LighthouseRow[]): LighthouseRow {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)]!, route };
}
