import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { canUseUnixSocket, startEmbeddedDatabase } from './embedded';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

it('starts again after the app was killed with SIGKILL, taking over from the orphaned server', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'arbour-embedded-'));
  dirs.push(dataDir);
  await chmod(dataDir, 0o755);

  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/setup/embedded-child.ts', dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`child exited early with ${code}`)));
  });
  const orphanPid = Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  expect(() => process.kill(orphanPid, 0)).not.toThrow(); // PostgreSQL outlived the app

  const db = await startEmbeddedDatabase(dataDir);
  try {
    const client = new pg.Client({ connectionString: db.url('arbour') });
    await client.connect();
    const { rows } = await client.query("select 1 as ok, inet_client_addr() is null as over_unix_socket");
    await client.end();
    // Over the Unix socket in the data directory: the client has no address.
    expect(rows).toEqual([{ ok: 1, over_unix_socket: true }]);
    expect(() => process.kill(orphanPid, 0)).toThrow(); // the orphan was stopped
  } finally {
    await db.stop();
  }
}, 60_000);

it('leaves a failing exit code alone: a test run with a failed test ends as a failure', () => {
  const script = "await import('./src/server/db/embedded.ts'); process.exitCode = 3;";
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(child.stderr).toBe('');
  expect(child.status).toBe(3);
});

it('uses a Unix socket only on Linux and where its path fits', () => {
  expect(canUseUnixSocket('/srv/arbour/data/pg', 'linux')).toBe(true);
  expect(canUseUnixSocket(`/srv/${'deep/'.repeat(20)}data/pg`, 'linux')).toBe(false);
  expect(canUseUnixSocket('/Users/ann/arbour/data/pg', 'darwin')).toBe(false);
  expect(canUseUnixSocket('C:\\arbour\\data\\pg', 'win32')).toBe(false);
});

it('starts on TCP alone where PostgreSQL cannot make its socket', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'arbour-embedded-'));
  dirs.push(dataDir);
  await chmod(dataDir, 0o755);
  const db = await startEmbeddedDatabase(dataDir, undefined, { socketDir: path.join(dataDir, 'no', 'such', 'folder') });
  try {
    expect(db.url()).toContain('@127.0.0.1:');
    const client = new pg.Client({ connectionString: db.url() });
    await client.connect();
    const { rows } = await client.query('select inet_client_addr() is not null as over_tcp');
    await client.end();
    expect(rows).toEqual([{ over_tcp: true }]);
  } finally {
    await db.stop();
  }
}, 60_000);

it('starts the server again when it dies by itself, on the same port and data; stopping it after that is not mistaken for a death', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'arbour-embedded-'));
  dirs.push(dataDir);
  await chmod(dataDir, 0o755);
  const db = await startEmbeddedDatabase(dataDir);
  const gaveUp: string[] = [];
  db.superviseRestarts(() => gaveUp.push('gave up'));
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: db.url('postgres'), connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      return (await client.query(sql)).rows;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  try {
    await query('create table kept (value text); insert into kept values (\'before the kill\')');
    const pid = Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => query('select value from kept').catch(() => null), { timeout: 10_000, interval: 200 }).toEqual([{ value: 'before the kill' }]);
    expect(gaveUp).toEqual([]);
  } finally {
    await db.stop();
  }
  // Stopped on purpose: no restart follows.
  await new Promise((r) => setTimeout(r, 1_000));
  await expect(query('select 1')).rejects.toThrow();
});
