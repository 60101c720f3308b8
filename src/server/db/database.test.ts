import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { parseEnv } from '../env';
import { silentLogger } from '../lib/logger';
import { openDatabase } from './database';
import { createDatabaseWithRoles } from '../../../tests/setup/database-with-roles';
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
  // The deployment guide's SQL, as an administrator.
  const roles = await createDatabaseWithRoles(inject('adminDatabaseUrl'), 'arbour_roles');
  try {
    const database = await openDatabase(parseEnv({ DATABASE_URL: roles.appUrl, MIGRATION_DATABASE_URL: roles.ownerUrl, DATABASE_POOL_MAX: '2' }), silentLogger);
    try {
      expect(await privilegesOf(database.pool)).toEqual({ role: roles.app, superuser: false, bypassRls: false, ownsTables: false });
      const [company] = (await database.owner.db.execute<{ id: string }>(sql`insert into companies (name, subdomain) values ('Docs Test', 'docs-test') returning id`)).rows;
      // The owner (no superuser, no BYPASSRLS) sees across companies; the app role one company at a time.
      expect((await database.owner.db.execute(sql`select count(*)::int as n from companies`)).rows).toEqual([{ n: 1 }]);
      expect((await database.db.execute(sql`select count(*)::int as n from companies`)).rows).toEqual([{ n: 0 }]);
      expect((await runAsTenant(company!.id, () => database.db.execute(sql`select name from companies`))).rows).toEqual([{ name: 'Docs Test' }]);
    } finally {
      await database.shutdown();
    }
    // DATABASE_URL alone as the owner: refused, naming why and what to do.
    await expect(openDatabase(parseEnv({ DATABASE_URL: roles.ownerUrl }), silentLogger)).rejects.toThrow(/owns the tables[\s\S]*MIGRATION_DATABASE_URL/);
  } finally {
    await roles.drop();
  }
});

it('grants the app role from many servers starting at once, none of them failing', async () => {
  const { db } = await createTestDatabase();
  const pool = (db as typeof db & { $client: pg.Pool }).$client;
  // Without the lock about 40% of these failed with "tuple concurrently updated".
  const results = await Promise.allSettled(Array.from({ length: 20 }, () => grantAppRole(pool, inject('appRole').user)));
  expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
});
