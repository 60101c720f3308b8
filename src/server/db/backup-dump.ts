import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * For an external PostgreSQL server: a logical copy with pg_dump's custom format, taken in one
 * snapshot while the app keeps running, and pg_restore to bring it back. Both run as the owner
 * (MIGRATION_DATABASE_URL): the app role sees no company's rows without one set, and a restore
 * makes the role running it own what it creates.
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

/** Refused before anything is written: the reason is the operator's to fix. */
export class BackupRefused extends Error {}

/**
 * The tables whose rows row-level security would hide, in part, from the connecting role: all of
 * them for the app role. A superuser or BYPASSRLS role sees every row, as does the tables' owner
 * when the table does not force row-level security on it or a policy lets it see all
 * (`owner_maintenance`, USING (true), made for the owner by migration 0031).
 */
export async function tablesHiddenFrom(client: pg.ClientBase | pg.Pool): Promise<string[]> {
  const { rows } = await client.query<{ table: string }>(`
    select c.relname::text as table
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relrowsecurity
      and not exists (select 1 from pg_roles r where r.rolname = current_user and (r.rolsuper or r.rolbypassrls))
      and not (pg_has_role(current_user, c.relowner, 'USAGE') and not c.relforcerowsecurity)
      and not exists (
        select 1 from pg_policy p
        where p.polrelid = c.oid and p.polpermissive and p.polcmd in ('r', '*') and pg_get_expr(p.polqual, p.polrelid) = 'true'
          and (0 = any (p.polroles) or exists (select 1 from unnest(p.polroles) as role(oid) where role.oid <> 0 and pg_has_role(current_user, role.oid, 'USAGE')))
      )
    order by 1`);
  return rows.map((row) => row.table);
}

export async function dumpDatabase(databaseUrl: string, file: string): Promise<DumpedDatabase> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let server: { version: string; major: number };
  try {
    server = await serverVersion(client);
    // pg_dump would stop at the first such table, or with --enable-row-security dump it short.
    const hidden = await tablesHiddenFrom(client);
    if (hidden.length > 0) {
      const { rows } = await client.query<{ role: string }>('select current_user::text as role');
      throw new BackupRefused(
        `The role "${rows[0]!.role}" does not see every company's rows (row-level security on ${hidden.length} tables: ${hidden.slice(0, 3).join(', ')}…), as the app role does not. Back up as the owner: set MIGRATION_DATABASE_URL (docs/deployment.md, "Two roles").`,
      );
    }
  } finally {
    await client.end();
  }
  const pgDump = await findPostgresProgram('pg_dump', server.major);
  // Owners and grants are the hosting's business: the restore makes the owner running it own
  // everything, and the app grants its role what it needs when it starts. Row security stays on:
  // the owner reads every row through its policy, as a role that is no superuser must (with it
  // off, pg_dump refuses a table whose row-level security is forced on its owner).
  await runWithConnection(pgDump.path, databaseUrl, (url) => ['--format=custom', '--no-owner', '--no-privileges', '--enable-row-security', `--file=${file}`, `--dbname=${url}`]);
  return { postgresVersion: server.version, pgDumpVersion: pgDump.version };
}

/**
 * The connecting role, when it is neither a superuser nor the owner of every table in the public
 * schema: pg_restore could not drop the tables it replaces, and what it made would not belong to
 * the owner that migrates them. Null when the role may restore.
 */
export async function roleUnfitToRestore(databaseUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ role: string; fit: boolean }>(`
      select current_user::text as role,
        (select rolsuper from pg_roles where rolname = current_user)
        or not exists (
          select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and not pg_has_role(current_user, c.relowner, 'USAGE')
        ) as fit`);
    return rows[0]!.fit ? null : rows[0]!.role;
  } finally {
    await client.end();
  }
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
