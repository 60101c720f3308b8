// Everything `npm run bench` measures against one database: seed, start the server, load it, check it.
import path from 'node:path';
import { connectDatabase } from '../../src/server/db/client';
import { DEMO_PASSWORD } from '../../src/server/tenancy/demo-accounts';
import { readScenarios, runScenario, warmUp } from './api-scenarios';
import type { BenchDatabase } from './database';
import { benchFiles, type FileBenchResult } from './files';
import { benchFirstTap, type FirstTapRow, type FirstTapRun } from './first-tap';
import { benchLighthouse, type LighthouseRow } from './lighthouse';
import { benchMetricsOverhead, type MetricsOverhead } from './metrics-overhead';
import type { BenchOptions } from './options';
import { benchPages, type PageRow } from './pages';
import { runPaymentWrite, type WriteCheck } from './payment-write';
import type { ApiRow } from './report';
import { BENCH_CUSTOMER, BENCH_WRITER, seedBenchTenant } from './seed';
import { rssMB, signIn, startServer } from './server';
import { timeStaffDashboard, type StaffDashboardTiming } from './staff-dashboard';

export interface DatabaseRun {
  api: ApiRow[];
  /** Whole pages a second: a dashboard of several calls counts once. */
  loadsPerSecond: Record<string, number>;
  writeCheck: WriteCheck;
  memoryMB: { afterStart: number; afterLoad: number };
  seedSeconds: number;
  /** The server's CPU profile, when asked for with --profile. */
  profileDir?: string;
  files?: FileBenchResult;
  staffDashboard?: StaffDashboardTiming[];
  lighthouse?: LighthouseRow[];
  lighthouseFailures?: string[];
  /** Whole pages rendered on the server (the first database only). */
  pages?: PageRow[];
  /** Each page's X-Page-Cache once warm. */
  pageCache?: Record<string, string>;
  /** The signed-in pages rendered for each request. */
  pagesRendered?: PageRow[];
  /** The pages asked for without compression. */
  pagesUncompressed?: PageRow[];
  firstTap?: { rows: FirstTapRow[]; runs: FirstTapRun[]; failures: string[] };
  /** The customer dashboard with metrics on against off, in turns (the first database only). */
  metricsOverhead?: MetricsOverhead;
}

/**
 * `browser`, given for the first database only: the parts measured once per bench (pages and the
 * first tap always; files, per-call timings and Lighthouse when the options ask for them), in the
 * Chromium found there.
 */
