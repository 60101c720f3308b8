import { mkdir, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig, type TestDatabase } from '../../../tests/setup/test-app';
import { insertUser } from '../../../tests/factories/users';
import { insertCompany } from '../db/insert-company';
import { rateLimits, sessions, verifications } from '../db/schema/auth';
import { idempotencyKeys } from '../db/schema/payments';
import { emailOutbox } from '../db/schema/email';
import type { MailMessage, MailTransport } from '../features/email/mail-transport';
import { enqueueEmails } from '../lib/email/email-outbox';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { silentLogger } from '../lib/logger';
import { useTracer } from '../lib/tracing';
import { registerTracing } from '../lib/tracing-sdk';
import { createFileStorage } from '../lib/storage/file-storage';
import { startAppJobs, type AppJobs } from './app-jobs';
import { pruneOldBackups } from './nightly-backup';

let database: TestDatabase;
let companyId: string;
const running: AppJobs[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  companyId = (await insertCompany(database.db, { name: 'Arbour Garden Rooms', subdomain: 'demo' })).id;
});

afterAll(async () => {
  await Promise.all(running.map((jobs) => jobs.stop()));
});

function capturingTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message) };
}

/** A server's job queue, as `index.ts` starts it, over the test database. */
async function startServerJobs(transport: MailTransport, outcomes: string[] = []): Promise<AppJobs> {
  const config = testConfig();
  const jobs = await startAppJobs({
    owner: database.db,
    ownerUrl: database.url,
    config,
    storage: createFileStorage(config.storage),
    delivery: { transport, fromAddress: 'no-reply@arbour.test', logger: silentLogger },
    logger: silentLogger,
    onOutcome: (queue, outcome) => outcomes.push(`${queue}:${outcome}`),
  });
  running.push(jobs);
  return jobs;
}

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const email = { kind: 'test', toName: 'Jo Bloggs', subject: 'Hello', textBody: 'Body' };

