// What metrics cost a request: the customer dashboard's reads on a server without METRICS_PORT and
// on one with it, the same database, loaded at the same time so a drift of the machine falls on both.
// Traces (OTEL_EXPORTER_OTLP_ENDPOINT, to a collector stand-in here) are measured the same way, without a budget.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { warmUp, type Scenario } from './api-scenarios';
import { run } from './autocannon-run';
import type { BenchDatabase } from './database';
import type { BenchOptions } from './options';
import { freePort, startServer, type BenchServer } from './server';

/** The issue's budget: metrics on may cost the customer dashboard at most 5% of its rate. */
export const METRICS_OVERHEAD_BUDGET_PERCENT = 5;
/** Rounds of one run on every server at once, after rounds not counted while V8 still compiles (a third of a core each warms slowly). */
const ROUNDS = 6;
const WARM_ROUNDS = 2;
/** Seconds of each round: short rounds and many of them follow the machine's drift more closely than a few long ones. */
const MAX_RUN_S = 5;
/** The core the three servers share (Linux's numbering): the load generator and PostgreSQL keep the other. */
const SERVERS_CPU = '1';

export interface MetricsOverhead {
  scenario: string;
  /** Each server's rate, the median round. */
  offRps: number;
  onRps: number;
  /** How much lower the rate is with metrics on, in percent (negative: higher): the median of the rounds' own figures. */
  costPercent: number;
  roundCostsPercent: number[];
  /** The same from the CPU time each server's process used, over the requests it answered: a check on the rates. */
  offPerCpuSecond: number;
  onPerCpuSecond: number;
  cpuCostPercent: number;
  target: string;
  met: boolean;
  /** Requests the metrics server counted, scraped at the end: proof it was measuring. */
  requestsCounted: number;
  /** The same with traces exported instead (every request kept, sent to a collector stand-in); no budget. */
  tracing: { onRps: number; costPercent: number; roundCostsPercent: number[]; onPerCpuSecond: number; cpuCostPercent: number; spansReceived: number };
  /** BENCH_METRICS_AA=1: every server without metrics or traces, so the figures show the method's own bias. */
  aaCheck: boolean;
}

/**
 * Three servers started for this row, alike but for what is measured, on one core they share
 * (`shareOneCore`), loaded at the same time, each by its own connections, in rounds. Sharing a
 * core, each gets a third of it, so a server whose requests cost more answers fewer of them in the
 * same round: a round's figure is the rates' difference, and the result is the median round. The
 * CPU time each process used, over the requests it answered, is the check. Rates alone were no
 * measure on a machine shared with other work: taken in turns, an A/A run (every server without
 * metrics) put rounds 78% apart and a fresh server 35% ahead of the bench's own; loaded together
 * but spread over the cores, the scheduler gave one server twice another's share in a round.
 * Fresh servers, because the bench's own has served every scenario and page before this row.
 */
