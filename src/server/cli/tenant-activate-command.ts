import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { Database } from '../db/client';
import { openDatabase } from '../db/database';
import { readEnv } from '../env';
import { createLogger } from '../lib/logger';
import { setTenantActive } from '../features/tenants/tenants.service';

/** A subdomain is one DNS label: lower-case letters, digits and inner hyphens. */
const zSubdomain = z
  .string({ error: 'Name the company with --subdomain <label>' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'A subdomain is letters, digits and hyphens (not at either end), up to 63 characters');

export interface CommandResult {
  ok: boolean;
  message: string;
}

/** `--subdomain x` (or `--subdomain=x`), checked; anything else is a usage error. */
export function parseSubdomainArg(argv: string[]): { subdomain: string } | { error: string } {
  let values: { subdomain?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { subdomain: { type: 'string' } }, strict: true, allowPositionals: false }));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const parsed = zSubdomain.safeParse(values.subdomain);
  return parsed.success ? { subdomain: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'Invalid subdomain' };
}

/**
 * What `npm run tenant:activate` / `tenant:deactivate` do, given the owner's handle (the company is
 * found by its subdomain, before any tenant is known); tests call it directly.
 */
export async function runTenantActiveCommand(db: Database, argv: string[], isActive: boolean): Promise<CommandResult> {
  const usage = `Usage: npm run tenant:${isActive ? 'activate' : 'deactivate'} -- --subdomain <subdomain>`;
  const args = parseSubdomainArg(argv);
  if ('error' in args) return { ok: false, message: `${args.error}\n${usage}` };
  const result = await setTenantActive(db, args.subdomain, isActive);
  if (result.outcome === 'not-found') return { ok: false, message: `No company has the subdomain "${args.subdomain}".` };
  const { name, subdomain } = result.company;
  const state = isActive ? 'online' : 'offline';
  if (result.outcome === 'unchanged') return { ok: true, message: `${name} (${subdomain}) is already ${state}; nothing changed.` };
  return {
    ok: true,
    message: isActive
      ? `${name} (${subdomain}) is back online: its site, portal and API answer again.`
      : `${name} (${subdomain}) is now offline: its site shows an offline page and its API answers 503 COMPANY_OFFLINE.`,
  };
}

/**
 * Starting the embedded database while the app runs on the same data directory would stop
 * the app's PostgreSQL (it is taken for one left behind by a crash), so that is refused.
 */
function embeddedDatabaseInUse(dataDir: string): boolean {
  try {
    const pid = Number.parseInt(readFileSync(path.join(path.resolve(dataDir), 'pg', 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
    if (!Number.isInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The script's whole life: environment, database, the change, exit code. */
export async function main(argv: string[], isActive: boolean): Promise<number> {
  const args = parseSubdomainArg(argv);
  if ('error' in args) {
    console.error(`${args.error}\nUsage: npm run tenant:${isActive ? 'activate' : 'deactivate'} -- --subdomain <subdomain>`);
    return 1;
  }
  const env = readEnv();
  if (!env.DATABASE_URL && embeddedDatabaseInUse(env.DATA_DIR)) {
    console.error(
      `The app is running on ${env.DATA_DIR} and owns its embedded database. Stop it first, or set DATABASE_URL and MIGRATION_DATABASE_URL to run this against your PostgreSQL server while the app keeps running.`,
    );
    return 1;
  }
  const database = await openDatabase(env, createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL));
  try {
    // Work across companies: the owner's role. The app role, with no company set, sees none.
    const result = await runTenantActiveCommand(database.owner.db, argv, isActive);
    (result.ok ? console.log : console.error)(result.message);
    return result.ok ? 0 : 1;
  } finally {
    await database.shutdown();
  }
}
