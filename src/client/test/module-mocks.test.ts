import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const clientRoot = path.resolve(__dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('client test files', () => {
  // They share a worker's modules (isolate: false): a mocked module would stay mocked, or stay real,
  // for whichever file happens to run next in that worker.
  it('never replace a module with vi.mock or vi.doMock', () => {
    const mocking = testFiles(clientRoot)
      .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')) && !file.endsWith('module-mocks.test.ts'))
      .map((file) => path.relative(clientRoot, file));
    expect(mocking).toEqual([]);
  });
});
