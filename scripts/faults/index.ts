// npm run test:faults: the app with its embedded PostgreSQL, on loopback, under steady load, while
// the database is frozen and resumed, killed, and while oversized and half-sent requests arrive and
// the server is stopped with SIGTERM. One line of figures at the end; non-zero exit on any failure.
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../src/server/tenancy/demo-accounts';
import { freePort, stopAll } from '../scale-test/processes';
import { crashIn, logProblems, serves, startApp, stopApp, type AppOptions } from './app';
import { freezeScenario, type FreezeFigures } from './freeze';
import { isDeliberateUnavailable } from './http';
import { hygieneScenario } from './hygiene';
import { killScenario } from './kill';
import { Recorder, signIn } from './load';
import { postgresProcesses, readPostmaster, signalAll } from './postgres';
import { isUnanswered, type RunContext, type ScenarioResult } from './scenario';
import { shutdownScenario, type WriteFigures } from './shutdown';

if (process.platform !== 'linux') {
  console.error('npm run test:faults runs on Linux only: it finds the embedded PostgreSQL\'s processes through /proc and signals them.');
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '../..');
// scripts/lib.mjs is plain JavaScript shared with `npm start`; a computed specifier keeps it untyped here.
const lib = '../lib.mjs';
const { buildServerIfNeeded } = (await import(lib)) as { buildServerIfNeeded: () => Promise<number> };
if ((await buildServerIfNeeded()) !== 0) throw new Error('the server build failed');
/** The whole run stops by itself within this, whatever hangs. */
const HARD_BOUND_MS = 4 * 60_000;
const SHUTDOWN_GRACE_MS = 10_000;
/** Phases in which a 503 + Retry-After is the answer we want: the database was away. */
const DATABASE_AWAY = new Set(['freeze', 'kill']);

const started = Date.now();
const work = await mkdtemp(path.join(tmpdir(), 'arbour-faults-'));
// The embedded server runs as its own user when we are root: let it in.
await chmod(work, 0o755);
const dataDir = path.join(work, 'data');
const logDir = path.join(work, 'logs');
await mkdir(logDir);
const frozen = new Set<number>();
const results: ScenarioResult[] = [];
const appLogs: string[] = [];

let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    // A frozen PostgreSQL could neither stop nor let the app stop.
    signalAll([...frozen], 'SIGCONT');
    await stopAll();
    const stray = readPostmaster(dataDir);
    if (stray) {
      // The app was killed, or stopped without stopping its database: a fast shutdown, then by force.
      signalAll([stray.pid], 'SIGINT');
      for (let waited = 0; waited < 5_000 && readPostmaster(dataDir); waited += 100) await new Promise((r) => setTimeout(r, 100));
      if (readPostmaster(dataDir)) signalAll(postgresProcesses(stray.pid), 'SIGKILL');
    }
    await rm(work, { recursive: true, force: true });
  })());

const abort = (why: string, code: number) => {
  console.error(`\n${why}: stopping the app and its database, removing the temporary data…`);
  void cleanUp().finally(() => process.exit(code));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => abort(`${signal} received`, 130));
process.on('uncaughtException', (error) => abort(`Unexpected error: ${error.stack ?? error}`, 1));
setTimeout(() => abort(`FAIL: the run passed its hard bound of ${HARD_BOUND_MS / 60_000} minutes`, 1), HARD_BOUND_MS).unref();

const recorder = new Recorder();
const freeze: FreezeFigures = { slowestMs: 0 };
const writes: WriteFigures = { acknowledged: 0, lost: -1 };
try {
  const port = await freePort();
  const options = (name: string): AppOptions => {
    // Once the clean-up has begun, a process started now would outlive the run.
    if (cleaning) throw new Error('the run is stopping');
    return { root, dataDir, logDir, port, name, shutdownGraceMs: SHUTDOWN_GRACE_MS };
  };
  console.log(`Starting the app with its embedded PostgreSQL on 127.0.0.1:${port} (a fresh data directory, the demo companies seeded)…`);
  const app = await startApp(options('app'));
  appLogs.push(app.logFile);
  const sessions = {
    customer: await signIn(port, 'customer@example.com', DEMO_PASSWORD),
    staff: await signIn(port, 'staff@example.com', DEMO_PASSWORD),
  };
  const ctx: RunContext = {
    dataDir,
    recorder,
    sessions,
    app,
    frozen,
    shutdownGraceMs: SHUTDOWN_GRACE_MS,
    restartApp: async (name) => {
      const again = await startApp(options(name));
      appLogs.push(again.logFile);
      return again;
    },
  };
  const scenarios: [string, () => Promise<ScenarioResult>][] = [
    ['Freeze', () => freezeScenario(ctx, freeze)],
    ['Kill', () => killScenario(ctx)],
    ['Oversized and half-sent', () => hygieneScenario(ctx)],
    ['SIGTERM under load', () => shutdownScenario(ctx, writes)],
  ];
  for (const [i, [name, run]] of scenarios.entries()) {
    process.stdout.write(`• ${name}… `);
    // A scenario that left the app broken would fail every later one for the wrong reason.
    const restarted = i > 0 && !(await serves(port, sessions.customer, 10_000));
    if (restarted) {
      await stopApp(ctx.app);
      ctx.app = await ctx.restartApp(`app-before-${name.toLowerCase().replaceAll(' ', '-')}`);
    }
    const appBefore = ctx.app;
    const result = await run().catch((error: Error) => ({ name, ok: false, detail: `✗ ${error.message}` }));
    const crash = appBefore.child.exitCode !== null ? crashIn(appBefore.logFile) : null;
    if (crash && !result.detail.includes(crash)) result.detail += `\n        ⚠ the app crashed during this scenario: ${crash}`;
    if (restarted) result.detail += `\n        (the app did not serve after the previous scenario: this run restarted it first)`;
    results.push(result);
    console.log(result.ok ? 'ok' : 'FAILED');
  }
} catch (error) {
  results.push({ name: 'Start the app and sign in', ok: false, detail: `✗ ${(error as Error).stack ?? error}` });
}

const failed = results.filter((r) => !r.ok);
if (failed.length) {
  for (const file of appLogs) {
    const lines = logProblems(file);
    if (lines.length) console.log(`\n--- the app's last warnings and errors (${path.basename(file)})\n${lines.join('\n')}`);
  }
}
await cleanUp();

const outcomes = recorder.outcomes;
const deliberate = outcomes.filter((o) => DATABASE_AWAY.has(o.phase) && isDeliberateUnavailable(o)).length;
const other5xx = outcomes.filter((o) => (o.status ?? 0) >= 500).length - deliberate;
const unanswered = outcomes.filter(isUnanswered).length;
const lost = writes.lost < 0 ? 'not counted:' : `${writes.lost} of`;
console.log(`\n${results.length ? '' : 'No scenario ran.\n'}`);
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}\n        ${r.detail}`);
console.log(
  `\nFaults: ${other5xx} answers 5xx besides ${deliberate} deliberate 503 + Retry-After while the database was away, ${unanswered} requests unanswered, slowest answer while frozen ${(freeze.slowestMs / 1000).toFixed(1)} s, ${lost} ${writes.acknowledged} acknowledged writes lost (${results.length} scenarios in ${Math.round((Date.now() - started) / 1000)} s)`,
);
console.log(failed.length || results.length < 4 ? 'FAIL' : 'PASS');
process.exit(failed.length || results.length < 4 ? 1 : 0);
