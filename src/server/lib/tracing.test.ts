import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../tests/factories/world';
import { atFileEnd } from '../../../tests/setup/file-end';
import { invitationToken, queuedLink } from '../../../tests/setup/outbox-links';
import { createTestApp } from '../../../tests/setup/test-app';
import { statementTracer } from '../db/statement-trace';
import { EnvError, parseEnv } from '../env';
import { silentLogger } from './logger';
import { startTracing, traceJob, tracingSettings, useTracer, withSpan } from './tracing';
import { describeStatement, registerTracing, withoutLiterals, type TracingParts } from './tracing-sdk';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Every attribute value of every span, with the span names, as one text to search. */
function everything(spans: ReadableSpan[]): string {
  return JSON.stringify(spans.map((s) => ({ name: s.name, attributes: s.attributes, resource: s.resource.attributes })));
}

describe('traces, with an in-memory exporter', () => {
  const exporter = new InMemorySpanExporter();
  let parts: TracingParts;
  let t: TestApp;
  let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
  let staffCookie: string;

  beforeAll(async () => {
    parts = registerTracing({ serviceName: 'arbour-test', sampleRatio: 1, spanProcessor: new SimpleSpanProcessor({ exporter }) });
    useTracer(parts.tracer);
    t = await createTestApp({}, { tracing: { httpMiddleware: parts.httpMiddleware, shutdown: parts.shutdown } });
    world = await createTwoTenantWorld(t.db);
    staffCookie = await t.signIn(world.users.staffA.email);
  });
  afterAll(async () => {
    useTracer(undefined);
    await parts.shutdown();
  });
  beforeEach(() => exporter.reset());

  const serverSpans = () => exporter.getFinishedSpans().filter((s) => s.kind === SpanKind.SERVER);

  it('names a request by its route pattern, with its status and company, and never the token, query string or person', async () => {
    const created = await t.request('POST', '/api/customers', { name: 'Tracy Invitee', email: 'tracy.invitee@example.test' }, { cookie: staffCookie });
    expect(created.status).toBe(201);
    const token = invitationToken(await queuedLink(t.db, 'tracy.invitee@example.test', 'invitation'));
    exporter.reset();

    const res = await t.request('GET', `/api/invitations/${token}?email=tracy.invitee%40example.test&ref=newsletter`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: 'tracy.invitee@example.test' });

    const [span, ...others] = serverSpans();
    expect(others).toEqual([]);
    expect(span!.name).toBe('GET /api/invitations/:token');
    expect(span!.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.route': '/api/invitations/:token',
      'http.response.status_code': 200,
      'arbour.company': 'demo',
    });
    const text = everything(exporter.getFinishedSpans());
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/tracy|invitee|newsletter|example\.test/i);
    expect(text).not.toContain('?email');
  });

  it("times each statement as a child of its request's span, with the statement's text and none of its values", async () => {
    const cookie = await t.signIn(world.users.customerA1.email);
    exporter.reset();
    const projectId = world.projects.projectA1.id;
    expect((await t.request('GET', `/api/projects/${projectId}/payments`, undefined, { cookie })).status).toBe(200);

    const [request] = serverSpans();
    expect(request!.name).toBe('GET /api/projects/:id/payments');
    const statements = exporter.getFinishedSpans().filter((s) => s.kind === SpanKind.CLIENT);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.spanContext().traceId).toBe(request!.spanContext().traceId);
      expect(statement.parentSpanContext?.spanId).toBe(request!.spanContext().spanId);
      expect(statement.attributes['db.system.name']).toBe('postgresql');
      expect(statement.attributes['db.operation.name']).toMatch(/^[A-Z]+$/);
      expect(statement.endTime[0] * 1e9 + statement.endTime[1]).toBeGreaterThanOrEqual(statement.startTime[0] * 1e9 + statement.startTime[1]);
    }
    // The project is read by its id, sent bound: the text says $1, the id is nowhere.
    expect(statements.some((s) => /\$1/.test(String(s.attributes['db.query.text'])))).toBe(true);
    const text = everything(exporter.getFinishedSpans());
    expect(text).not.toContain(projectId);
    expect(text).not.toContain(world.tenantA.company.id);
    expect(text).not.toContain(world.users.customerA1.email);
    expect(text).not.toContain(world.users.customerA1.id);
  });

  it("continues a proxy's trace from its traceparent header", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await t.request('GET', '/api/no-such-route', undefined, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    expect(res.status).toBe(404);
    const [span] = serverSpans();
    expect(span!.spanContext().traceId).toBe(traceId);
    expect(span!.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
    expect(span!.name).toBe('GET /api/*');
  });

  it('marks a failed request by its status, never by its message', async () => {
    const res = await t.request('GET', `/api/projects/${world.projects.projectB1.id}/payments`, undefined, { cookie: staffCookie });
    expect(res.status).toBe(404);
    expect(serverSpans()[0]!.status.code).not.toBe(SpanStatusCode.ERROR);
  });

  it("makes a job's span the root of its own trace, its statements its children, and a failure its error's class", async () => {
    await traceJob('email-delivery', { id: 'job-1', retryCount: 2 }, () => t.db.execute(sql`select 1`));
    const [job] = exporter.getFinishedSpans().filter((s) => s.kind === SpanKind.CONSUMER);
    expect(job!.name).toBe('process email-delivery');
    expect(job!.parentSpanContext).toBeUndefined();
    expect(job!.attributes).toEqual({
      'messaging.system': 'pg-boss',
      'messaging.operation.type': 'process',
      'messaging.destination.name': 'email-delivery',
      'messaging.message.id': 'job-1',
      'arbour.job.attempt': 3,
    });
    const [statement] = exporter.getFinishedSpans().filter((s) => s.kind === SpanKind.CLIENT);
    expect(statement!.parentSpanContext?.spanId).toBe(job!.spanContext().spanId);

    exporter.reset();
    class SmtpRefused extends Error {}
    await expect(
      traceJob('email-delivery', { id: 'job-2' }, () => withSpan('send', { 'arbour.step': 'smtp' }, () => Promise.reject(new SmtpRefused('550 no such user bob@example.test')))),
    ).rejects.toThrow(SmtpRefused);
    const spans = exporter.getFinishedSpans();
    expect(spans.map((s) => [s.name, s.status.code, s.attributes['error.type']])).toEqual([
      ['send', SpanStatusCode.ERROR, 'SmtpRefused'],
      ['process email-delivery', SpanStatusCode.ERROR, 'SmtpRefused'],
    ]);
    expect(everything(spans)).not.toContain('bob@example.test');
  });

  it('makes no span in an app built without tracing, even with a tracer registered', async () => {
    const untraced = await createTestApp();
    exporter.reset();
    expect((await untraced.request('GET', '/api/no-such-route', undefined, { headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' } })).status).toBe(404);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});

describe('statement descriptions', () => {
  it('name the operation and table, and keep no literal', () => {
    const select = describeStatement(`select "id", "name" from "projects" where "company_id" = $1 and "name" = 'Bob''s' limit 50`);
    expect(select.name).toBe('SELECT projects');
    expect(select.attributes).toMatchObject({ 'db.system.name': 'postgresql', 'db.operation.name': 'SELECT', 'db.query.summary': 'SELECT projects' });
    expect(select.attributes['db.query.text']).toBe(`select "id", "name" from "projects" where "company_id" = $1 and "name" = ? limit ?`);
    expect(describeStatement('insert into "payments" ("id") values ($1)').name).toBe('INSERT payments');
    expect(describeStatement('with recent as (select 1) update "tasks" set "done" = true').attributes['db.operation.name']).toBe('UPDATE');
    expect(describeStatement('begin').name).toBe('BEGIN');
    expect(withoutLiterals(`select E'it\\'s', $tag$secret$tag$, 3.5e2, "col2", t1.x`)).toBe(`select ?, ?, ?, "col2", t1.x`);
  });
});

describe('the OTEL_* settings', () => {
  it("read OpenTelemetry's standard names, the headers as name=value pairs, and never echo a header's value", () => {
    const env = parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_HEADERS: 'x-honeycomb-team=abc%3D1, other = two', OTEL_TRACES_SAMPLER_ARG: '0.25' });
    expect(tracingSettings(env)).toEqual({ endpoint: 'http://collector:4318', headers: { 'x-honeycomb-team': 'abc=1', other: 'two' }, serviceName: 'arbour', sampleRatio: 0.25 });
    expect(tracingSettings(parseEnv({}))).toEqual({ endpoint: undefined, headers: undefined, serviceName: 'arbour', sampleRatio: 1 });
    const refused = (source: Record<string, string>) => {
      try {
        parseEnv(source);
      } catch (error) {
        if (error instanceof EnvError) return error.message;
      }
      throw new Error('accepted');
    };
    const message = refused({ OTEL_EXPORTER_OTLP_HEADERS: 'secret-key-without-a-name' });
    expect(message).toContain('OTEL_EXPORTER_OTLP_HEADERS');
    expect(message).not.toContain('secret-key');
    expect(refused({ OTEL_TRACES_SAMPLER_ARG: '2' })).toContain('OTEL_TRACES_SAMPLER_ARG');
    expect(refused({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toContain('OTEL_EXPORTER_OTLP_ENDPOINT');
  });
});

describe('with OTEL_EXPORTER_OTLP_ENDPOINT unset', () => {
  it('loads no tracer, traces no statement, and runs a job as it is', async () => {
    expect(await startTracing({ endpoint: undefined, serviceName: 'arbour', sampleRatio: 1 }, silentLogger)).toBeUndefined();
    expect(statementTracer).toBeUndefined();
    expect(trace.getTracerProvider().getTracer('any').startSpan('probe').isRecording()).toBe(false);
    let seen: unknown = 'not called';
    expect(await withSpan('work', {}, async (span) => ((seen = span), 42))).toBe(42);
    expect(seen).toBeUndefined();
    expect(await traceJob('q', { id: '1' }, async () => 'done')).toBe('done');
  });
});

describe('with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  it('sends the spans to the collector over OTLP/HTTP, at the latest when the server shuts down', async () => {
    const received: { path: string; headers: Record<string, string | string[] | undefined>; body: string }[] = [];
    const collector = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    atFileEnd(() => new Promise<void>((resolve) => collector.close(() => resolve())));
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/`;

    const tracing = await startTracing({ endpoint, headers: { 'x-collector-key': 'k-123' }, serviceName: 'arbour-e2e', sampleRatio: 1 }, silentLogger);
    expect(tracing).toBeDefined();
    try {
      const t = await createTestApp({}, { tracing });
      expect((await t.request('GET', '/api/no-such-route')).status).toBe(404);
    } finally {
      await tracing!.shutdown();
    }
    expect(statementTracer).toBeUndefined();
    expect(received.length).toBeGreaterThan(0);
    expect(received[0]!.path).toBe('/v1/traces');
    expect(received[0]!.headers['x-collector-key']).toBe('k-123');
    const body = received.map((r) => r.body).join('\n');
    expect(body).toMatch(/"GET \/(api\/)?\*"/);
    expect(body).toContain('arbour-e2e');
  });
});
