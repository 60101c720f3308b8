import type { Server } from 'node:http';
import { createTerminus } from '@godaddy/terminus';
import type { StopBackgroundTask } from './lib/background-task';
import type { Logger } from './lib/logger';
import type { ServerLifecycle } from './lib/server-lifecycle';

export interface ShutdownOptions {
  lifecycle: ServerLifecycle;
  /** SHUTDOWN_DELAY_MS: readiness says 503 this long before the server stops accepting (a load balancer's next probe). */
  delayMs: number;
  /** SHUTDOWN_GRACE_MS: how long in-flight requests may take to finish before their connections are cut. */
  graceMs: number;
  backgroundTasks: StopBackgroundTask[];
  /** Closes the pools, then stops the embedded PostgreSQL. */
  closeDatabase: () => Promise<void>;
  logger: Logger;
}

/** What may follow the drain (the last background round, closing the database) before the process gives up waiting. */
const AFTER_DRAIN_MS = 10_000;

/**
 * SIGTERM or SIGINT, in this order (docs/operations.md): readiness answers 503, no new background
 * round starts, then after `delayMs` the listener closes (a new connection is refused, so a proxy
 * passes the request to another server), idle keep-alive connections close, requests in flight
 * finish and are answered with `Connection: close` (up to `graceMs`), the last background round
 * finishes, and only then are the pools and the embedded PostgreSQL closed. Exit code 0; 1 if it
 * could not finish in time. @godaddy/terminus (with stoppable) does the signals and the drain.
 */
export function closeGracefullyOnSignal(server: Server, options: ShutdownOptions): void {
  const { lifecycle, delayMs, graceMs, logger } = options;
  let backgroundStopped: Promise<unknown> = Promise.resolve();
  createTerminus(server, {
    signals: ['SIGTERM', 'SIGINT'],
    useExit0: true,
    timeout: graceMs,
    beforeShutdown: async () => {
      lifecycle.shuttingDown = true;
      logger.info({ delayMs, graceMs }, 'shutting down');
      const force = setTimeout(() => {
        logger.error('shutdown did not finish in time: exiting');
        process.exit(1);
      }, delayMs + graceMs + AFTER_DRAIN_MS);
      force.unref();
      backgroundStopped = Promise.all(options.backgroundTasks.map((stop) => stop()));
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    },
    onSignal: async () => {
      await backgroundStopped;
      await options.closeDatabase();
    },
    onShutdown: () => {
      logger.info('stopped');
      return Promise.resolve();
    },
    logger: (message, err) => logger.error({ err }, message),
  });
}
