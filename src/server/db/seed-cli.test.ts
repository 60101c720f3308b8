import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-app';
import { companies } from './schema/companies';

// npm run db:seed against an external server, as an operator runs it: DATABASE_URL is the app role,
// MIGRATION_DATABASE_URL the owner. The seed writes several companies, so it runs as the owner.

const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

it('npm run db:seed seeds the demo companies as the owner, then leaves them alone', async () => {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'arbour-seed-'));
  dirs.push(dataDir);
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: database.appUrl, MIGRATION_DATABASE_URL: database.url };
  const seed = () => promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/db/seed-cli.ts'], { cwd: root, env });

  expect((await seed()).stdout).toContain('Seeded the demo companies.');
  const subdomains = (await database.db.select({ subdomain: companies.subdomain }).from(companies)).map((c) => c.subdomain).sort();
  expect(subdomains).toEqual(['acme', 'demo']);
  expect((await seed()).stdout).toContain('The database already has companies; nothing seeded.');
}, 90_000);
