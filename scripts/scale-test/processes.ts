import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

/** Every child this run started and has not stopped yet, stopped in reverse order by `stopAll`. */
const children: { name: string; child: ChildProcess }[] = [];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * Starts a program with its output in `<logDir>/<name>.log`, remembered for `stopAll`. A program
 * started again under the same name (a restarted app server) adds to the same log.
 */
export function startProcess(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logDir: string }): ChildProcess {
  const log = createWriteStream(path.join(options.logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  children.push({ name, child });
  return child;
}

/**
 * Polls `url` until it answers 200, failing early if `child` exits first. Each probe is a connection
 * of its own, closed after the answer, as an orchestrator's probe is: none is left open for the
 * server to wait on when it is stopped.
 */
export async function waitUntilUp(url: string, child: ChildProcess, name: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before answering (see its log)`);
    if ((await probe(url)) === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** One GET with `Connection: close`: its status, or 0 when nothing answered within 5 s. */
function probe(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(0));
  });
}

export interface Exit {
  /** The exit code, or null when a signal ended the process. */
  code: number | null;
  signal: NodeJS.Signals | null;
  /** From the signal to the exit. */
  ms: number;
  /** It did not end within the time allowed and was killed (SIGKILL). */
  killed: boolean;
}

/** Sends `signal` to one child and waits for it to end, with SIGKILL after `killAfterMs`. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', killAfterMs = 10_000): Promise<Exit> {
  const index = children.findIndex((c) => c.child === child);
  if (index >= 0) children.splice(index, 1);
  const started = Date.now();
  if (child.exitCode !== null || child.signalCode !== null) return { code: child.exitCode, signal: child.signalCode, ms: 0, killed: false };
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill(signal);
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    child.kill('SIGKILL');
  }, killAfterMs);
  await exited;
  clearTimeout(timer);
  return { code: child.exitCode, signal: child.signalCode, ms: Date.now() - started, killed };
}

/** SIGTERM to each child still running (newest first), SIGKILL to any still running after 10 s. */
export async function stopAll(): Promise<string[]> {
  const stopped: string[] = [];
  for (const { name, child } of [...children].reverse()) {
    await stopProcess(child);
    stopped.push(name);
  }
  children.length = 0;
  return stopped;
}
