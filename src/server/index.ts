import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { configWarnings, resolveConfig } from './config';
import { openDatabase } from './db/database';
import { leaveSignalsToTheServer } from './db/embedded';
import { PrivilegedRoleError } from './db/roles';
import { seedDemo } from './db/seed';
import { EnvError, readEnv } from './env';
import { MAX_ATTEMPTS } from './features/email/email-delivery';
import { countUnsentEmails } from './features/email/outbox.queries';
import { createMailTransport } from './features/email/mail-transport';
import { closeGracefullyOnSignal } from './graceful-shutdown';
import { trackConnections } from './http-drain';
import { startMetricsServer } from './metrics-server';
import { startAppJobs } from './jobs/app-jobs';
import { createLogger } from './lib/logger';
import { Metrics } from './lib/metrics';
import { startTracing, tracingSettings } from './lib/tracing';
import { createServerLifecycle } from './lib/server-lifecycle';
import { createFileStorage } from './lib/storage/file-storage';

/** `npm run dev` (scripts/dev.mjs): Vite in front of the app, pages rendered from the sources (dev-server.ts). */
const DEV_SERVER = process.argv.includes('--dev');

async function main() {
  let env;
  try {
    env = readEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  if (DEV_SERVER && env.NODE_ENV === 'production') {
    console.error('npm run dev serves the sources, for development: unset NODE_ENV=production (npm start serves a build).');
    process.exit(1);
  }
  // docs/operations.md: a slow or half-sent request is cut off; the timeouts are checked every second.
  const serverOptions = { headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS, requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000 };
  // Started before the database, so Vite's first transforms overlap PostgreSQL's start.
  const dev = DEV_SERVER ? await (await import('./dev-server')).startDevServer({ serverOptions, logger, dataDir: env.DATA_DIR }) : undefined;
  const database = await openDatabase(env, logger, {
    // A supervisor (systemd, Docker, Kubernetes) starts the app again, and with it PostgreSQL.
    onEmbeddedServerLost: () => process.exit(1),
  });
  const config = resolveConfig(env, { embedded: database.embedded });
  for (const warning of configWarnings(env, config)) logger.warn({ demoMode: config.demoMode }, warning);
  const storage = createFileStorage(config.storage);
  if (config.seedDemo) {
    if (await seedDemo(database.owner.db, { storage })) logger.info('seeded the demo companies');
  }
  const lifecycle = createServerLifecycle();
  const metrics = env.METRICS_PORT ? new Metrics({ pool: database.pool, outboxDepth: () => countUnsentEmails(database.owner.db, MAX_ATTEMPTS) }) : undefined;
  const metricsServer = metrics ? await startMetricsServer(metrics, { port: env.METRICS_PORT!, host: env.METRICS_HOST }, logger) : undefined;
  const tracing = await startTracing(tracingSettings(env), logger);
  const { app } = createApp({ db: database.db, config, logger, ping: database.ping, lifecycle, devServer: dev, metrics, tracing });
  const jobs = await startAppJobs({
    owner: database.owner.db,
    ownerUrl: database.ownerUrl,
    config,
    storage,
    delivery: { transport: createMailTransport(config, logger), fromAddress: config.mailFrom, logger, onOutcome: metrics && ((outcome) => metrics.emailOutcome(outcome)) },
    logger,
    backup: env.BACKUP_DIR
      ? { dir: env.BACKUP_DIR, keep: env.BACKUP_KEEP, dataDir: env.DATA_DIR, includeFiles: env.STORAGE_DRIVER === 'local', databaseUrl: env.MIGRATION_DATABASE_URL ?? env.DATABASE_URL }
      : undefined,
    onOutcome: metrics && ((queue, outcome) => metrics.jobOutcome(queue, outcome)),
    // Within the shutdown's own deadline (graceful-shutdown.ts), which starts the stop at the signal.
    stopTimeoutMs: env.SHUTDOWN_DELAY_MS + env.SHUTDOWN_GRACE_MS,
  });
  metrics?.watchJobQueues(jobs.queues, jobs.depths);
  const backgroundTasks = [
    // The jobs under way finish (up to the shutdown's delay and grace) before the database closes.
    jobs.stop,
    // Its websocket closes first: the browser's Vite client waits for the server to come back, then reloads.
    ...(dev ? [dev.close] : []),
    ...(metricsServer ? [() => new Promise<void>((resolve) => metricsServer.close(() => resolve()))] : []),
  ];

  const server = serve(
    {
      fetch: app.fetch,
      port: env.PORT,
      hostname: env.HOST,
      serverOptions,
      ...(dev ? { createServer: dev.createServer } : {}),
    },
    (info) => {
      const shown = env.HOST === '0.0.0.0' || env.HOST === '127.0.0.1' ? 'localhost' : env.HOST;
      logger.info({ port: info.port, demoMode: config.demoMode, embeddedDatabase: database.embedded, signingKeyId: config.signing.current.keyId }, `Arbour is serving on http://${shown}:${info.port}`);
    },
  ) as Server;
  // Longer than a proxy's idle keep-alive (nginx's and most load balancers' 60 s), so the proxy closes first.
  server.keepAliveTimeout = env.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  const http = trackConnections(server);

  // Until now a signal stopped the embedded PostgreSQL at once (nothing was being served yet).
  leaveSignalsToTheServer();
  closeGracefullyOnSignal({
    lifecycle,
    http,
    delayMs: env.SHUTDOWN_DELAY_MS,
    graceMs: env.SHUTDOWN_GRACE_MS,
    backgroundTasks,
    // The last spans (the drained requests', the last jobs') are sent once the database is closed.
    closeDatabase: async () => {
      await database.shutdown();
      await tracing?.shutdown();
    },
    logger,
  });
}

main().catch((error) => {
  // A configuration the operator must change: the message says what, a stack trace would not.
  console.error(error instanceof PrivilegedRoleError ? error.message : error);
  process.exit(1);
});
