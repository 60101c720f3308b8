/**
 * npm run tenant:create -- --subdomain x --name "X Ltd" --admin-email a@x.co [--admin-name "A Person"]
 *
 * With the embedded database (no DATABASE_URL) the app must be stopped first: both would
 * run PostgreSQL on the same DATA_DIR, so this refuses rather than take it over. With an external
 * server it runs as the owner (MIGRATION_DATABASE_URL): a new company is no request's tenant.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/database';
import { readEnv } from '../env';
import { createLogger } from '../lib/logger';
import { createTenant, TenantCreateError, tenantOrigin } from './tenant-create';

const USAGE = 'Usage: npm run tenant:create -- --subdomain acme --name "Acme Garden Rooms Ltd" --admin-email owner@acme.co.uk [--admin-name "Alex Owner"]';

function embeddedServerRunning(dataDir: string): boolean {
  const pidFile = path.join(path.resolve(dataDir), 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: { subdomain: { type: 'string' }, name: { type: 'string' }, 'admin-email': { type: 'string' }, 'admin-name': { type: 'string' }, help: { type: 'boolean' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help || !values.subdomain || !values.name || !values['admin-email']) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const env = readEnv();
  if (!env.DATABASE_URL && embeddedServerRunning(env.DATA_DIR)) {
    console.error(`The embedded database in ${env.DATA_DIR} is in use (is the app running?). Stop the app first, or set DATABASE_URL and MIGRATION_DATABASE_URL.`);
    return 1;
  }
  const database = await openDatabase(env, createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL));
  try {
    const created = await createTenant(
      database.owner.db,
      { subdomain: values.subdomain, name: values.name, adminEmail: values['admin-email'], adminName: values['admin-name'] },
      { portalUrl: (subdomain) => tenantOrigin(subdomain, env) },
    );
    console.log(`Created ${created.company.name} at ${tenantOrigin(created.company.subdomain, env)}`);
    console.log(`Invitation for the first admin (works once, until ${created.invitationExpiresAt.toISOString()}):`);
    console.log(created.invitationLink);
    console.log('The same link is in the invitation email, queued in the outbox.');
    return 0;
  } catch (error) {
    if (error instanceof TenantCreateError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.shutdown();
  }
}

process.exitCode = await main();
