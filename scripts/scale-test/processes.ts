import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Every child this run started, stopped in reverse order by `stopAll`, whatever happened. */
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

/** Starts a program with its output in `<logDir>/<name>.log`, remembered for `stopAll`. */
export function startProcess(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logDir: string }): ChildProcess {
  const log = createWriteStream(path.join(options.logDir, `${name}.log`));
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  children.push({ name, child });
  return child;
}

/** Polls `url` until it answers 200, failing early if `child` exits first. */
export async function waitUntilUp(url: string, child: ChildProcess, name: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before answering (see its log)`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** SIGTERM to each child (newest first), SIGKILL to any still running after 10 s. */
export async function stopAll(): Promise<string[]> {
  const stopped: string[] = [];
  for (const { name, child } of children.reverse()) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    stopped.push(name);
  }
  children.length = 0;
  return stopped;
}
