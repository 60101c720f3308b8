// bench/results.json (the fixed shape, so runs compare), bench/details.json (what the rows
// rest on), and the tables printed at the end of a run.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ApiName } from './api-scenarios';
import type { BundleRow } from './bundles';
import type { DatabaseLabel } from './database';
import type { FileBenchResult } from './files';
import { FIRST_TAP_TARGETS, type FirstTapRow, type FirstTapRun } from './first-tap';
import type { LighthouseRow } from './lighthouse';
import { judgePages, type PageRow } from './pages';
import type { WriteCheck } from './payment-write';
import type { StaffDashboardTiming } from './staff-dashboard';

export interface ApiRow {
  name: ApiName;
  database: DatabaseLabel;
  /** API requests a second; a page of several calls counts each (see details' pageLoadsPerSecond). */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  ratioToCeiling: number;
}

export interface Machine {
  cpuModel: string;
  cores: number;
  memoryGB: number;
  node: string;
  quick: boolean;
  /**
   * The 1-minute load average as the run began and ended: above the core count, other work was
   * competing for the CPU and the figures are low by about that much.
   */
  loadAverage: { start: number; end: number };
  date: string;
}

export interface BenchResults {
  machine: Machine;
  api: ApiRow[];
  bundles: { route: string; jsGzipKB: number; cssGzipKB: number }[];
  lighthouse: LighthouseRow[];
  memoryMB: Record<string, number>;
  /**
   * Whole HTML pages rendered on the server, 20 connections, each asked for again and again as a
   * browser asks (compressed answers accepted): public pages from the copy all visitors share, a
   * signed-in page from that visitor's own copy. `ratioToCeiling` against this run's health scenario.
   */
  pages: PageRow[];
  /** The signed-in rows of `pages` at a new address for every request, so each is rendered: what a page costs when the company's data has just changed. */
  pagesRendered: PageRow[];
  /** On a throttled phone, a fresh visit: from the first tap until the page answers it (the median run). */
  firstTap: FirstTapRow[];
}

export interface BenchDetails {
  pageLoadsPerSecond: Record<string, number>;
  writeCheck: Partial<Record<DatabaseLabel, WriteCheck>>;
  seeded: Record<string, number>;
  seedSeconds: Partial<Record<DatabaseLabel, number>>;
  durationS: number;
  connections: number;
  files?: FileBenchResult;
  staffDashboard?: { budgetP50Ms: number; calls: StaffDashboardTiming[] };
  profiles?: string[];
  /** Lighthouse runs that failed every attempt; their pages are missing from results.json or rest on fewer runs. */
  lighthouseFailures?: string[];
  /** How the page cache answered each row of `pages` once warm (its X-Page-Cache header). */
  pageCache?: Record<string, string>;
  /** The rows of `pages` asked for without compression, as wrk and autocannon ask by default. */
  pagesUncompressed?: PageRow[];
  /** Every first-tap run, with the JavaScript fetched before and after the tap, and the throttling used. */
  firstTap?: { throttling: { cpuSlowdown: number; network: Record<string, number | boolean> }; runs: FirstTapRun[]; failures: string[] };
}

export function machine(quick: boolean, loadAtStart: number): Machine {
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    quick,
    loadAverage: { start: round(loadAtStart), end: round(os.loadavg()[0]!) },
    date: new Date().toISOString(),
  };
}

export async function writeResults(root: string, results: BenchResults, details: BenchDetails): Promise<string[]> {
  const files: [string, unknown][] = [
    ['bench/results.json', results],
    ['bench/details.json', details],
  ];
  for (const [file, content] of files) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), `${JSON.stringify(content, null, 2)}\n`);
  }
  return files.map(([file]) => file);
}

export function printReport(results: BenchResults, details: BenchDetails, bundles: BundleRow[]) {
  const m = results.machine;
  console.log(`\n${m.cores} × ${m.cpuModel}, Node ${m.node}; load average ${m.loadAverage.start} at the start, ${m.loadAverage.end} at the end.`);
  console.log('API (rps = API requests a second; a dashboard is several of them, see "loads/s"):');
  console.table(results.api.map((r) => ({ ...r, 'loads/s': details.pageLoadsPerSecond[`${r.database}:${r.name}`] ?? r.rps })));
  for (const [database, check] of Object.entries(details.writeCheck)) {
    console.log(
      `payment-write on ${database}: ${check.items} items, ${check.confirmed} confirmed and ${check.verified} verified; ${check.inconsistent} inconsistent, ${check.replaysThatChanged} replays changed anything.`,
    );
  }
  if (details.staffDashboard) {
    console.log(`\nStaff dashboard, each call alone (budget: p50 under ${details.staffDashboard.budgetP50Ms} ms with one connection):`);
    console.table(details.staffDashboard.calls);
  }
  if (results.pages.length) {
    console.log("\nPages (20 connections, whole HTML asked for as a browser asks; a visitor's public page from the copy all share, a signed-in page from the visitor's own; ratio to the health ceiling of this run):");
    console.table(
      judgePages(results.pages).map(({ met, target, ...row }) => ({ ...row, cache: details.pageCache?.[`${row.route} as ${row.as}`] ?? '', target, met: target ? (met ? 'pass' : 'FAIL') : '' })),
    );
  }
  if (results.pagesRendered.length) {
    console.log('The signed-in pages at a new address for every request, so each is rendered (as after a change to the company\'s data):');
    console.table(results.pagesRendered);
  }
  if (details.pagesUncompressed?.length) {
    console.log('The pages asked for without compression (as wrk and autocannon do by default):');
    console.table(details.pagesUncompressed);
  }
  if (results.firstTap.length || details.firstTap?.failures.length) {
    console.log('\nFirst tap (Chromium, CPU ×4, Slow 4G, a fresh visit; pointerdown → the frame showing the answer, median run):');
    console.table(
      results.firstTap.map((row) => {
        const target = FIRST_TAP_TARGETS.find((t) => t.route === row.route && t.as === row.as);
        return { ...row, target: target ? `≤ ${target.maxMs} ms` : '', met: target ? (row.ms <= target.maxMs ? 'pass' : 'FAIL') : '' };
      }),
    );
    for (const failure of details.firstTap?.failures ?? []) console.log(`First tap: ${failure}`);
  }
  if (details.files) {
    const f = details.files;
    console.log(
      `Files (local disk): a ${f.fileMB} MB upload at ${f.uploadMBps} MB/s, download at ${f.downloadMBps} MB/s; server memory grew ${f.rssGrowthMB} MB (budget ${f.rssBudgetMB} MB; ${f.firstUploadRssGrowthMB} MB on its first upload).`,
    );
  }
  console.log('\nBundles (gzip, loaded before interaction):');
  console.table(bundles.map((b) => ({ ...b, within: b.budgetKB === undefined ? '' : b.jsGzipKB <= b.budgetKB ? 'ok' : 'OVER' })));
  if (results.lighthouse.length) {
    console.log('\nLighthouse (mobile, default throttling, median of the runs):');
    console.table(results.lighthouse);
  }
  for (const failure of details.lighthouseFailures ?? []) console.log(`Lighthouse: ${failure}`);
  console.log('Server memory (MB):', results.memoryMB);
  if (details.profiles?.length) console.log(`CPU profiles of the server (open in Chrome DevTools' Performance panel): ${details.profiles.join(', ')}`);
}