export async function runOnDatabase(database: BenchDatabase, options: BenchOptions, browser: { chromium: string | undefined } | null): Promise<DatabaseRun> {
  const extras = browser ? options.extras : null;
  if (browser && !browser.chromium) throw new Error("The first-tap measurement and Lighthouse need Chromium: install Debian's chromium package or set CHROME_PATH.");
  const handle = connectDatabase(database.url, { max: 4 });
  try {
    const seedStart = performance.now();
    console.log(`[${database.label}] seeding ${options.projects.toLocaleString('en-GB')} projects, ${options.staffData.payments.toLocaleString('en-GB')} payments, ${options.staffData.activity.toLocaleString('en-GB')} activity rows…`);
    const tenant = await seedBenchTenant(handle.db, options);
    const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
    // Kept in bench/profiles (not the run's temporary folder), to open in Chrome's DevTools afterwards.
    const profileDir = options.profile ? path.resolve(import.meta.dirname, '../../bench/profiles', database.label) : undefined;
    const server = await startServer({
      databaseUrl: database.appUrl,
      migrationDatabaseUrl: database.url,
      dataDir: database.dataDir,
      nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    });
    let run: Omit<DatabaseRun, 'profileDir'>;
    try {
      const memoryAfterStart = rssMB(server.pid);
      const customerCookie = await signIn(server.base, BENCH_CUSTOMER.email, BENCH_CUSTOMER.password);
      const writerCookie = await signIn(server.base, BENCH_WRITER.email, BENCH_WRITER.password);
      const staffCookie = await signIn(server.base, 'staff@example.com', DEMO_PASSWORD);
      // Before the load, so the memory baseline is the idle server's.
      const files = extras ? await benchFiles({ base: server.base, cookie: customerCookie, projectId: tenant.projectId, serverPid: server.pid }) : undefined;

      const figures: (Omit<ApiRow, 'ratioToCeiling'> & { loadsPerSecond: number })[] = [];
      const scenarios = readScenarios({ projectId: tenant.projectId, customerCookie, staffCookie });
      await warmUp(server.base, scenarios, options.connections);
      for (const scenario of scenarios) {
        console.log(`[${database.label}] ${scenario.name}…`);
        const f = await runScenario(server.base, scenario, options);
        figures.push({ name: scenario.name, database: database.label, rps: f.rps, p50Ms: f.p50Ms, p99Ms: f.p99Ms, loadsPerSecond: f.loadsPerSecond });
      }
      const ceiling = figures.find((f) => f.name === 'health')!.rps;
      // Pages after the API reads (their ceiling is this run's) and before the writes, on the first database.
      const pages = browser
        ? await benchPages({
            base: server.base,
            cookies: { customer: customerCookie, staff: staffCookie },
            ceilingRps: ceiling,
            options,
            log: (line) => console.log(`[${database.label}] ${line}`),
          })
        : undefined;
      // After the pages, so its servers, started and stopped, are no part of their figures.
      const metricsOverhead = browser
        ? await benchMetricsOverhead({
            database,
            scenario: scenarios.find((s) => s.name === 'customer-dashboard')!,
            options,
            log: (line) => console.log(`[${database.label}] ${line}`),
          })
        : undefined;
      if (metricsOverhead) {
        const m = metricsOverhead;
        console.log(`[${database.label}] metrics on: ${m.onRps} req/s against ${m.offRps} off (${m.costPercent}% slower, rounds ${m.roundCostsPercent.join(' ')}; by CPU time ${m.cpuCostPercent}%; target ${m.target}: ${m.met ? 'met' : 'NOT met'})${m.aaCheck ? ' [A/A check]' : ''}`);
        console.log(`[${database.label}] traces on: ${m.tracing.onRps} req/s (${m.tracing.costPercent}% slower, rounds ${m.tracing.roundCostsPercent.join(' ')}; by CPU time ${m.tracing.cpuCostPercent}%; ${m.tracing.spansReceived} spans received)`);
      }
      console.log(`[${database.label}] payment-write…`);
      const write = await runPaymentWrite({ base: server.base, db: handle.db, companyId: tenant.companyId, projectId: tenant.writerProjectId, writerCookie, staffCookie, options });
      // Each request of the scenario is one write (a confirmation or a verification); a pair is one payment.
      figures.push({ name: 'payment-write', database: database.label, rps: write.rps, p50Ms: write.p50Ms, p99Ms: write.p99Ms, loadsPerSecond: Math.round(write.rps / 2) });
      const memoryAfterLoad = rssMB(server.pid);

      const staffDashboard = extras
        ? await timeStaffDashboard({ base: server.base, cookie: staffCookie, durationS: extras.perCallDurationS, connections: extras.perCallConnections })
        : undefined;
      const lighthouse =
        extras && browser?.chromium ? await benchLighthouse({ base: server.base, customerCookie, runs: extras.lighthouseRuns, chromium: browser.chromium }) : undefined;
      for (const failure of lighthouse?.failures ?? []) console.error(`[lighthouse] ${failure}`);
      const firstTap = browser?.chromium
        ? await benchFirstTap({ base: server.base, cookies: { customer: customerCookie, staff: staffCookie }, runs: options.firstTapRuns, chromium: browser.chromium })
        : undefined;
      for (const failure of firstTap?.failures ?? []) console.error(`[first tap] ${failure}`);

      run = {
        api: figures.map(({ loadsPerSecond: _, ...row }) => ({ ...row, ratioToCeiling: Math.round((row.rps / ceiling) * 100) / 100 })),
        loadsPerSecond: Object.fromEntries(figures.map((f) => [`${database.label}:${f.name}`, f.loadsPerSecond])),
        writeCheck: write.check,
        memoryMB: { afterStart: memoryAfterStart, afterLoad: memoryAfterLoad },
        seedSeconds,
        files,
        staffDashboard,
        lighthouse: lighthouse?.rows,
        lighthouseFailures: lighthouse?.failures,
        pages: pages?.rows,
        pageCache: pages?.cache,
        pagesRendered: pages?.renderedRows,
        pagesUncompressed: pages?.uncompressedRows,
        firstTap,
        metricsOverhead,
      };
    } finally {
      // The profile is written as the server exits.
      await server.stop();
    }
    return { ...run, profileDir };
  } finally {
    await handle.close();
  }
}
