// The read scenarios of `npm run bench`: each page's API calls, as the page makes them, under load.
import type { BenchOptions } from './options';
import { run, type RunFigures } from './autocannon-run';
import { STAFF_DASHBOARD_PATHS } from './staff-dashboard';

export type ApiName = 'health' | 'company' | 'customer-dashboard' | 'staff-dashboard' | 'payments-list' | 'payment-write';

export interface Scenario {
  name: ApiName;
  paths: string[];
  cookie?: string;
}

/**
 * A page that makes several calls is measured as those calls in turn on each connection: `rps` is
 * API requests a second (the targets are in requests), and a page load is `paths.length`
 * of them (`loadsPerSecond`).
 */
export function readScenarios(s: { projectId: string; customerCookie: string; staffCookie: string }): Scenario[] {
  return [
    // The ceiling: the same server and middleware, one `select 1`.
    { name: 'health', paths: ['/api/health'] },
    { name: 'company', paths: ['/api/company'] },
    // What the customer dashboard asks for when it opens (docs/architecture.md, Customer dashboard).
    { name: 'customer-dashboard', paths: [`/api/projects/${s.projectId}`, `/api/projects/${s.projectId}/payments`, '/api/bank-details'], cookie: s.customerCookie },
    { name: 'staff-dashboard', paths: STAFF_DASHBOARD_PATHS, cookie: s.staffCookie },
    // The staff payments list (GET /api/payments): the tenant's items, transfers to verify first, first page.
    { name: 'payments-list', paths: ['/api/payments?page=1'], cookie: s.staffCookie },
  ];
}

export async function runScenario(base: string, scenario: Scenario, options: Pick<BenchOptions, 'connections' | 'durationS'>): Promise<RunFigures & { loadsPerSecond: number }> {
  const headers: Record<string, string> = scenario.cookie ? { cookie: scenario.cookie } : {};
  for (const path of scenario.paths) {
    const probe = await fetch(`${base}${path}`, { headers });
    if (!probe.ok) throw new Error(`${scenario.name}: ${path} answered ${probe.status} ${await probe.text()}`);
  }
  const figures = await run(
    {
      url: `${base}${scenario.paths[0]}`,
      connections: options.connections,
      duration: options.durationS,
      headers,
      requests: scenario.paths.map((path) => ({ method: 'GET' as const, path })),
    },
    scenario.name,
  );
  return { ...figures, loadsPerSecond: Math.round(figures.rps / scenario.paths.length) };
}

/**
 * A couple of seconds of every read scenario at once, not counted: V8 compiles the hot paths and the
 * pool opens its connections, so the first scenario (the ceiling) is not measured on a cold server.
 */
export async function warmUp(base: string, scenarios: Scenario[], connections: number): Promise<void> {
  await run(
    {
      url: base,
      connections,
      duration: 2,
      requests: scenarios.flatMap((scenario) => scenario.paths.map((path) => ({ method: 'GET' as const, path, headers: scenario.cookie ? { cookie: scenario.cookie } : {} }))),
    },
    'warm-up',
  );
}