export async function benchMetricsOverhead(opts: {
  database: BenchDatabase;
  scenario: Scenario;
  options: Pick<BenchOptions, 'connections' | 'durationS'>;
  log: (line: string) => void;
}): Promise<MetricsOverhead> {
  const aaCheck = !!process.env.BENCH_METRICS_AA;
  const metricsPort = await freePort();
  const collector = await startCollectorStandIn();
  const start = (env: Record<string, string>) =>
    startServer({ databaseUrl: opts.database.appUrl, migrationDatabaseUrl: opts.database.url, dataDir: opts.database.dataDir, env: aaCheck ? {} : env });
  const servers: BenchServer[] = [];
  try {
    // Started together: none is always the first up (the first to take a job queue's schedule, say).
    const started = await Promise.allSettled([start({}), start({ METRICS_PORT: String(metricsPort) }), start({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url })]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [off, metrics, tracing] = servers as [BenchServer, BenchServer, BenchServer];
    opts.log(shareOneCore(servers));
    await Promise.all(servers.map((server) => warmUp(server.base, [opts.scenario], opts.options.connections)));
    opts.log(`servers quiet after ${await untilQuiet(servers)} s`);
    const runOptions = { ...opts.options, durationS: Math.min(opts.options.durationS, MAX_RUN_S) };
    const named = { off, metrics, tracing };
    const names = ['off', 'metrics', 'tracing'] as const;
    type Name = (typeof names)[number];
    const measured = Object.fromEntries(names.map((name) => [name, { rps: [] as number[], requests: 0, cpuSeconds: 0 }])) as Record<Name, { rps: number[]; requests: number; cpuSeconds: number }>;
    for (let round = -WARM_ROUNDS; round < ROUNDS; round++) {
      const counted = round >= 0;
      // Started in a turning order, in case the first to connect has an edge.
      const order = names.map((_, i) => names[(i + round + WARM_ROUNDS) % names.length]!);
      opts.log(`${opts.scenario.name}, ${counted ? `round ${round + 1} of ${ROUNDS}` : 'a warm-up round'}: ${names.join(', ')} at once${aaCheck ? ' (A/A: all without metrics or traces)' : ''}…`);
      const before = Object.fromEntries(names.map((name) => [name, cpuSeconds(named[name].pid)]));
      const figures = await Promise.all(order.map(async (name) => ({ name, figures: await loadRun(named[name].base, opts.scenario, runOptions) })));
      opts.log(`  ${names.map((name) => `${name} ${figures.find((f) => f.name === name)!.figures.rps} req/s`).join(', ')}`);
      if (!counted) continue;
      for (const { name, figures: f } of figures) {
        measured[name].rps.push(f.rps);
        measured[name].requests += f.requests;
        measured[name].cpuSeconds += cpuSeconds(named[name].pid) - before[name]!;
      }
    }
    const scraped = aaCheck ? '' : await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const requestsCounted = scraped
      .split('\n')
      .filter((line) => line.startsWith('http_server_request_duration_seconds_count{'))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
    const roundCosts = (name: Name) => measured[name].rps.map((rps, i) => oneDecimal(costPercent(measured.off.rps[i]!, rps)));
    const perCpuSecond = (name: Name) => measured[name].requests / measured[name].cpuSeconds;
    const cpuCost = (name: Name) => oneDecimal(costPercent(perCpuSecond('off'), perCpuSecond(name)));
    const metricsCost = oneDecimal(median(roundCosts('metrics')));
    // The last batch of spans is sent as the server stops.
    await tracing.stop();
    return {
      scenario: opts.scenario.name,
      offRps: Math.round(median(measured.off.rps)),
      onRps: Math.round(median(measured.metrics.rps)),
      costPercent: metricsCost,
      roundCostsPercent: roundCosts('metrics'),
      offPerCpuSecond: Math.round(perCpuSecond('off')),
      onPerCpuSecond: Math.round(perCpuSecond('metrics')),
      cpuCostPercent: cpuCost('metrics'),
      target: `≤ ${METRICS_OVERHEAD_BUDGET_PERCENT}% slower`,
      met: metricsCost <= METRICS_OVERHEAD_BUDGET_PERCENT,
      requestsCounted,
      tracing: {
        onRps: Math.round(median(measured.tracing.rps)),
        costPercent: oneDecimal(median(roundCosts('tracing'))),
        roundCostsPercent: roundCosts('tracing'),
        onPerCpuSecond: Math.round(perCpuSecond('tracing')),
        cpuCostPercent: cpuCost('tracing'),
        spansReceived: collector.spans(),
      },
      aaCheck,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await new Promise<void>((resolve) => collector.server.close(() => resolve()));
  }
}

function costPercent(off: number, on: number): number {
  return ((off - on) / off) * 100;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The scenario's requests in turn on each connection, as `runScenario` sends them. */
function loadRun(base: string, scenario: Scenario, options: Pick<BenchOptions, 'connections' | 'durationS'>) {
  return run(
    {
      url: `${base}${scenario.paths[0]}`,
      connections: options.connections,
      duration: options.durationS,
      headers: scenario.cookie ? { cookie: scenario.cookie } : {},
      requests: scenario.paths.map((path) => ({ method: 'GET' as const, path })),
    },
    scenario.name,
  );
}

/**
 * Puts every thread of the three servers on one core: there the scheduler shares it out evenly
 * between them, and whatever else runs there slows all three alike. Spread over the machine's
 * cores, one server could run for long stretches on a core to itself while another was preempted
 * again and again, and pay more CPU for each request (cold caches).
 */
function shareOneCore(servers: BenchServer[]): string {
  try {
    for (const server of servers) execFileSync('taskset', ['--all-tasks', '--pid', '--cpu-list', SERVERS_CPU, String(server.pid)], { stdio: 'ignore' });
    return `servers share CPU ${SERVERS_CPU}`;
  } catch {
    return 'taskset failed: the servers share the machine with everything else (figures less certain)';
  }
}

/**
 * Waits out the work a server still does after a load (at most 1% of a core a second, for three
 * seconds in a row, and 15 s at least), up to a minute, and says how long that took. Some seconds
 * after its warm-up a server spends 0.2 to 0.3 s of CPU on its own (V8 finishing its compiles and
 * shrinking the heap it grew): over 10% of what a round costs it, had it fallen into one.
 */
async function untilQuiet(servers: BenchServer[]): Promise<number> {
  let quietSeconds = 0;
  for (let second = 1; second <= 60; second++) {
    const before = servers.map((server) => cpuSeconds(server.pid));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    quietSeconds = servers.every((server, i) => cpuSeconds(server.pid) - before[i]! <= 0.01) ? quietSeconds + 1 : 0;
    if (second >= 15 && quietSeconds >= 3) return second;
  }
  return 60;
}

/** The CPU time a process has used so far (user and system), in seconds: /proc/<pid>/stat's utime and stime. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** Linux's USER_HZ, 100 on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Stands in for an OpenTelemetry collector: takes OTLP/HTTP exports (JSON) and counts their spans,
 * so the tracing server pays for building and sending every span as it would in production.
 */
async function startCollectorStandIn(): Promise<{ server: Server; url: string; spans: () => number }> {
  let spans = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      spans += body.match(/"spanId"/g)?.length ?? 0;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans: () => spans };
}