describe('background jobs on PostgreSQL', () => {
  it('two servers: an email committed by a request is sent at once, by one of them, once', async () => {
    const first = capturingTransport();
    const second = capturingTransport();
    const outcomes: string[] = [];
    await startServerJobs(first, outcomes);
    await startServerJobs(second, outcomes);

    // Written as a request writes it: in the transaction of the change, as the app's own role would.
    const recipients = Array.from({ length: 12 }, (_, i) => `p${i}@example.test`);
    await database.db.transaction(async (tx) => {
      await enqueueEmails(tx, recipients.map((toEmail) => ({ companyId, ...email, toEmail })));
    });
    // Woken by the outbox's notification, not the minute's sweep.
    await eventually(() => first.sent.length + second.sent.length >= recipients.length, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = [...first.sent, ...second.sent].map((m) => m.to.address).sort();
    expect(sent).toEqual([...recipients].sort());
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.every((row) => row.sentAt !== null && row.dispatchedAt !== null && row.sendStartedAt === null)).toBe(true);
    expect(outcomes.filter((o) => o === 'email-send:completed')).toHaveLength(recipients.length);
  });

  it('an email rolled back with its change is never sent', async () => {
    const transport = capturingTransport();
    const jobs = await startServerJobs(transport);
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEmails(tx, [{ companyId, ...email, toEmail: 'rolled-back@example.test' }]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobs.dispatchEmails()).toBe(0);
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, 'rolled-back@example.test'))).toEqual([]);
  });

  it('schedules each recurring job once, however many servers start', async () => {
    const [jobs] = running;
    const schedules = await jobs!.boss.getSchedules();
    expect(schedules.map((s) => `${s.name} ${s.cron}`).sort()).toEqual(['diary-digest 0 18 * * *', 'email-dispatch * * * * *', 'housekeeping 17 * * * *', 'payment-reminders 5 * * * *']);
    expect(schedules.every((s) => s.timezone === 'Europe/London')).toBe(true);
  });

  it('housekeeping removes what has expired (sessions, one-time tokens, idempotency keys, rate-limit counters) and keeps the rest', async () => {
    const [jobs] = running;
    const { db } = database;
    const user = await insertUser(db, { companyId, name: 'Jo Bloggs', email: 'jo@example.test', role: 'customer' });
    const hourAgo = new Date(Date.now() - 3_600_000);
    const inAnHour = new Date(Date.now() + 3_600_000);
    const session = (id: string, expiresAt: Date) => ({ id, token: `token-${id}`, userId: user.id, companyId, expiresAt });
    await db.insert(sessions).values([session('expired', hourAgo), session('live', inAnHour)]);
    await db.insert(verifications).values([
      { id: 'expired', identifier: 'reset', value: user.id, companyId, expiresAt: hourAgo },
      { id: 'live', identifier: 'reset', value: user.id, companyId, expiresAt: inAnHour },
    ]);
    const key = (k: string, createdAt: Date) => ({ companyId, userId: user.id, key: k, scope: 'test', statusCode: 200, body: {}, createdAt });
    await db.insert(idempotencyKeys).values([key('expired', new Date(Date.now() - 25 * 3_600_000)), key('live', hourAgo)]);
    await db.insert(rateLimits).values([
      { id: 'expired', key: 'test:old', count: 3, lastRequest: Date.now() - 25 * 3_600_000, companyId },
      { id: 'live', key: 'test:new', count: 3, lastRequest: Date.now(), companyId },
    ]);
    await jobs!.send('housekeeping');
    const left = async () => ({
      sessions: (await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id),
      verifications: (await db.select({ id: verifications.id }).from(verifications)).map((r) => r.id),
      idempotencyKeys: (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key),
      rateLimits: (await db.select({ id: rateLimits.id }).from(rateLimits)).map((r) => r.id),
    });
    await eventually(async () => Object.values(await left()).every((ids) => ids.length === 1));
    expect(await left()).toEqual({ sessions: ['live'], verifications: ['live'], idempotencyKeys: ['live'], rateLimits: ['live'] });
  });

  it('traces each job as a span of its own, its statements its children, with nothing of its data', async () => {
    const exporter = new InMemorySpanExporter();
    const parts = registerTracing({ serviceName: 'arbour-test', sampleRatio: 1, spanProcessor: new SimpleSpanProcessor({ exporter }) });
    useTracer(parts.tracer);
    try {
      await enqueueEmails(database.db, [{ companyId, ...email, toEmail: 'traced@example.test' }]);
      await eventually(() => exporter.getFinishedSpans().some((span) => span.name === 'process email-send'));
      const spans = exporter.getFinishedSpans();
      const job = spans.find((span) => span.name === 'process email-send')!;
      expect(job.attributes).toMatchObject({ 'messaging.system': 'pg-boss', 'messaging.destination.name': 'email-send', 'arbour.job.attempt': 1 });
      expect(spans.filter((span) => span.parentSpanContext?.spanId === job.spanContext().spanId).length).toBeGreaterThan(0);
      const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, 'traced@example.test'));
      expect(JSON.stringify(spans.map((span) => span.attributes))).not.toMatch(new RegExp(`${row!.id}|traced@example`));
    } finally {
      useTracer(undefined);
      await parts.shutdown();
    }
  });

  it('counts each queue for the metrics', async () => {
    const [jobs] = running;
    const depths = await jobs!.depths();
    expect(depths.map((d) => d.queue).sort()).toEqual(['diary-digest', 'email-dispatch', 'email-send', 'housekeeping', 'payment-reminders']);
    expect(depths.every((d) => Number.isInteger(d.queued) && Number.isInteger(d.failed))).toBe(true);
  });
});

describe('nightly backups', () => {
  it('keeps the newest N finished backups and leaves anything else in the folder alone', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'arbour-backups-'));
    const names = ['2026-11-20T02-30-00-000Z', '2026-11-21T02-30-00-000Z', '2026-11-22T02-30-00-000Z', '2026-11-23T02-30-00-000Z'].map((t) => `arbour-${t}`);
    for (const name of [...names, 'arbour-2026-11-19T02-30-00-000Z.partial', 'notes']) await mkdir(path.join(dir, name));
    expect(await pruneOldBackups(dir, 2)).toEqual(names.slice(0, 2));
    expect((await readdir(dir)).sort()).toEqual(['arbour-2026-11-19T02-30-00-000Z.partial', ...names.slice(2), 'notes'].sort());
  });
});
