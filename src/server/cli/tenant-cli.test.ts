import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../db/insert-company';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-app';
import { users } from '../db/schema/auth';
import { companies } from '../db/schema/companies';
import { emailOutbox } from '../db/schema/email';

// The commands as an operator runs them against an external server: DATABASE_URL is the app role
// (bound by row-level security), MIGRATION_DATABASE_URL the owner. A command working across
// companies must use the owner: as the app role, with no company set, it would see and write nothing.

const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'arbour-cli-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function command(script: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: database.appUrl,
    MIGRATION_DATABASE_URL: database.url,
  };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the tenant commands with an app role and an owner', () => {
  it('tenant:create makes the company, its admin and the invitation email', async () => {
    const result = await command('src/server/cli/tenant-create-cli.ts', ['--subdomain', 'hazel', '--name', 'Hazel Rooms Ltd', '--admin-email', 'owner@hazel.test']);
    expect(result, result.stderr).toMatchObject({ code: 0 });
    expect(result.stdout).toContain('Created Hazel Rooms Ltd at http://hazel.localhost:3000');
    const [company] = await database.db.select().from(companies).where(eq(companies.subdomain, 'hazel'));
    expect(company).toMatchObject({ name: 'Hazel Rooms Ltd', isActive: true });
    expect(await database.db.select({ email: users.email, role: users.role }).from(users).where(eq(users.companyId, company!.id))).toEqual([{ email: 'owner@hazel.test', role: 'admin' }]);
    expect(await database.db.select({ kind: emailOutbox.kind }).from(emailOutbox).where(eq(emailOutbox.companyId, company!.id))).toEqual([{ kind: 'invitation' }]);
  }, 60_000);

  it('tenant:deactivate and tenant:activate find the company by its subdomain and change it', async () => {
    await insertCompany(database.db, { subdomain: 'rowan', name: 'Rowan Rooms Ltd' });
    const isActive = async () => (await database.db.select({ isActive: companies.isActive }).from(companies).where(eq(companies.subdomain, 'rowan')))[0]?.isActive;
    const off = await command('src/server/cli/tenant-deactivate.ts', ['--subdomain', 'rowan']);
    expect(off, off.stderr).toMatchObject({ code: 0 });
    expect(off.stdout).toContain('Rowan Rooms Ltd (rowan) is now offline');
    expect(await isActive()).toBe(false);
    const on = await command('src/server/cli/tenant-activate.ts', ['--subdomain', 'rowan']);
    expect(on, on.stderr).toMatchObject({ code: 0 });
    expect(on.stdout).toContain('Rowan Rooms Ltd (rowan) is back online');
    expect(await isActive()).toBe(true);
  }, 60_000);
});
