import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { testClient } from 'hono/testing';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../../src/server/app';
import type { AppConfig } from '../../src/server/config';
import type { Ping } from '../../src/server/db/availability';
import { connectDatabase, type Database, type DatabaseTimeouts } from '../../src/server/db/client';
import type { ServerLifecycle } from '../../src/server/lib/server-lifecycle';
import { silentLogger, type Logger } from '../../src/server/lib/logger';
import type { Metrics } from '../../src/server/lib/metrics';
import type { Tracing } from '../../src/server/lib/tracing';
import { generateSigningKeys } from '../../src/server/lib/signing-keys';
import { TEST_PASSWORD } from '../factories/users';
import { atFileEnd } from './file-end';

const TEMPLATE_DATABASE = 'arbour_test_template';

/** One sealing key per test worker, made here rather than read from a data directory. */
export const TEST_SIGNING_KEYS = generateSigningKeys();

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    isProduction: false,
    demoMode: false,
    seedDemo: false,
    defaultTenant: 'demo',
    appDomain: 'localhost',
    // Links in emails read http://demo.localhost/…, the host the tests call.
    publicPort: null,
    authSecret: 'test-secret-test-secret-test-secret-42',
    signing: TEST_SIGNING_KEYS,
    // Tests speak for many callers, each with its own X-Forwarded-For address.
    trustProxy: true,
    trustedOrigins: [],
    authRateLimit: { max: 5, windowSeconds: 60 },
    leadFormsPerHour: 10,
    leadAcknowledgementsPerHour: 50,
    bodyLimitBytes: 64 * 1024,
    // Small, so a test can go over it without building a 25 MB body.
    uploadMaxBytes: 1024 * 1024,
    // Inside the run's folder, which the global teardown removes.
    storage: { driver: 'local', dir: path.join(inject('testFilesDir'), randomUUID()) },
    smtpUrl: null,
    mailDir: path.join(inject('testFilesDir'), randomUUID(), 'mail'),
    mailFrom: 'no-reply@arbour.test',
    clientDir: null,
    ...overrides,
  };
}

export interface TestDatabase {
  /** The owner's handle: factories and assertions see every company's rows. */
  db: Database;
  url: string;
  /** The app role's handle, as a server has it: row-level security binds it. */
  appDb: Database;
  appUrl: string;
}

/** A fresh database cloned from the migrated template, dropped when the file's tests end. */
export async function createTestDatabase(options: { onQuery?: (sql: string) => void; appTimeouts?: DatabaseTimeouts } = {}): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `arbour_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`);
        break;
      } catch (error) {
        // Two files cloning the template at the same instant: try again shortly.
        if (attempt > 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 150));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = connectDatabase(url.toString(), { max: 5 });
  const appUrl = new URL(url);
  const appRole = inject('appRole');
  appUrl.username = appRole.user;
  appUrl.password = appRole.password;
  const appHandle = connectDatabase(appUrl.toString(), { max: 5, onQuery: options.onQuery, timeouts: options.appTimeouts });
  atFileEnd(async () => {
    await Promise.all([handle.close(), appHandle.close()]);
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await cleanup.end();
  });
  return { db: handle.db, url: url.toString(), appDb: appHandle.db, appUrl: appUrl.toString() };
}

let ipCounter = 0;
/** A different caller address each time, so sign-in rate limits don't spill between tests. */
/**
 * Connections a test file opens itself to its database (as another server would, or a session of
 * its own): as the app role or the owner, each closed once the file is done.
 */
export function ownConnections(database: () => TestDatabase): (as: 'app' | 'owner') => Promise<pg.Client> {
  const clients: pg.Client[] = [];
  atFileEnd(async () => {
    await Promise.all(clients.map((client) => client.end()));
  });
  return async (as) => {
    const client = new pg.Client({ connectionString: as === 'app' ? database().appUrl : database().url });
    await client.connect();
    clients.push(client);
    return client;
  };
}

export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface RequestOptions {
  host?: string;
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface TestAppOptions {
  onQuery?: (sql: string) => void;
  logger?: Logger;
  /** The app role's pool as a server sets it up (docs/operations.md); none by default. */
  appTimeouts?: DatabaseTimeouts;
  ping?: Ping;
  lifecycle?: ServerLifecycle;
  metrics?: Metrics;
  tracing?: Tracing;
}

export async function createTestApp(overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}) {
  const { db, appDb, url: dbUrl } = await createTestDatabase(options);
  const config = testConfig(overrides);
  const { app } = createApp({ db: appDb, config, logger: options.logger ?? silentLogger, ping: options.ping, lifecycle: options.lifecycle, metrics: options.metrics, tracing: options.tracing });

  function request(method: string, path: string, body?: unknown, options: RequestOptions = {}) {
    const headers: Record<string, string> = {
      host: options.host ?? 'demo.localhost',
      'x-forwarded-for': options.ip ?? '192.0.2.1',
      ...options.headers,
    };
    if (options.cookie) headers.cookie = options.cookie;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    return app.request(`http://${headers.host}${path}`, { method, headers, body: payload });
  }

  /** A multipart request, as a browser sends a file upload. */
  function upload(path: string, form: FormData, options: RequestOptions = {}) {
    const host = options.host ?? 'demo.localhost';
    const headers: Record<string, string> = { host, 'x-forwarded-for': options.ip ?? '192.0.2.1', ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    return app.request(`http://${host}${path}`, { method: 'POST', headers, body: form });
  }

  /** Signs in and returns the session cookie to send with later requests. */
  async function signIn(email: string, password = TEST_PASSWORD, options: RequestOptions = {}): Promise<string> {
    const res = await request('POST', '/api/auth/sign-in/email', { email, password }, { ip: nextIp(), ...options });
    if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
    return sessionCookie(res);
  }

  /**
   * Hono's typed test client over the whole app (host to company, session, every middleware), typed
   * by one feature's router: a test's paths, parameters, bodies and answers are checked against the
   * route's schemas by the compiler.
   */
  function client<Routes extends Parameters<typeof testClient>[0]>(options: RequestOptions = {}) {
    const headers: Record<string, string> = { host: options.host ?? 'demo.localhost', 'x-forwarded-for': options.ip ?? '192.0.2.1', ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    // The app is built from every feature's router at run time; its static type knows none of them.
    return testClient(app as unknown as Routes, undefined, undefined, { headers });
  }

  // dbUrl: the owner's URL, for a test that opens pools of its own (a second server).
  return { app, db, appDb, dbUrl, config, request, upload, signIn, client };
}

export function sessionCookie(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
