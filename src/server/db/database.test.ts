import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { silentLogger } from '../lib/logger';
import { openDatabase } from './database';
import { privilegesOf } from './roles';

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
