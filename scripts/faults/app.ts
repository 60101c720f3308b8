// The app under test, started as `npm start` starts it (node dist/server/index.js, the bundle) with
// its embedded PostgreSQL in the run's own DATA_DIR, on loopback.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startProcess, waitUntilUp } from '../scale-test/processes';
import { send, type Target, keepAliveAgent } from './http';

export interface RunningApp {
  child: ChildProcess;
  port: number;
  logFile: string;
  /** Resolves with the exit code (or 1 for a signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

export interface AppOptions {
  root: string;
  dataDir: string;
  logDir: string;
  port: number;
  /** Names the log file: each start writes its own. */
  name: string;
  shutdownGraceMs: number;
}

export async function startApp(options: AppOptions): Promise<RunningApp> {
  const child = startProcess(options.name, process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
    cwd: options.root,
    logDir: options.logDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      // The demo companies and their sample accounts, signed in to as ordinary accounts (not a
      // visitor's private copy), so every write lands in one company the run can count.
      SEED_DEMO: 'true',
      DEMO_MODE: 'false',
      // One line per request and the server's own account of each fault, for the failure report.
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: String(options.shutdownGraceMs),
    },
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  // The first start makes the data directory, migrates and seeds: allow it time on a busy machine.
  await waitUntilUp(`http://127.0.0.1:${options.port}/api/health/ready`, child, 'the app', 150_000);
  await waitForCompany({ port: options.port, agent: keepAliveAgent(1) }, child);
  return { child, port: options.port, logFile: path.join(options.logDir, `${options.name}.log`), exited };
}

/** Sends `signal`, then SIGKILL if the app is still running after `killAfterMs`; how it ended. */
export async function stopApp(app: RunningApp, signal: NodeJS.Signals = 'SIGTERM', killAfterMs = 10_000) {
  if (app.child.exitCode === null && app.child.signalCode === null) {
    app.child.kill(signal);
    const timer = setTimeout(() => app.child.kill('SIGKILL'), killAfterMs);
    await app.exited;
    clearTimeout(timer);
  }
  return app.exited;
}

/** Whether the app answers a public read and a signed-in one with 200, trying for up to `withinMs`. */
export async function serves(port: number, cookie: string, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  const agent = keepAliveAgent(1);
  try {
    while (Date.now() < deadline) {
      const gallery = await send({ port, agent }, { path: '/api/gallery', timeoutMs: 5_000 }, 'check');
      const read = await send({ port, agent }, { path: '/api/me', cookie, timeoutMs: 5_000 }, 'check');
      if (gallery.status === 200 && read.status === 200) return true;
      await new Promise((r) => setTimeout(r, 500));
    }
    return false;
  } finally {
    agent.destroy();
  }
}

/** Ready is the database's word; the company's own data answering is the run's. */
async function waitForCompany(target: Target, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const answer = await send(target, { path: '/api/gallery', timeoutMs: 5_000 }, 'start');
    if (answer.status === 200) {
      target.agent.destroy();
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  target.agent.destroy();
  throw new Error('the demo company did not answer GET /api/gallery within 30 s of start');
}

/**
 * The log's warnings and errors (pino level 40 and above), one line each with how often it came,
 * and any text that is not a log line (a crash's message and stack, its first lines): the last
 * `max` distinct ones.
 */
export function logProblems(logFile: string, max = 8): string[] {
  return summarise(readLog(logFile), (entry) => (entry.level ?? 0) >= 40, max);
}

/**
 * What the app logged from the first `message` on (a stop that hangs: how far it got): every line
 * but the per-request ones, which are counted instead.
 */
export function logAfter(logFile: string, message: string, max = 10): { lines: string[]; requests: number } {
  const lines = readLog(logFile);
  const from = lines.findIndex((line) => line.includes(`"msg":"${message}"`));
  if (from === -1) return { lines: [], requests: 0 };
  const after = lines.slice(from);
  const requests = after.filter((line) => line.includes('"msg":"request"')).length;
  return { lines: summarise(after, (entry) => entry.msg !== 'request', max), requests };
}

interface LogEntry {
  level?: number;
  msg?: string;
  err?: { message?: string };
}

function readLog(logFile: string): string[] {
  try {
    return readFileSync(logFile, 'utf8').split('\n');
  } catch {
    return [];
  }
}

/** The log lines `keep` accepts and any text that is not a log line, distinct, with their counts: the last `max`. */
function summarise(lines: string[], keep: (entry: LogEntry) => boolean, max: number): string[] {
  const entries = new Map<string, number>();
  // Deleted and set again, a repeated entry moves to the end: the last ones shown are the latest.
  const add = (entry: string) => {
    const count = (entries.get(entry) ?? 0) + 1;
    entries.delete(entry);
    entries.set(entry, count);
  };
  let loose: string[] = [];
  const flush = () => {
    if (loose.length) add(loose.slice(0, 6).join('\n'));
    loose = [];
  };
  for (const line of lines) {
    if (!line.trim()) continue;
    let entry: LogEntry;
    try {
      entry = JSON.parse(line) as LogEntry;
    } catch {
      loose.push(line);
      continue;
    }
    flush();
    if (!keep(entry)) continue;
    const level = (entry.level ?? 0) >= 50 ? 'error' : (entry.level ?? 0) >= 40 ? 'warn' : 'info';
    const message = `[${level}] ${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`;
    add(message.length > 300 ? `${message.slice(0, 300)}…` : message);
  }
  flush();
  return [...entries.entries()].slice(-max).map(([entry, count]) => (count > 1 ? `${entry} (×${count})` : entry));
}

export function logHas(logFile: string, message: string): boolean {
  try {
    return readFileSync(logFile, 'utf8')
      .split('\n')
      .some((line) => line.includes(`"msg":"${message}"`));
  } catch {
    return false;
  }
}

/** The error that ended the process, when its log shows Node's report of an uncaught one. */
export function crashIn(logFile: string): string | null {
  let text: string;
  try {
    text = readFileSync(logFile, 'utf8');
  } catch {
    return null;
  }
  const at = text.search(/Unhandled 'error' event|uncaught exception|Uncaught \w*Error|UnhandledPromiseRejection/i);
  if (at === -1) return null;
  const error = /^\w*(?:Error|error)\b[^\n]*$/m.exec(text.slice(at));
  return error ? error[0].slice(0, 200) : 'an uncaught error (see the app\'s log)';
}
