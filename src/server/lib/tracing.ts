import type { Attributes, Span, Tracer } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Env } from '../env';
import type { Logger } from './logger';
import type { TracingSettings } from './tracing-sdk';

export type { TracingSettings };

/** Tracing while it is on: the request spans' middleware, and a flush for shutdown. */
export interface Tracing {
  /** A span per request, named by its route pattern; mounted first, so every other span is its child. */
  httpMiddleware(): MiddlewareHandler<AppEnv>;
  /** Sends the spans still buffered and stops; the last step of a graceful shutdown. */
  shutdown(): Promise<void>;
}

let tracer: Tracer | undefined;

/** The longest a shutdown waits for the last spans to reach the collector. */
const FLUSH_LIMIT_MS = 3_000;

/** The settings from the environment's standard OTEL_* names (env.ts). */
export function tracingSettings(env: Pick<Env, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_HEADERS' | 'OTEL_SERVICE_NAME' | 'OTEL_TRACES_SAMPLER_ARG'>): TracingSettings {
  return {
    endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    headers: env.OTEL_EXPORTER_OTLP_HEADERS,
    serviceName: env.OTEL_SERVICE_NAME,
    sampleRatio: env.OTEL_TRACES_SAMPLER_ARG,
  };
}

/**
 * Starts exporting traces over OTLP/HTTP when an endpoint is set. Otherwise it returns undefined
 * and loads nothing: no SDK, no middleware, no work per statement.
 */
export async function startTracing(settings: TracingSettings, logger: Logger): Promise<Tracing | undefined> {
  if (!settings.endpoint) return undefined;
  const { startTracingSdk } = await import('./tracing-sdk');
  const started = startTracingSdk({ ...settings, endpoint: settings.endpoint }, logger);
  tracer = started.tracer;
  return {
    httpMiddleware: started.httpMiddleware,
    shutdown: async () => {
      tracer = undefined;
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          logger.warn({ limitMs: FLUSH_LIMIT_MS }, 'traces: the last spans were not all sent in time');
          resolve();
        }, FLUSH_LIMIT_MS);
      });
      await Promise.race([started.shutdown(), limit]);
      clearTimeout(timer);
    },
  };
}

/** For tests: the SDK's parts with a span exporter of the test's own. */
export function useTracer(own: Tracer | undefined): void {
  tracer = own;
}

/**
 * Runs `fn` inside a span of its own (a child of the span running now, if any), ended when `fn`
 * settles; a throw marks it failed with the error's class, never its message. Attributes must say
 * what kind of work it is, never whose: no names, emails, tokens or amounts. With tracing off it
 * only calls `fn`.
 */
export function withSpan<T>(name: string, attributes: Attributes, fn: (span: Span | undefined) => Promise<T>): Promise<T> {
  if (!tracer) return fn(undefined);
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** What a job span may say of its job: its queue, id and attempt, never its data. */
export interface TracedJob {
  id: string;
  /** pg-boss's retries so far: 0 on the first attempt. */
  retryCount?: number;
}

/**
 * A job's handler inside a span `process <queue>`, the root of its own trace (a job does not belong
 * to the request that queued it, which may be long gone): its database statements are its
 * children. With tracing off it only calls `fn`.
 *
 *     await boss.work('email-delivery', async ([job]) => traceJob('email-delivery', job, () => deliver(job.data)));
 */
export function traceJob<T>(queue: string, job: TracedJob, fn: () => Promise<T>): Promise<T> {
  if (!tracer) return fn();
  const attributes: Attributes = {
    'messaging.system': 'pg-boss',
    'messaging.operation.type': 'process',
    'messaging.destination.name': queue,
    'messaging.message.id': job.id,
  };
  if (job.retryCount !== undefined) attributes['arbour.job.attempt'] = job.retryCount + 1;
  return tracer.startActiveSpan(`process ${queue}`, { kind: SPAN_KIND_CONSUMER, attributes, root: true }, async (span) => {
    try {
      return await fn();
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

// @opentelemetry/api's SpanKind.CONSUMER and SpanStatusCode.ERROR, as numbers: with tracing off
// this module loads nothing of OpenTelemetry but its types.
const SPAN_KIND_CONSUMER = 4;
const SPAN_STATUS_ERROR = 2;

/** The error's class only: a message can quote a value (an email, a constraint's row). */
export function failed(span: Span, error: unknown): void {
  span.setAttribute('error.type', error instanceof Error ? error.constructor.name || 'Error' : typeof error);
  span.setStatus({ code: SPAN_STATUS_ERROR });
}
