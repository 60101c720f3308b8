import { serve } from '@hono/node-server';
import { createApp } from './app';
import { configWarnings, resolveConfig } from './config';
import { openDatabase } from './db/database';
import { PrivilegedRoleError } from './db/roles';
import { seedDemo } from './db/seed';
import { EnvError, readEnv } from './env';
import { startDemoCopyPruning } from './features/demo/demo-pruning';
import { startEmailDelivery } from './features/email/email-delivery';
import { createMailTransport } from './features/email/mail-transport';
import { startIdempotencyKeyPruning } from './lib/idempotency';
import { createLogger } from './lib/logger';
import { createFileStorage } from './lib/storage/file-storage';

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
  const database = await openDatabase(env, logger);
  const config = resolveConfig(env, { embedded: database.embedded });
  for (const warning of configWarnings(env, config)) logger.warn({ demoMode: config.demoMode }, warning);
  const storage = createFileStorage(config.storage);
  if (config.seedDemo) {
    if (await seedDemo(database.owner.db, { storage })) logger.info('seeded the demo companies');
  }
  const { app } = createApp({ db: database.db, config, logger });
  const stopEmailDelivery = startEmailDelivery(database.owner.db, createMailTransport(config, logger), config.mailFrom, logger);
  const stopIdempotencyKeyPruning = startIdempotencyKeyPruning(database.owner.db, logger);
  // A visitor's copy of a demo company is removed 25 hours after it was made (its cookie lasts a day).
  const stopDemoCopyPruning = config.demoMode ? startDemoCopyPruning(database.owner.db, storage, logger) : () => undefined;

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const shown = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
    logger.info({ port: info.port, demoMode: config.demoMode, embeddedDatabase: database.embedded, signingKeyId: config.signing.current.keyId }, `Arbour is serving on http://${shown}:${info.port}`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close();
    stopEmailDelivery();
    stopIdempotencyKeyPruning();
    stopDemoCopyPruning();
    await database.shutdown().catch((err) => logger.error({ err }, 'database shutdown failed'));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  // A configuration the operator must change: the message says what, a stack trace would not.
  console.error(error instanceof PrivilegedRoleError ? error.message : error);
  process.exit(1);
});
