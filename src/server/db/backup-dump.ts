import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * For an external PostgreSQL server (DATABASE_URL): a logical copy with pg_dump's custom format,
 * taken in one snapshot while the app keeps running, and pg_restore to bring it back.
 * A pg_dump older than the server refuses to dump it, so the newest one on the machine is used.
 */
export interface DumpedDatabase {
  postgresVersion: string;
  pgDumpVersion: string;
}

/** Where PostgreSQL client programs usually are: PATH, then Debian's and Red Hat's folders. */
function candidateDirs(): string[] {
  const dirs = [''];
  for (const [root, pattern] of [['/usr/lib/postgresql', /^\d+$/], ['/usr', /^pgsql-\d+$/]] as const) {
    try {
      for (const name of readdirSync(root)) if (pattern.test(name)) dirs.push(`${root}/${name}/bin/`);
    } catch {
      // not this distribution
    }
  }
  return dirs;
}

/** The newest `program` found, refused when its major version is below the server's. */
export async function findPostgresProgram(program: 'pg_dump' | 'pg_restore', serverMajor: number): Promise<{ path: string; version: string }> {
  let best: { path: string; version: string; major: number } | null = null;
  for (const dir of candidateDirs()) {
    const file = `${dir}${program}`;
    try {
      const { stdout } = await run(file, ['--version']);
      const version = /(\d+)(?:\.\d+)?/.exec(stdout)?.[0] ?? '';
      const major = Number.parseInt(version, 10);
      if (!best || major > best.major) best = { path: file, version, major };
    } catch {
      // not installed there
    }
  }
  if (!best) throw new Error(`${program} was not found. Install PostgreSQL ${serverMajor}'s client programs (Debian: apt-get install postgresql-client-${serverMajor}).`);
  if (best.major < serverMajor) {
    throw new Error(`${program} ${best.version} (${best.path}) is older than the PostgreSQL ${serverMajor} server; install PostgreSQL ${serverMajor}'s client programs.`);
  }
  return best;
}

/**
 * Runs a client program against the database with the password in a private passfile (named in
 * the URL) rather than on its command line, where any local user could read it.
 */
async function runWithConnection(program: string, databaseUrl: string, args: (url: string) => string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const dir = await mkdtemp(path.join(tmpdir(), 'arbour-pgpass-'));
  try {
    if (password) {
      const passfile = path.join(dir, 'pgpass');
      await writeFile(passfile, `*:*:*:*:${password.replace(/[\\:]/g, (c) => `\\${c}`)}\n`, { mode: 0o600 });
      url.searchParams.set('passfile', passfile);
    }
    await run(program, args(url.toString()), { maxBuffer: 16 * 1024 * 1024 });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function serverVersion(client: pg.Client): Promise<{ version: string; major: number }> {
  const { rows } = await client.query<{ v: string; n: string }>("select current_setting('server_version') as v, current_setting('server_version_num') as n");
  return { version: rows[0]!.v, major: Math.floor(Number(rows[0]!.n) / 10_000) };
}

export async function dumpDatabase(databaseUrl: string, file: string): Promise<DumpedDatabase> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const server = await serverVersion(client).finally(() => client.end());
  const pgDump = await findPostgresProgram('pg_dump', server.major);
  // Owners and grants are the hosting's business; the restore makes the connecting role own everything.
  await runWithConnection(pgDump.path, databaseUrl, (url) => ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);
  return { postgresVersion: server.version, pgDumpVersion: pgDump.version };
}

/** Sessions on the database other than ours: an app server still running would keep writing. */
export async function otherSessions(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/**
 * Replaces every table, sequence and function the dump holds with the dump's, in one transaction:
 * a failure leaves the database as it was.
 */
export async function restoreDump(databaseUrl: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const server = await serverVersion(client).finally(() => client.end());
  const pgRestore = await findPostgresProgram('pg_restore', server.major);
  await runWithConnection(pgRestore.path, databaseUrl, (url) => [
    '--clean',
    '--if-exists',
    '--single-transaction',
    '--exit-on-error',
    '--no-owner',
    '--no-privileges',
    `--dbname=${url}`,
    file,
  ]);
}
