// Screenshots of the app's screens at 390 px and 1280 px, light and dark, into ./screenshots.
// Usage: node scripts/screenshots.mjs [baseURL] [path ...]   (the app must be running)
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium, root } from './lib.mjs';

const baseURL = process.argv[2] ?? 'http://localhost:3000';
const requested = process.argv.slice(3);
const SCREENS = requested.length
  ? requested.map((p) => ({ path: p, as: null }))
  : [
      { path: '/', as: null },
      { path: '/login', as: null },
      { path: '/products/garden-rooms', as: null },
      { path: '/no-such-page', as: null },
      { path: '/dashboard', as: 'customer@example.com' },
      { path: '/customers', as: 'customer@example.com' },
      { path: '/dashboard', as: 'staff@example.com' },
    ];

const out = path.join(root, 'screenshots');
await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
// Sign in once per account (sign-in is rate limited) and reuse its cookies.
const sessions = new Map();
async function sessionOf(email) {
  if (!sessions.has(email)) {
    const context = await browser.newContext({ baseURL });
    const res = await context.request.post('/api/auth/sign-in/email', { data: { email, password: 'password123' } });
    if (!res.ok()) throw new Error(`sign-in as ${email} failed: ${res.status()}`);
    sessions.set(email, await context.storageState());
    await context.close();
  }
  return sessions.get(email);
}
for (const width of [390, 1280]) {
  for (const scheme of ['light', 'dark']) {
    for (const screen of SCREENS) {
      const storageState = screen.as ? await sessionOf(screen.as) : undefined;
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, baseURL, storageState });
      const page = await context.newPage();
      await page.goto(screen.path, { waitUntil: 'networkidle' });
      const who = screen.as ? `-${screen.as.split('@')[0]}` : '';
      const name = `${screen.path.replaceAll('/', '_') || '_'}${who}-${width}-${scheme}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: false });
      await context.close();
    }
  }
}
await browser.close();
console.log(`Screenshots written to ${out}`);
