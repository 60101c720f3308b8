// Page throughput in `npm run bench`: whole HTML pages from the server, under the same load as the
// API scenarios, each as a fraction of the health ceiling measured in the same run.
import { run } from './autocannon-run';
import type { BenchOptions } from './options';

export type PageVisitor = 'anonymous' | 'customer' | 'staff';

export interface PageRow {
  route: string;
  as: PageVisitor;
  /** Whole pages a second: the answers of the run over its length. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** `rps` over the `health` scenario's in the same run. */
  ratioToCeiling: number;
}

export interface PageTarget {
  route: string;
  as: PageVisitor;
  minRatioToCeiling: number;
  maxP99Ms?: number;
}

/** Issue 21's targets, as fractions of the health ceiling measured in the same run. */
export const PAGE_TARGETS: PageTarget[] = [
  { route: '/', as: 'anonymous', minRatioToCeiling: 0.5 },
  { route: '/pricing', as: 'anonymous', minRatioToCeiling: 0.5 },
  { route: '/dashboard', as: 'customer', minRatioToCeiling: 0.05, maxP99Ms: 100 },
  { route: '/dashboard', as: 'staff', minRatioToCeiling: 0.025 },
];

/**
 * The time zone a signed-in visitor's browser has reported (public/theme-init.js sets the `tz`
 * cookie on every page). Without it the server leaves a signed-in page to the browser, so the
 * bench sends it to have the page really rendered.
 */
export const BENCH_TIME_ZONE = 'Europe/London';

interface PageScenario {
  route: string;
  as: PageVisitor;
  headers: Record<string, string>;
}

/** How the page cache says it answered (src/server/lib/page-cache.ts): `hit`, `miss`, or absent for a page it does not keep. */
const PAGE_CACHE_HEADER = 'x-page-cache';

/** The markup the server writes around a page it rendered (docs/architecture.md, "Pages rendered on the server"). */
const RENDERED_ROOT = /<div id="root"[^>]*\sdata-ssr[\s=>]/;

/**
 * A query the page ignores, new on every request: the page cache keys a copy by its address, so
 * each request is a page rendered, never the signed-in visitor's own copy kept from the last one.
 */
const FRESH_PARAM = 'bench-render';

/**
 * What Chromium sends. Every browser asks for a compressed answer, and the server keeps each page
 * compressed (brotli and gzip) beside the plain copy, so this is what a visitor's page costs the server. The same rows
 * are measured without it too (as wrk and autocannon ask by default), in details.json.
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export function pageScenarios(cookies: { customer: string; staff: string }, compressed = true): PageScenario[] {
  const visitor = (as: PageVisitor): Record<string, string> => {
    const headers: Record<string, string> = { accept: 'text/html', ...(compressed ? { 'accept-encoding': BROWSER_ACCEPT_ENCODING } : {}) };
    if (as !== 'anonymous') headers.cookie = `${cookies[as]}; tz=${encodeURIComponent(BENCH_TIME_ZONE)}`;
    return headers;
  };
  return PAGE_TARGETS.map(({ route, as }) => ({ route, as, headers: visitor(as) }));
}

const signedIn = (scenario: PageScenario) => scenario.as !== 'anonymous';

let freshCount = 0;
const freshPath = (route: string) => `${route}?${FRESH_PARAM}=${++freshCount}`;

/**
 * Asks for the page once and refuses to load it unless the answer is the page itself (no
 * redirect) rendered on the server: a page the browser would render costs the server almost
 * nothing, and measuring that would flatter the figure. Returns how the page cache answered.
 */
async function checkRendered(base: string, scenario: PageScenario, path: string): Promise<string> {
  // fetch() undoes the compression, so the markup is checked as the browser would read it.
  const res = await fetch(`${base}${path}`, { headers: scenario.headers, redirect: 'manual' });
  const body = await res.text();
  const what = `${path} as ${scenario.as}`;
  if (res.status !== 200) throw new Error(`page bench: ${what} answered ${res.status}${res.headers.get('location') ? ` (to ${res.headers.get('location')})` : ''}, not the page`);
  if (!RENDERED_ROOT.test(body)) {
    throw new Error(`page bench: ${what} was not rendered on the server (no <div id="root" data-ssr> in its HTML), so its throughput would measure an empty shell. The answer began: ${body.slice(0, 300)}`);
  }
  return res.headers.get(PAGE_CACHE_HEADER) ?? 'not kept';
}

/** The autocannon request for a row: at the page's address, or at a new one each time. */
function request(scenario: PageScenario, fresh: boolean) {
  return {
    method: 'GET' as const,
    path: scenario.route,
    headers: scenario.headers,
    ...(fresh ? { setupRequest: (req: { path?: string }) => ({ ...req, path: freshPath(scenario.route) }) } : {}),
  };
}

/** A couple of seconds of every page at once, not counted, so the first page measured is not the one that pays for V8's compiling. */
async function warmUpPages(base: string, scenarios: PageScenario[], connections: number): Promise<void> {
  const requests = [...scenarios.map((s) => request(s, false)), ...scenarios.filter(signedIn).map((s) => request(s, true))];
  await run({ url: base, connections, duration: 2, requests }, 'page warm-up');
}

