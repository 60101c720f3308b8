import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // One worker per core, and at least two: a worker spends much of its time waiting for
    // PostgreSQL, so Vitest's default (one fewer than the cores: one on a 2-core machine) left a
    // core idle. Two workers on 2 cores: 216 s → 138 s.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/security/**/*.test.ts'],
          globalSetup: ['tests/setup/global-setup.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/close-at-file-end.ts'],
          // Files share each worker's modules: importing the app for every file was most of the
          // suite's time. Each file still has a database and an app of its own, and closes what it
          // opened when it ends (tests/setup/file-end.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/client-setup.ts', 'tests/setup/fail-on-console-error.ts'],
          // Files share each worker's modules and page, as the server's do: importing React and the
          // app for every file was 85% of the project's time. tests/setup/client-setup.ts puts back
          // what a file may change (the page, storage, stubbed globals, timers); no file mocks a module.
          isolate: false,
          // A component test takes well under a second alone; on a busy 2-core machine (CI beside the
          // end-to-end browser) one was seen at 5.8 s, past the 5 s default.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
