import type { HttpDrain } from './http-drain';
import type { Logger } from './lib/logger';
import type { ServerLifecycle } from './lib/server-lifecycle';

export interface ShutdownOptions {
  lifecycle: ServerLifecycle;
  http: HttpDrain;
  /** SHUTDOWN_DELAY_MS: readiness says 503 this long before the server stops accepting (a load balancer's next probe). */
  delayMs: number;
  /** SHUTDOWN_GRACE_MS: how long requests in flight may take to finish once the listener has closed. */
  graceMs: number;
  /** Each stops a piece of background work and settles when the work under way has finished. */
  backgroundTasks: (() => Promise<void>)[];
  /** Closes the pools, then stops the embedded PostgreSQL. */
  closeDatabase: () => Promise<void>;
  logger: Logger;
}

/** What may follow the drain (the last background round, closing the database) before the process gives up waiting. */
const AFTER_DRAIN_MS = 10_000;

/**
 * SIGTERM or SIGINT, in this order (docs/operations.md): readiness answers 503 and no new
 * background round starts; after `delayMs` the listener closes and the connections drain
 * (`http-drain.ts`, up to `graceMs`); the last background round finishes; only then are the pools
 * and the embedded PostgreSQL closed. Exit code 0, or 1 if it could not finish in time. A second
 * signal changes nothing.
 */
export function closeGracefullyOnSignal(options: ShutdownOptions): void {
  const { lifecycle, delayMs, graceMs, logger } = options;
  const shutDown = async (signal: NodeJS.Signals) => {
    if (lifecycle.shuttingDown) return;
    lifecycle.shuttingDown = true;
    logger.info({ signal, delayMs, graceMs }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, delayMs + graceMs + AFTER_DRAIN_MS);
    force.unref();
    const backgroundStopped = Promise.all(options.backgroundTasks.map((stop) => stop()));
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const { cut } = await options.http.drain(graceMs);
    if (cut > 0) logger.warn({ cut }, 'connections still busy at the end of the grace period were cut');
    await backgroundStopped;
    await options.closeDatabase();
    logger.info('stopped');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      shutDown(signal).catch((err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
    });
  }
}