/**
 * A pause before each row. The row before may leave work behind (a signed-in page rendered at a new
 * address is compressed for the page cache off the event loop, and the collector follows a run of
 * renders), and on a machine with few cores that work would be charged to the next row.
 */
const SETTLE_MS = 1_000;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

type RowKind = 'kept' | 'rendered' | 'uncompressed';

async function load(base: string, scenario: PageScenario, kind: RowKind, options: Pick<BenchOptions, 'connections' | 'durationS'>, ceilingRps: number): Promise<PageRow> {
  const label = `page ${scenario.route} as ${scenario.as}${kind === 'rendered' ? ', rendered for each request' : kind === 'uncompressed' ? ', uncompressed' : ''}`;
  await settle();
  const f = await run({ url: base, connections: options.connections, duration: options.durationS, requests: [request(scenario, kind === 'rendered')] }, label);
  // Counted over the whole run rather than averaged per second (as the API rows are): a page can
  // take longer than a second under load, and a run of a few seconds then has empty seconds.
  const rps = Math.round((f.requests / options.durationS) * 10) / 10;
  if (f.requests < options.connections) console.warn(`${label}: only ${f.requests} answers in ${options.durationS} s; the figure rests on very few`);
  return { route: scenario.route, as: scenario.as, rps, p50Ms: f.p50Ms, p99Ms: f.p99Ms, ratioToCeiling: ratio(rps, ceilingRps) };
}

export interface PagesResult {
  /**
   * Issue 21's rows: each page asked for again and again at its address, as a browser asks. A
   * visitor's public page comes from the copy every visitor shares; a signed-in page from that
   * visitor's own copy, kept until anything in the company's data changes.
   */
  rows: PageRow[];
  /** How the page cache answered each row once warm (`hit` for every row of `rows`). */
  cache: Record<string, string>;
  /** The signed-in rows at a new address for every request: each one rendered, its nine or so reads made. */
  renderedRows: PageRow[];
  /** `rows` asked for without compression, as wrk and autocannon do by default. */
  uncompressedRows: PageRow[];
}

export async function benchPages(opts: {
  base: string;
  cookies: { customer: string; staff: string };
  ceilingRps: number;
  options: Pick<BenchOptions, 'connections' | 'durationS'>;
  log: (line: string) => void;
}): Promise<PagesResult> {
  const scenarios = pageScenarios(opts.cookies);
  for (const scenario of scenarios) {
    await checkRendered(opts.base, scenario, scenario.route);
    if (signedIn(scenario)) await checkRendered(opts.base, scenario, freshPath(scenario.route));
  }
  await warmUpPages(opts.base, scenarios, opts.options.connections);
  const cache: Record<string, string> = {};
  for (const scenario of scenarios) {
    cache[`${scenario.route} as ${scenario.as}`] = await checkRendered(opts.base, scenario, scenario.route);
    if (signedIn(scenario) && (await checkRendered(opts.base, scenario, freshPath(scenario.route))) === 'hit') {
      throw new Error(`page bench: ${scenario.route} as ${scenario.as} at a new address came from the page cache, so its row would not measure a render`);
    }
  }
  const rows: PageRow[] = [];
  for (const scenario of scenarios) {
    opts.log(`page ${scenario.route} as ${scenario.as}…`);
    rows.push(await load(opts.base, scenario, 'kept', opts.options, opts.ceilingRps));
  }
  const renderedRows: PageRow[] = [];
  for (const scenario of scenarios.filter(signedIn)) {
    opts.log(`page ${scenario.route} as ${scenario.as}, rendered for each request…`);
    renderedRows.push(await load(opts.base, scenario, 'rendered', opts.options, opts.ceilingRps));
  }
  const uncompressedRows: PageRow[] = [];
  for (const scenario of pageScenarios(opts.cookies, false)) {
    opts.log(`page ${scenario.route} as ${scenario.as}, uncompressed…`);
    uncompressedRows.push(await load(opts.base, scenario, 'uncompressed', opts.options, opts.ceilingRps));
  }
  return { rows, cache, renderedRows, uncompressedRows };
}

/** Three places, as a customer dashboard's 0.004 of today must not read as 0. */
function ratio(rps: number, ceiling: number): number {
  return Math.round((rps / ceiling) * 1000) / 1000;
}

/** Each row beside its target: met or missed (printed; a miss does not fail the run). */
export function judgePages(rows: PageRow[]): (PageRow & { target: string; met: boolean })[] {
  return rows.map((row) => {
    const target = PAGE_TARGETS.find((t) => t.route === row.route && t.as === row.as);
    if (!target) return { ...row, target: '', met: true };
    const met = row.ratioToCeiling >= target.minRatioToCeiling && (target.maxP99Ms === undefined || row.p99Ms <= target.maxP99Ms);
    const text = `≥ ${target.minRatioToCeiling} of ceiling${target.maxP99Ms === undefined ? '' : `, p99 ≤ ${target.maxP99Ms} ms`}`;
    return { ...row, target: text, met };
  });
}
