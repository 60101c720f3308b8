import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { parseEnv } from '../env';
import { silentLogger } from '../lib/logger';
import { openDatabase } from './database';
import { createTestDatabase } from '../../../tests/setup/test-app';
import { grantAppRole, privilegesOf } from './roles';
import { runAsTenant } from './tenant-context';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

it('serves the embedded database as an app role that row-level security binds, made again if it is missing', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'arbour-roles-'));
  dirs.push(dataDir);
  await chmod(dataDir, 0o755);
  const env = parseEnv({ DATA_DIR: dataDir, DATABASE_POOL_MAX: '2' });

  let database = await openDatabase(env, silentLogger);
  try {
    expect(await privilegesOf(database.pool)).toEqual({ role: 'arbour_app', superuser: false, bypassRls: false, ownsTables: false });
    // The owner sees every company; the app role, with no company set, none.
    await database.owner.db.execute(sql`insert into companies (name, subdomain) values ('Owner Test', 'owner-test')`);
    expect((await database.owner.db.execute(sql`select count(*)::int as n from companies`)).rows).toEqual([{ n: 1 }]);
    expect((await database.db.execute(sql`select count(*)::int as n from companies`)).rows).toEqual([{ n: 0 }]);
    // The password is kept beside the data, readable by this server's user alone.
    expect((await stat(path.join(dataDir, 'pg-app-password'))).mode & 0o077).toBe(0);
    // A data directory from before the two roles has no app role: the next start makes it.
    await database.owner.db.execute(sql`drop owned by arbour_app`);
    await database.owner.db.execute(sql`drop role arbour_app`);
  } finally {
    await database.shutdown();
  }

  database = await openDatabase(env, silentLogger);
  try {
    expect((await privilegesOf(database.pool)).role).toBe('arbour_app');
    expect((await database.db.execute(sql`select count(*)::int as n from companies`)).rows).toEqual([{ n: 0 }]);
    expect((await readFile(path.join(dataDir, 'pg-app-password'), 'utf8')).trim()).not.toBe('');
  } finally {
    await database.shutdown();
  }
});

it('runs on an external server with the two roles docs/deployment.md creates, and refuses to serve as the owner', async () => {
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  const suffix = randomBytes(4).toString('hex');
  const owner = { user: `arbour_owner_${suffix}`, password: randomBytes(12).toString('hex') };
  const app = { user: `arbour_app_${suffix}`, password: randomBytes(12).toString('hex') };
  const name = `arbour_roles_${suffix}`;
  // The deployment guide's SQL, as an administrator.
  await admin.query(`CREATE ROLE ${owner.user} LOGIN PASSWORD '${owner.password}' NOSUPERUSER NOBYPASSRLS`);
  await admin.query(`CREATE ROLE ${app.user} LOGIN PASSWORD '${app.password}' NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE`);
  await admin.query(`CREATE DATABASE ${name} OWNER ${owner.user}`);
  const inDatabase = new pg.Client({ connectionString: urlFor(inject('adminDatabaseUrl'), name) });
  await inDatabase.connect();
  await inDatabase.query(`ALTER SCHEMA public OWNER TO ${owner.user}`);
  await inDatabase.end();
  try {
    const ownerUrl = urlFor(inject('adminDatabaseUrl'), name, owner);
    const appUrl = urlFor(inject('adminDatabaseUrl'), name, app);
    const database = await openDatabase(parseEnv({ DATABASE_URL: appUrl, MIGRATION_DATABASE_URL: ownerUrl, DATABASE_POOL_MAX: '2' }), silentLogger);
    try {
      expect(await privilegesOf(database.pool)).toEqual({ role: app.user, superuser: false, bypassRls: false, ownsTables: false });
      const [company] = (await database.owner.db.execute<{ id: string }>(sql`insert into companies (name, subdomain) values ('Docs Test', 'docs-test') returning id`)).rows;
      // The owner (no superuser, no BYPASSRLS) sees across companies; the app role one company at a time.
      expect((await database.owner.db.execute(sql`select count(*)::int as n from companies`)).rows).toEqual([{ n: 1 }]);
      expect((await database.db.execute(sql`select count(*)::int as n from companies`)).rows).toEqual([{ n: 0 }]);
      expect((await runAsTenant(company!.id, () => database.db.execute(sql`select name from companies`))).rows).toEqual([{ name: 'Docs Test' }]);
    } finally {
      await database.shutdown();
    }
    // DATABASE_URL alone as the owner: refused, naming why and what to do.
    await expect(openDatabase(parseEnv({ DATABASE_URL: ownerUrl }), silentLogger)).rejects.toThrow(/owns the tables[\s\S]*MIGRATION_DATABASE_URL/);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`DROP ROLE IF EXISTS ${app.user}`);
    await admin.query(`DROP ROLE IF EXISTS ${owner.user}`);
    await admin.end();
  }
});

function urlFor(adminUrl: string, database: string, login?: { user: string; password: string }): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  if (login) {
    url.username = login.user;
    url.password = login.password;
  }
  return url.toString();
}

it('grants the app role from many servers starting at once, none of them failing', async () => {
  const { db } = await createTestDatabase();
  const pool = (db as typeof db & { $client: pg.Pool }).$client;
  // Without the lock about 40% of these failed with "tuple concurrently updated".
  const results = await Promise.allSettled(Array.from({ length: 20 }, () => grantAppRole(pool, inject('appRole').user)));
  expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
});
