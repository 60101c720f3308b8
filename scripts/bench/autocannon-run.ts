// One autocannon run, refused unless every response was a 2xx: a fast error page is not a result.
import autocannon from 'autocannon';

export interface RunFigures {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
}

export async function run(options: autocannon.Options, label: string): Promise<RunFigures> {
  const result = await autocannon(options);
  if (result.errors > 0 || result.timeouts > 0) throw new Error(`${label}: ${result.errors} errors and ${result.timeouts} timeouts`);
  if (result.non2xx > 0) throw new Error(`${label}: ${result.non2xx} responses were not 2xx`);
  return { rps: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, requests: result.requests.total };
}
