// What metrics cost a request: the customer dashboard's reads on a server without METRICS_PORT and
// on one with it, the same database, taken in turns so a drift of the machine falls on both.
import { runScenario, warmUp, type Scenario } from './api-scenarios';
import type { BenchDatabase } from './database';
import type { BenchOptions } from './options';
import { freePort, startServer } from './server';

/** The budget: metrics on may cost the customer dashboard at most 5% of its rate. */
export const METRICS_OVERHEAD_BUDGET_PERCENT = 5;
const ROUNDS = 2;

export interface MetricsOverhead {
  scenario: string;
  offRps: number;
  onRps: number;
  /** How much lower the rate is with metrics on, in percent (negative: higher). */
  costPercent: number;
  target: string;
  met: boolean;
  /** Requests the metrics server counted, scraped at the end: proof it was measuring. */
  requestsCounted: number;
}

export async function benchMetricsOverhead(opts: {
  database: BenchDatabase;
  offBase: string;
  scenario: Scenario;
  options: Pick<BenchOptions, 'connections' | 'durationS'>;
  log: (line: string) => void;
}): Promise<MetricsOverhead> {
  const metricsPort = await freePort();
  const withMetrics = await startServer({
    databaseUrl: opts.database.appUrl,
    migrationDatabaseUrl: opts.database.url,
    dataDir: opts.database.dataDir,
    env: { METRICS_PORT: String(metricsPort) },
  });
  try {
    await warmUp(withMetrics.base, [opts.scenario], opts.options.connections);
    const off: number[] = [];
    const on: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      opts.log(`${opts.scenario.name}, metrics off then on, round ${round} of ${ROUNDS}…`);
      off.push((await runScenario(opts.offBase, opts.scenario, opts.options)).rps);
      on.push((await runScenario(withMetrics.base, opts.scenario, opts.options)).rps);
    }
    const scraped = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const requestsCounted = scraped
      .split('\n')
      .filter((line) => line.startsWith('http_server_request_duration_seconds_count{'))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
    const offRps = Math.round(mean(off));
    const onRps = Math.round(mean(on));
    const costPercent = Math.round(((offRps - onRps) / offRps) * 1000) / 10;
    return {
      scenario: opts.scenario.name,
      offRps,
      onRps,
      costPercent,
      target: `≤ ${METRICS_OVERHEAD_BUDGET_PERCENT}% slower`,
      met: costPercent <= METRICS_OVERHEAD_BUDGET_PERCENT,
      requestsCounted,
    };
  } finally {
    await withMetrics.stop();
  }
}

function mean(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}
