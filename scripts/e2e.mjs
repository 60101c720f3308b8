// End-to-end tests against the built app, in Debian's Chromium (nothing is downloaded).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildClientIfNeeded, buildServerIfNeeded, findChromium, run } from './lib.mjs';

const chromium = findChromium();
if (!chromium) {
  const message = 'No Chromium found for the end-to-end tests (looked at $CHROME_PATH and /usr/bin/chromium).\n' +
    'Install it with: sudo apt-get install -y chromium   (or set CHROME_PATH to a Chromium or Chrome binary).';
  if (process.env.CI === 'true') {
    console.error(`${message}\nUnder CI the end-to-end tests are required.`);
    process.exit(1);
  }
  console.warn(`${message}\nSkipping the end-to-end tests.`);
  process.exit(0);
}

// The server under test is the production bundle, as `npm start` runs it.
const built = (await buildClientIfNeeded()) || (await buildServerIfNeeded());
if (built !== 0) process.exit(built);

// A fresh data directory (so a fresh embedded database and demo seed) and a free port for each run.
const dataDir = await mkdtemp(path.join(tmpdir(), 'arbour-e2e-'));
await chmod(dataDir, 0o755);
const port = await freePort();
const code = await run('playwright', ['test', ...process.argv.slice(2)], {
  env: { ...process.env, CHROME_PATH: chromium, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
});
await rm(dataDir, { recursive: true, force: true });
process.exit(code);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
