import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { CLIENT_ERROR_KINDS, type ClientErrorKind } from '../../shared/constants/client-errors';

/** OpenTelemetry's semantic-convention boundaries for HTTP durations, in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

/**
 * The pattern of the route that answered: the handler the request reached last. A refusal by a
 * middleware shared by many routes (or an API path no route knows) is that middleware's pattern,
 * `/api/*`; a page is the pages' `/*`. So made-up paths never make a series each.
 */
function answeringRoute(c: Context): string {
  return routePath(c) || 'unmatched';
}

/** What the email outbox holds now: due (or waiting to retry), and given up after its last attempt. */
export interface OutboxDepth {
  queued: number;
  givenUp: number;
}

/** One queue's jobs as the job queue counts them. */
export interface JobQueueDepth {
  queue: string;
  queued: number;
  failed: number;
}

export interface MetricsSources {
  /** The app's connection pool: connections in use, idle, and requests waiting for one. */
  pool?: pg.Pool;
  /** Read at each scrape (it is the database's, shared by every server). */
  outboxDepth?: () => Promise<OutboxDepth>;
}

/**
 * The server's metrics, for Prometheus (`METRICS_PORT`, served by `metrics-server.ts`). Names follow
 * OpenTelemetry's semantic conventions where there is one (`http_server_request_duration_seconds`,
 * `db_client_connection_count`); the process's own (memory, event-loop delay) are prom-client's.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requestDuration = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Duration of HTTP server requests, by method, route pattern and status.',
    labelNames: ['http_request_method', 'http_route', 'http_response_status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly clientErrors = new Counter({
    name: 'arbour_client_errors_total',
    help: "Errors reported by visitors' browsers (POST /api/client-errors), by kind.",
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly emails = new Counter({
    name: 'arbour_emails_total',
    help: 'Emails this server tried to send, by outcome (sent, or failed and left to retry or given up).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  private readonly jobsCompleted = new Counter({
    name: 'arbour_jobs_completed_total',
    help: 'Background jobs this server finished, by queue.',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });
  private readonly jobsFailed = new Counter({
    name: 'arbour_jobs_failed_total',
    help: 'Attempts at background jobs that failed on this server, by queue (a failed attempt is retried while the queue allows).',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });
  private jobDepths?: () => Promise<JobQueueDepth[]>;

  constructor(sources: MetricsSources = {}) {
    const jobDepths = () => this.jobDepths?.() ?? Promise.resolve([]);
    new Gauge({
      name: 'arbour_jobs_queued',
      help: 'Background jobs waiting to run (due, deferred or waiting to retry), by queue, as the queue last counted them (each minute).',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        for (const depth of await jobDepths()) this.set({ queue: depth.queue }, depth.queued);
      },
    });
    new Gauge({
      name: 'arbour_jobs_failed',
      help: 'Background jobs that failed after their last attempt and are still kept, by queue.',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        for (const depth of await jobDepths()) this.set({ queue: depth.queue }, depth.failed);
      },
    });
    collectDefaultMetrics({ register: this.registry });
    // Every kind and outcome from zero, so a rate() over them has a series before the first one happens.
    for (const kind of CLIENT_ERROR_KINDS) this.clientErrors.inc({ kind }, 0);
    for (const outcome of ['sent', 'failed'] as const) this.emails.inc({ outcome }, 0);
    const { pool, outboxDepth } = sources;
    if (pool) {
      new Gauge({
        name: 'db_client_connection_count',
        help: "The app's database connections, by state (used, idle).",
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          this.set({ state: 'used' }, pool.totalCount - pool.idleCount);
          this.set({ state: 'idle' }, pool.idleCount);
        },
      });
      new Gauge({
        name: 'db_client_connection_pending_requests',
        help: 'Requests waiting for a database connection from the pool.',
        registers: [this.registry],
        collect() {
          this.set(pool.waitingCount);
        },
      });
    }
    if (outboxDepth) {
      new Gauge({
        name: 'arbour_email_outbox_emails',
        help: 'Emails in the outbox by state: queued (due, or waiting to retry) and given_up (after their last attempt).',
        labelNames: ['state'] as const,
        registers: [this.registry],
        async collect() {
          const depth = await outboxDepth();
          this.set({ state: 'queued' }, depth.queued);
          this.set({ state: 'given_up' }, depth.givenUp);
        },
      });
    }
  }

  /** Times every request by the route that answered it (its pattern, never the path with its ids). */
  httpMiddleware(): MiddlewareHandler {
    return async (c, next) => {
      const started = performance.now();
      try {
        await next();
      } finally {
        this.requestDuration.observe(
          { http_request_method: c.req.method, http_route: answeringRoute(c), http_response_status_code: String(c.res.status) },
          (performance.now() - started) / 1000,
        );
      }
    };
  }

  clientError(kind: ClientErrorKind): void {
    this.clientErrors.inc({ kind });
  }

  emailOutcome(outcome: 'sent' | 'failed'): void {
    this.emails.inc({ outcome });
  }

  jobOutcome(queue: string, outcome: 'completed' | 'failed'): void {
    (outcome === 'completed' ? this.jobsCompleted : this.jobsFailed).inc({ queue });
  }

  /** The job queue's counts, read at each scrape once the queue has started; each queue's counters from zero. */
  watchJobQueues(queues: string[], depths: () => Promise<JobQueueDepth[]>): void {
    this.jobDepths = depths;
    for (const queue of queues) {
      this.jobsCompleted.inc({ queue }, 0);
      this.jobsFailed.inc({ queue }, 0);
    }
  }
}
