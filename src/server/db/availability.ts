import pg from 'pg';
import type { Logger } from '../lib/logger';
import { QUERY_READ_TIMEOUT } from './statement';

/** What a 503 tells the caller to wait before asking again, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/**
 * PostgreSQL's codes for "not now" rather than "not this": a statement or lock timeout, a
 * transaction left idle too long, the server starting, stopping or out of connections, and
 * every connection failure (class 08).
 */
const UNAVAILABLE_CODES = new Set(['57014', '55P03', '25P03', '57P01', '57P02', '57P03', '53300', '53400']);

/** pg's and pg-pool's own words for a connection that failed, was lost or never came. */
const UNAVAILABLE_MESSAGES = [
  QUERY_READ_TIMEOUT,
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client was closed and is not queryable',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * Whether an error (bare, or wrapped by Drizzle as its cause) means the database could not answer
 * in time: the request may succeed if asked again, so it is a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const { code, syscall } = current as { code?: unknown; syscall?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof code === 'string' && SOCKET_CODES.has(code)) return true;
    // A Unix socket that is not there: the embedded server is down or restarting.
    if (code === 'ENOENT' && syscall === 'connect') return true;
    if (UNAVAILABLE_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) return true;
    current = current.cause;
  }
  return false;
}

export type Ping = () => Promise<void>;

/**
 * `select 1` on a connection of its own, answered within `timeoutMs` or refused: a full pool does
 * not make the database look down, and a stalled one fails the check in time. Checks asked for
 * while one is running share it, so probes at any rate open at most one connection.
 */
export function createPing(poolOptions: pg.PoolConfig, timeoutMs = 1_000): { ping: Ping; close: () => Promise<void> } {
  const { onConnect: _ready, ...plain } = poolOptions as pg.PoolConfig & { onConnect?: unknown };
  const pool = new pg.Pool({ ...plain, max: 1, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs, idleTimeoutMillis: 60_000 });
  pool.on('error', () => undefined);
  let running: Promise<void> | null = null;
  const ping: Ping = () => {
    running ??= pool
      .query('select 1')
      .then(() => undefined)
      .finally(() => (running = null));
    return running;
  };
  return { ping, close: () => pool.end() };
}

/**
 * An outage is logged once, when it begins, with the statement's shape and the request that met
 * it; the 503s that follow are counted, not logged. While it lasts the database is pinged every
 * second, and its return is logged with how long it was away and how many answers were 503.
 */
export class DatabaseIncidents {
  private open: { since: number; answered: number } | null = null;

  constructor(
    private readonly logger: Logger,
    private readonly ping: Ping,
    private readonly probeEveryMs = 1_000,
  ) {}

  get ongoing(): boolean {
    return this.open !== null;
  }

  record(err: unknown, requestId?: string): void {
    if (this.open) {
      this.open.answered++;
      return;
    }
    this.open = { since: Date.now(), answered: 1 };
    this.logger.error({ err, requestId }, 'database unavailable: answering 503 until it is back');
    this.watchForReturn();
  }

  private watchForReturn(): void {
    let checking = false;
    const timer = setInterval(() => {
      if (checking) return;
      checking = true;
      this.ping()
        .then(() => {
          clearInterval(timer);
          const incident = this.open;
          this.open = null;
          if (incident) this.logger.warn({ seconds: Math.round((Date.now() - incident.since) / 100) / 10, answered503: incident.answered }, 'database available again');
        })
        .catch(() => undefined)
        .finally(() => (checking = false));
    }, this.probeEveryMs);
    timer.unref();
  }
}
