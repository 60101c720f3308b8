// JavaScript and CSS each route loads before any interaction, from the build's manifest (gzip, as served).
// Usage: npm run build, then `node --import tsx scripts/bundle-sizes.ts [clientDir] [--verbose]`.
// The benchmark imports bundleSizes() / routeBundleSizes() and reports the same figures.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BOOT_ENTRY, chunkFiles, entryKey, readManifest, staticClosure } from '../src/server/lib/vite-manifest';
import { isAnonymousRenderedPath, isSignedInRenderedPath, PUBLIC_PAGE_PATHS } from '../src/shared/site-pages';

export interface RouteBudget {
  name: string;
  /** What a visitor opens; for the table only. */
  path: string;
  /**
   * Source modules fetched at start-up besides the entry: the route's page, the layout that
   * guards it, and anything the shell imports lazily but unconditionally on first load.
   */
  modules: string[];
  budgetKb: number;
  /**
   * Rendered on the server (src/client/entry-server.tsx): before interaction the page loads only
   * the boot script, which fetches the app on the visitor's first interaction (src/client/boot.ts).
   */
  serverRendered?: boolean;
}

export interface RouteBundleSize extends RouteBudget {
  files: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  withinBudget: boolean;
}

/** One row of the budget table, in the shape the benchmark reports. */
export interface BundleSizeRow {
  route: string;
  jsGzipKB: number;
  cssGzipKB: number;
}

/** Issue 8's budgets: a public page's JavaScript before interaction, and the portal's first load. */
export const PUBLIC_BUDGET_KB = 90;
export const PORTAL_BUDGET_KB = 170;

const AUTH_LAYOUT = 'src/client/app/layouts/require-auth-layout.tsx';
const STAFF_LAYOUT = 'src/client/app/layouts/require-staff-layout.tsx';
const ROUTER_FILE = 'src/client/app/router.tsx';
const CUSTOMER_DASHBOARD = 'src/client/app/dashboard/customer-dashboard-page.tsx';
const STAFF_DASHBOARD = 'src/client/app/dashboard/staff-dashboard-page.tsx';

/**
 * What loads lazily but unasked on first load, so counts as before interaction: on every page the
 * toaster (root-layout.tsx) and, after the load event, the service worker's registration (main.tsx);
 * on /dashboard the customer's view.
 */
const PUBLIC_RENDERED = new Set<string>(PUBLIC_PAGE_PATHS);
const EVERY_PAGE = ['src/client/components/ui/toaster.tsx', 'src/client/lib/pwa/register-service-worker.ts'];

/**
 * Every page of the router with the layouts that guard it. Read from the router's own table, so a
 * page added there is measured without anyone remembering to list it: portal pages sit behind the
 * sign-in layout, staff pages behind the staff one as well.
 */
export function routerPages(routerFile = ROUTER_FILE): RouteBudget[] {
  const source = readFileSync(routerFile, 'utf8');
  const pattern = /(?:path: '([^']+)'|index: true),\s*\.\.\.page\(\(\) => import\('@\/client\/routes\/(public|portal|staff)\/([\w-]+)'\)\)/g;
  const pages = [...source.matchAll(pattern)].map(([, route, area, name]): RouteBudget => {
    const layouts = area === 'public' ? [] : area === 'portal' ? [AUTH_LAYOUT] : [AUTH_LAYOUT, STAFF_LAYOUT];
    const page = `src/client/routes/${area}/${name}.tsx`;
    // The index route has no path of its own: it is the home page.
    const fullPath = `/${route ?? ''}`;
    const modules = [...EVERY_PAGE, ...layouts, page];
    // The catch-all (the not-found page) is rendered on the server for a visitor with no session.
    const serverRendered = PUBLIC_RENDERED.has(fullPath) || isSignedInRenderedPath(fullPath) || isAnonymousRenderedPath(fullPath.replace(':token', 'token')) || fullPath === '/*';
    // The admin pages sit on public paths but are staff screens: signed in, the portal's budget.
    const budgetKb = area === 'public' && !fullPath.endsWith('/admin') ? PUBLIC_BUDGET_KB : PORTAL_BUDGET_KB;
    return { name: fullPath, path: fullPath, modules: serverRendered ? [BOOT_ENTRY] : modules, budgetKb, serverRendered };
  });
  // Staff get /dashboard rendered on the server as customers do: the boot script alone before interaction.
  const staffDashboard = { name: '/dashboard (staff)', path: '/dashboard (staff)', modules: [BOOT_ENTRY], budgetKb: PORTAL_BUDGET_KB, serverRendered: true };
  // What the dashboard's first interaction then fetches (the app, the page and the role's view), for
  // the record: the download a tap waits for on a slow phone. Not a budget: nothing loads it before.
  const dashboardApp = [CUSTOMER_DASHBOARD, STAFF_DASHBOARD].map((view, i) => ({
    name: `/dashboard (${i === 0 ? 'customer' : 'staff'} app, on first interaction)`,
    path: `/dashboard (${i === 0 ? 'customer' : 'staff'} app, on first interaction)`,
    modules: [...EVERY_PAGE, AUTH_LAYOUT, 'src/client/routes/portal/dashboard.tsx', view],
    budgetKb: Number.POSITIVE_INFINITY,
  }));
  return [...pages, staffDashboard, ...dashboardApp];
}

