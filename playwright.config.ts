import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), `arbour-e2e-${port}`);
export const baseURL = `http://localhost:${port}`;
/** Without SMTP the server writes each email it sends here (DATA_DIR/mail), as an .eml file. */
export const mailDir = path.join(dataDir, 'mail');

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  // Recording a trace (a DOM snapshot and a screenshot at every step) was a third of the suite's
  // time, so a test records one only when it runs again after failing; and a test that passes only
  // on that second run still fails the suite, as flaky.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: process.env.CI === 'true',
  reporter: [['list']],
  // Several tests drive two browsers (a customer and staff) through a whole workflow.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The service worker precaches the site's shell in every new browser context: a hundred
    // downloads per test. Only tests/e2e/pwa.spec.ts, which tests it, lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --enable-source-maps dist/server/index.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // End-to-end tests sign in many times from one address; the API tests prove the limit.
      AUTH_RATE_LIMIT_MAX: '10000',
      LEAD_FORMS_PER_HOUR: '10000',
    },
  },
});
