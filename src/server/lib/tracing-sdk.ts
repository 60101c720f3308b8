// OpenTelemetry's SDK, loaded only when traces are exported (lib/tracing.ts imports this module
// when OTEL_EXPORTER_OTLP_ENDPOINT is set). Spans are made here rather than by auto-instrumentation:
// the server is a bundle whose packages are imported as ES modules, which require hooks do not
// patch, and a span made here carries what we chose and nothing else (no paths, no values).
import {
  context,
  diag,
  DiagLogLevel,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
  type TextMapGetter,
  type Tracer,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../app-env';
import { traceStatementsWith, type StatementTracer } from '../db/statement-trace';
import type { Logger } from './logger';

/** What the server needs of OpenTelemetry's settings (env.ts: the standard OTEL_* names). */
export interface TracingSettings {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base URL; without it nothing is traced. */
  endpoint: string | undefined;
  /** OTEL_EXPORTER_OTLP_HEADERS: what the collector asks for (a vendor's key). */
  headers?: Record<string, string>;
  serviceName: string;
  /** OTEL_TRACES_SAMPLER_ARG: the share of new traces kept (a caller's `traceparent` decides for its own). */
  sampleRatio: number;
}

/** How long one export to the collector may take, so a collector that is down cannot hold up shutdown. */
const EXPORT_TIMEOUT_MS = 5_000;
/** A statement's text can be long (a relational query); the collector keeps this much of it. */
const ATTRIBUTE_VALUE_LIMIT = 4_096;

export interface TracingParts {
  tracer: Tracer;
  httpMiddleware(): MiddlewareHandler<AppEnv>;
  shutdown(): Promise<void>;
}

/** The exporter to `<endpoint>/v1/traces` (OTLP/HTTP), batched, with the server's settings. */
export function startTracingSdk(settings: TracingSettings & { endpoint: string }, logger: Logger): TracingParts {
  // The SDK reports a failed export through `diag`, silent unless given a logger.
  diag.setLogger(
    {
      error: (message) => logger.warn({ detail: message }, 'traces: the collector was not reached'),
      warn: (message) => logger.warn({ detail: message }, 'traces'),
      info: () => {},
      debug: () => {},
      verbose: () => {},
    },
    DiagLogLevel.WARN,
  );
  const exporter = new OTLPTraceExporter({
    url: `${settings.endpoint.replace(/\/+$/, '')}/v1/traces`,
    headers: settings.headers ?? {},
    timeoutMillis: EXPORT_TIMEOUT_MS,
  });
  const parts = registerTracing({ serviceName: settings.serviceName, sampleRatio: settings.sampleRatio, spanProcessor: new BatchSpanProcessor({ exporter, exportTimeoutMillis: EXPORT_TIMEOUT_MS }) });
  // The origin only: a URL's path or user part could hold a key.
  logger.info({ collector: new URL(settings.endpoint).origin, serviceName: settings.serviceName, sampleRatio: settings.sampleRatio }, 'traces are exported over OTLP');
  return {
    ...parts,
    shutdown: async () => {
      await parts.shutdown();
      diag.disable();
    },
  };
}

/**
 * Registers OpenTelemetry's context (AsyncLocalStorage) and a tracer provider for the process, and
 * traces every statement made inside a span. Tests pass a span processor of their own.
 */
export function registerTracing(options: { serviceName: string; sampleRatio: number; spanProcessor: SpanProcessor }): TracingParts {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    // A caller's traceparent decides for its trace; a new trace is kept at the configured ratio.
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(options.sampleRatio) }),
    spanProcessors: [options.spanProcessor],
    spanLimits: { attributeValueLengthLimit: ATTRIBUTE_VALUE_LIMIT },
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(provider);
  const tracer = provider.getTracer('arbour');
  traceStatementsWith(statementTracer(tracer));
  return {
    tracer,
    httpMiddleware: () => httpSpans(tracer),
    shutdown: async () => {
      traceStatementsWith(undefined);
      await provider.shutdown();
      trace.disable();
      context.disable();
    },
  };
}

const propagator = new W3CTraceContextPropagator();
const headerGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'CONNECT', 'TRACE']);

/**
 * The request's span, `GET /api/projects/:id/payments`: its method, the pattern of the route that
 * answered (as the metrics name it: never the path, whose segments can be ids or a link's token, nor
 * the query string), the status and the company's subdomain. Nothing of the caller (address, agent,
 * user) is kept. A proxy's `traceparent` makes it a child of the proxy's span.
 */