/** The pages the budgets name: the public home page and the portal's first screen, with two more public pages. */
export const ROUTE_BUDGETS: RouteBudget[] = [
  { name: 'home', path: '/', modules: [BOOT_ENTRY], budgetKb: PUBLIC_BUDGET_KB, serverRendered: true },
  { name: 'pricing', path: '/pricing', modules: [BOOT_ENTRY], budgetKb: PUBLIC_BUDGET_KB, serverRendered: true },
  { name: 'configurator', path: '/configurator', modules: [BOOT_ENTRY], budgetKb: PUBLIC_BUDGET_KB, serverRendered: true },
  { name: 'portal (dashboard)', path: '/dashboard', modules: [BOOT_ENTRY], budgetKb: PORTAL_BUDGET_KB, serverRendered: true },
];

/** Kilobytes as the budgets count them (1 KB = 1000 bytes, as Vite reports). */
export const kb = (bytes: number) => bytes / 1000;

export function routeBundleSizes(clientDir = 'dist/client', budgets: RouteBudget[] = ROUTE_BUDGETS): RouteBundleSize[] {
  const manifest = readManifest(clientDir);
  const entry = entryKey(manifest);
  const gzipCache = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(clientDir, file))).length;
      gzipCache.set(file, size);
    }
    return size;
  };

  return budgets.map((budget) => {
    // A module absent from the manifest was renamed or folded into another chunk: say so, don't guess.
    for (const module of budget.modules) {
      if (!manifest[module]) throw new Error(`${budget.name}: ${module} is not a chunk of this build`);
    }
    const { js, css: ownCss } = chunkFiles(manifest, staticClosure(manifest, budget.serverRendered ? budget.modules : [entry, ...budget.modules]));
    // A server-rendered page still links the app's stylesheet from index.html.
    const css = budget.serverRendered ? [...new Set([...chunkFiles(manifest, [entry]).css, ...ownCss])] : ownCss;
    const jsGzipBytes = js.reduce((sum, file) => sum + gzipSize(file), 0);
    return {
      ...budget,
      files: js,
      jsGzipBytes,
      cssGzipBytes: css.reduce((sum, file) => sum + gzipSize(file), 0),
      withinBudget: kb(jsGzipBytes) <= budget.budgetKb,
    };
  });
}

/** Every public and portal route's JavaScript and CSS before interaction, in KB gzip to one decimal. */
export function bundleSizes(clientDir = 'dist/client'): BundleSizeRow[] {
  return routeBundleSizes(clientDir, routerPages()).map((r) => ({
    route: r.path,
    jsGzipKB: round1(kb(r.jsGzipBytes)),
    cssGzipKB: round1(kb(r.cssGzipBytes)),
  }));
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function formatTable(rows: RouteBundleSize[]): string {
  const lines = rows.map((r) =>
    [r.path.padEnd(32), `${kb(r.jsGzipBytes).toFixed(1)} KB`.padStart(10), (Number.isFinite(r.budgetKb) ? `${r.budgetKb} KB` : '—').padStart(8), `${kb(r.cssGzipBytes).toFixed(1)} KB`.padStart(9), String(r.files.length).padStart(6), r.withinBudget ? 'ok' : 'OVER'].join('  '),
  );
  const header = ['route'.padEnd(32), 'JS (gzip)'.padStart(10), 'budget'.padStart(8), 'CSS'.padStart(9), 'chunks'.padStart(6), ''].join('  ');
  return [header, ...lines].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const rows = routeBundleSizes(args.find((a) => !a.startsWith('--')) ?? 'dist/client', routerPages());
  console.log(formatTable(rows));
  if (args.includes('--verbose')) for (const r of rows) console.log(`\n${r.path}:\n  ${r.files.join('\n  ')}`);
  process.exitCode = rows.every((r) => r.withinBudget) ? 0 : 1;
}
