import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../tests/factories/world';
import { createTestApp, nextIp } from '../../../tests/setup/test-app';
import { atFileEnd } from '../../../tests/setup/file-end';
import { startMetricsServer } from '../metrics-server';
import { silentLogger } from './logger';
import { Metrics } from './metrics';

/** One sample's value from the Prometheus text, or undefined when there is no such line. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  const metrics = new Metrics();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
  beforeAll(async () => {
    t = await createTestApp({}, { metrics });
    world = await createTwoTenantWorld(t.db);
  });

  it('times each request under its route pattern and status, never its path with ids', async () => {
    const cookie = await t.signIn(world.users.customerA1.email);
    const projectId = world.projects.projectA1.id;
    expect((await t.request('GET', `/api/projects/${projectId}/payments`, undefined, { cookie })).status).toBe(200);
    expect((await t.request('GET', `/api/projects/${world.projects.projectB1.id}/payments`, undefined, { cookie })).status).toBe(404);
    expect((await t.request('GET', '/api/no-such-route/12345', undefined, { cookie })).status).toBe(404);

    const text = await metrics.registry.metrics();
    const series = (status: number) => `http_server_request_duration_seconds_count{http_request_method="GET",http_route="/api/projects/:id/payments",http_response_status_code="${status}"}`;
    expect(sample(text, series(200))).toBe(1);
    expect(sample(text, series(404))).toBe(1);
    expect(text).toContain('http_server_request_duration_seconds_bucket{le="0.005"');
    expect(sample(text, 'http_server_request_duration_seconds_count{http_request_method="GET",http_route="/api/*",http_response_status_code="404"}')).toBe(1);
    expect(text).not.toContain(projectId);
    expect(text).not.toContain('12345');
  });

  it("counts browsers' error reports by kind, from zero", async () => {
    expect(sample(await metrics.registry.metrics(), 'arbour_client_errors_total{kind="hydration"}')).toBe(0);
    const res = await t.request('POST', '/api/client-errors', { kind: 'hydration', message: 'Text content did not match', path: '/' }, { ip: nextIp() });
    expect(res.status).toBe(204);
    expect(sample(await metrics.registry.metrics(), 'arbour_client_errors_total{kind="hydration"}')).toBe(1);
  });

  it("reads the pool's connections, the outbox and the event loop's delay when scraped", async () => {
    const pool = { totalCount: 7, idleCount: 3, waitingCount: 2 } as pg.Pool;
    const own = new Metrics({ pool, outboxDepth: async () => ({ queued: 4, givenUp: 1 }) });
    own.emailOutcome('sent');
    own.emailOutcome('sent');
    own.emailOutcome('failed');
    const text = await own.registry.metrics();
    expect(sample(text, 'db_client_connection_count{state="used"}')).toBe(4);
    expect(sample(text, 'db_client_connection_count{state="idle"}')).toBe(3);
    expect(sample(text, 'db_client_connection_pending_requests')).toBe(2);
    expect(sample(text, 'arbour_email_outbox_emails{state="queued"}')).toBe(4);
    expect(sample(text, 'arbour_email_outbox_emails{state="given_up"}')).toBe(1);
    expect(sample(text, 'arbour_emails_total{outcome="sent"}')).toBe(2);
    expect(sample(text, 'arbour_emails_total{outcome="failed"}')).toBe(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
  });

  it("counts each queue's finished and failed jobs from zero, and reads its depth when scraped", async () => {
    const own = new Metrics();
    // Before the job queue starts, its gauges have no series.
    expect(await own.registry.metrics()).not.toMatch(/^arbour_jobs_queued\{/m);
    own.watchJobQueues(['email-send', 'housekeeping'], async () => [
      { queue: 'email-send', queued: 12, failed: 1 },
      { queue: 'housekeeping', queued: 0, failed: 0 },
    ]);
    own.jobOutcome('email-send', 'completed');
    own.jobOutcome('email-send', 'failed');
    const text = await own.registry.metrics();
    expect(sample(text, 'arbour_jobs_completed_total{queue="email-send"}')).toBe(1);
    expect(sample(text, 'arbour_jobs_failed_total{queue="email-send"}')).toBe(1);
    expect(sample(text, 'arbour_jobs_failed_total{queue="housekeeping"}')).toBe(0);
    expect(sample(text, 'arbour_jobs_queued{queue="email-send"}')).toBe(12);
    expect(sample(text, 'arbour_jobs_failed{queue="email-send"}')).toBe(1);
  });
});

describe('the metrics port', () => {
  it('serves GET /metrics in Prometheus text format on 127.0.0.1, and nothing else', async () => {
    const server = await startMetricsServer(new Metrics(), { port: 0, host: '127.0.0.1' }, silentLogger);
    atFileEnd(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { address, port } = server.address() as AddressInfo;
    expect(address).toBe('127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).toContain('# TYPE http_server_request_duration_seconds histogram');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