function httpSpans(tracer: Tracer): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const active = context.active();
    // A request made from inside another (a page's loaders asking the API) is a child of that one;
    // only an outside caller's traceparent is read.
    const parent = trace.getSpan(active) ? active : propagator.extract(ROOT_CONTEXT, c.req.raw.headers, headerGetter);
    const method = KNOWN_METHODS.has(c.req.method) ? c.req.method : '_OTHER';
    const span = tracer.startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } }, parent);
    const requestId = c.get('requestId');
    if (requestId) span.setAttribute('arbour.request_id', requestId);
    // The request's log line names its trace (lib/request-log.ts), when the trace is kept.
    if (span.isRecording()) c.set('traceId', span.spanContext().traceId);
    try {
      await context.with(trace.setSpan(parent, span), next);
    } finally {
      const route = routePath(c) || 'unmatched';
      const status = c.res.status;
      span.updateName(`${method} ${route}`);
      span.setAttribute('http.route', route);
      span.setAttribute('http.response.status_code', status);
      const tenant = c.get('tenant');
      // A demo visitor's copy (`demo.v-1a2b…`) is named by the company it copies: the rest names a browser.
      if (tenant) span.setAttribute('arbour.company', tenant.subdomain.split('.')[0]!);
      if (status >= 500) {
        span.setAttribute('error.type', c.error ? errorType(c.error) : String(status));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    }
  };
}

function errorType(error: unknown): string {
  return error instanceof Error ? error.constructor.name || 'Error' : typeof error;
}

/**
 * A span for each statement sent inside a span that is kept: from sending it on its connection to
 * its answer, as Server-Timing's `db` counts it. It carries the statement's text with any literal
 * replaced by `?`; the bound values ($1, $2…) are never read.
 */
function statementTracer(tracer: Tracer): StatementTracer {
  return (text) => {
    const parent = context.active();
    // Statements outside a request or a job (start-up, pollers between jobs) would each be a trace of their own.
    if (!trace.getSpan(parent)?.isRecording()) return undefined;
    const description = describeStatement(text);
    let span: Span | undefined;
    let ended = false;
    return {
      sent() {
        span ??= tracer.startSpan(description.name, { kind: SpanKind.CLIENT, attributes: description.attributes }, parent);
      },
      ended(error) {
        if (ended || !span) return;
        ended = true;
        if (error) {
          const code = (error as { code?: unknown }).code;
          if (typeof code === 'string') span.setAttribute('db.response.status_code', code);
          span.setAttribute('error.type', typeof code === 'string' ? code : errorType(error));
          span.setStatus({ code: SpanStatusCode.ERROR });
        }
        span.end();
      },
    };
  };
}

interface StatementDescription {
  name: string;
  attributes: Attributes;
}

/** Statements repeat (the app's are prepared by text): each text is described once, up to this many. */
const MAX_DESCRIBED = 1_000;
const described = new Map<string, StatementDescription>();

export function describeStatement(text: string | undefined): StatementDescription {
  if (text === undefined) return { name: 'postgresql', attributes: { 'db.system.name': 'postgresql' } };
  const known = described.get(text);
  if (known) return known;
  const operation = operationOf(text);
  const target = TARGET.exec(text)?.[1]?.replaceAll('"', '');
  const summary = operation && target && operation !== 'BEGIN' && operation !== 'COMMIT' && operation !== 'ROLLBACK' ? `${operation} ${target}` : (operation ?? 'postgresql');
  const attributes: Attributes = { 'db.system.name': 'postgresql', 'db.query.summary': summary, 'db.query.text': withoutLiterals(text) };
  if (operation) attributes['db.operation.name'] = operation;
  const description = { name: summary, attributes };
  if (described.size < MAX_DESCRIBED) described.set(text, description);
  return description;
}

const FIRST_WORD = /^\s*(?:\/\*[\s\S]*?\*\/\s*|--[^\n]*\n\s*)*([a-z]+)/i;
/** The statement a `WITH …` leads to: the first keyword after a closing parenthesis. */
const AFTER_WITH = /\)\s*(select|insert|update|delete|merge)\b/i;
const TARGET = /\b(?:from|into|update|join)\s+((?:"[^"]+"|[a-z_][\w$]*)(?:\.(?:"[^"]+"|[a-z_][\w$]*))?)/i;

function operationOf(text: string): string | undefined {
  const first = FIRST_WORD.exec(text)?.[1]?.toUpperCase();
  if (first === 'WITH') return AFTER_WITH.exec(text)?.[1]?.toUpperCase() ?? first;
  return first;
}

/**
 * The text with its literals replaced by `?`: strings ('…', E'…', $$…$$) and numbers. The app's
 * statements send their values bound ($1), but a literal written into a statement's text could
 * still be somebody's.
 */
export function withoutLiterals(text: string): string {
  return text
    .replace(/\$([a-z_]\w*)?\$[\s\S]*?\$\1\$/gi, '?')
    .replace(/\b[eE]'(?:[^'\\]|\\.|'')*'/g, '?')
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/(?<![\w$."])\d+(?:\.\d+)?(?:e[+-]?\d+)?(?![\w$])/gi, '?');
}
