import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../src/server/db/client';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/server/db/embedded';
import { applyMigrations } from '../../src/server/db/migrate';
import { ensureAppRole, grantAppRole } from '../../src/server/db/roles';

export const TEMPLATE_DATABASE = 'arbour_test_template';
export const TEST_APP_ROLE = 'arbour_test_app';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection URL to the server's maintenance database, for creating test databases. */
    adminDatabaseUrl: string;
    /** A folder for this run's stored files (local storage, s3rver), removed when the run ends. */
    testFilesDir: string;
    /** The login of the role the app under test serves requests as: bound by row-level security. */
    appRole: { user: string; password: string };
  }
}

/**
 * One PostgreSQL server for the whole run (TEST_DATABASE_URL, or an embedded
 * one), with a template database migrated once; each test file clones it.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'arbour-test-'));
    // The embedded server runs as its own user when we are root: let it in.
    await chmod(dataDir, 0o755);
    embedded = await startEmbeddedDatabase(dataDir);
    adminUrl = embedded.url('postgres');
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${TEMPLATE_DATABASE}"`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const template = connectDatabase(templateUrl.toString(), { max: 1 });
  await applyMigrations(template.db);
  // Roles belong to the server, not a database: one app role for every test database, whose
  // grants each database inherits from the template.
  const appRole = { user: TEST_APP_ROLE, password: randomBytes(18).toString('base64url') };
  await ensureAppRole(template.pool, appRole.user, appRole.password);
  await grantAppRole(template.pool, appRole.user);
  await template.close();
  project.provide('appRole', appRole);

  project.provide('adminDatabaseUrl', adminUrl);
  const filesDir = await mkdtemp(path.join(tmpdir(), 'arbour-test-files-'));
  project.provide('testFilesDir', filesDir);

  return async () => {
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await rm(filesDir, { recursive: true, force: true });
  };
}
