// The embedded PostgreSQL of a data directory, found as an operator would: the postmaster's pid in
// DATA_DIR/pg/postmaster.pid, its children by their parent pid in /proc (Linux only).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export interface Postmaster {
  pid: number;
  port: number;
}

/** The running postmaster of `dataDir`, or null when its pid file is missing or names a dead process. */
export function readPostmaster(dataDir: string): Postmaster | null {
  let lines: string[];
  try {
    lines = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  // Line 1 is the pid, line 4 the port (PostgreSQL's own layout of the file).
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return null;
  return { pid, port };
}

/** The postmaster first, then every process whose parent it is (backends, checkpointer, walwriter…). */
export function postgresProcesses(postmasterPid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    if (parentOf(Number(entry)) === postmasterPid) children.push(Number(entry));
  }
  return [postmasterPid, ...children];
}

/** Sends `signal` to each pid, ignoring those that have gone meanwhile; returns those reached. */
export function signalAll(pids: number[], signal: NodeJS.Signals): number[] {
  return pids.filter((pid) => {
    try {
      process.kill(pid, signal);
      return true;
    } catch {
      return false;
    }
  });
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A zombie (exited, not yet reaped by its parent) answers signal 0 too.
  try {
    return stateOf(pid) !== 'Z';
  } catch {
    return false;
  }
}

/**
 * Which of `texts` are stored in the notes and messages tables, asked as the tables' owner (the
 * password the app keeps in DATA_DIR/pg-password), so no row-level security stands in the way.
 */
export async function storedTexts(dataDir: string, texts: string[], prefix: string): Promise<Set<string>> {
  const postmaster = readPostmaster(dataDir);
  if (!postmaster) throw new Error('PostgreSQL is not running: cannot count the stored writes');
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: postmaster.port, user: 'arbour', password, database: 'arbour', connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ content: string }>(
      `select content from project_notes where content like $1 union all select content from project_messages where content like $1`,
      [`${prefix}%`],
    );
    const stored = new Set(rows.map((r) => r.content));
    return new Set(texts.filter((t) => stored.has(t)));
  } finally {
    await client.end();
  }
}

/** /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces and parentheses. */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function stateOf(pid: number): string | undefined {
  return statFields(pid)[0];
}

function parentOf(pid: number): number | null {
  try {
    return Number(statFields(pid)[1]);
  } catch {
    return null;
  }
}
