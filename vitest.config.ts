import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
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
          // A component test takes well under a second alone; on a busy 2-core machine (CI beside the
          // end-to-end browser) one was seen at 5.8 s, past the 5 s default.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
