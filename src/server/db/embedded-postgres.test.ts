import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each case loads the module in a process of its own (the package installs its handlers once per
 * process, when first loaded), then ends it as the case says.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const moduleUrl = new URL('./embedded-postgres.ts', import.meta.url).href;

function run(body: string, { signal }: { signal?: NodeJS.Signals } = {}): Promise<{ code: number | null; output: string }> {
  const script = `const { leaveSignalsToTheServer } = await import(${JSON.stringify(moduleUrl)});\n${body}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (signal && output.includes('ready')) child.kill(signal);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('embedded-postgres without its exit handlers', () => {
  it('a process that ends with a failure code keeps it (the package would end it with 0 on beforeExit)', async () => {
    const { code, output } = await run('void leaveSignalsToTheServer; process.exitCode = 3;');
    expect(code, output).toBe(3);
  });

  it('once the server takes the signals, a SIGTERM is handled by the server alone', async () => {
    const ours = "leaveSignalsToTheServer(); process.on('SIGTERM', () => setTimeout(() => process.exit(0), 300)); setInterval(() => {}, 1000); console.log('ready');";
    const { code, output } = await run(ours, { signal: 'SIGTERM' });
    expect(code, output).toBe(0);
  });

  it('until then, a signal still stops the process (and any PostgreSQL it started) at once', async () => {
    const { code, output } = await run("setInterval(() => {}, 1000); console.log('ready');", { signal: 'SIGTERM' });
    expect(code, output).toBe(128 + 15);
  });
});
