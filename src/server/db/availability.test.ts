import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-app';
import { createLogger } from '../lib/logger';
import { createPing, DatabaseIncidents, isDatabaseUnavailable } from './availability';
import { connectDatabase, type DatabaseHandle } from './client';

const opened: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
});

function elapsed(started: number): number {
  return performance.now() - started;
}

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, extra: object = {}) => Object.assign(new Error('x'), { code, ...extra });
  it('is true for a timeout, a lost or refused connection and a server that cannot take it now, bare or as a cause', () => {
    for (const error of [
      withCode('57014'),
      withCode('55P03'),
      withCode('25P03'),
      withCode('08006'),
      withCode('57P01'),
      withCode('53300'),
      withCode('ECONNREFUSED'),
      withCode('ENOENT', { syscall: 'connect' }),
      new Error('Query read timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      new Error('Failed query: select 1', { cause: new Error('Connection terminated due to connection timeout') }),
    ]) {
      expect(isDatabaseUnavailable(error), error.message + String((error as { code?: string }).code)).toBe(true);
    }
  });

  it('is false for a mistake that asking again would repeat', () => {
    for (const error of [withCode('23505'), withCode('22P02'), withCode('ENOENT', { syscall: 'open' }), new Error('Failed query: x', { cause: withCode('42P01') }), 'text']) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe('timeouts on a real server', () => {
  it('ends a statement PostgreSQL runs too long (statement_timeout), leaving the connection usable', async () => {
    const { url } = await createTestDatabase();
    const handle = connectDatabase(url, { max: 1, timeouts: { poolWaitMs: 2_000, statementMs: 200, queryMs: 5_000 } });
    opened.push(handle);
    const failure = await handle.db.execute(sql`select pg_sleep(2)`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(((failure as Error).cause as { code?: string }).code).toBe('57014');
    expect((await handle.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });

  it('gives up on an answer that does not come (query timeout) and does not leave the next statement queued behind it', async () => {
    const { url } = await createTestDatabase();
    // One connection, so the second statement would have to use the stuck one.
    const handle = connectDatabase(url, { max: 1, timeouts: { poolWaitMs: 2_000, queryMs: 300 } });
    opened.push(handle);
    let started = performance.now();
    const failure = await handle.db.execute(sql`select pg_sleep(3)`).catch((error: unknown) => error);
    expect(elapsed(started)).toBeLessThan(1_500);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    started = performance.now();
    expect((await handle.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    // Without dropping the stuck connection this waited for the 3 s sleep to end.
    expect(elapsed(started)).toBeLessThan(1_500);
  });

  it('inside a transaction too: the timed-out connection is not handed to the next caller', async () => {
    const { url } = await createTestDatabase();
    const handle = connectDatabase(url, { max: 1, timeouts: { poolWaitMs: 2_000, queryMs: 300 } });
    opened.push(handle);
    const failure = await handle.db.transaction((tx) => tx.execute(sql`select pg_sleep(3)`)).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const started = performance.now();
    expect((await handle.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    expect(elapsed(started)).toBeLessThan(1_500);
  });

  it('waits a bounded time for a pooled connection', async () => {
    const { url } = await createTestDatabase();
    const handle = connectDatabase(url, { max: 1, timeouts: { poolWaitMs: 300 } });
    opened.push(handle);
    // Drizzle's queries run when awaited: then() sends this one now.
    const busy = handle.db.execute(sql`select pg_sleep(1)`).then(() => undefined);
    const started = performance.now();
    const failure = await handle.db.execute(sql`select 1`).catch((error: unknown) => error);
    expect(elapsed(started)).toBeLessThan(900);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await busy;
  });
});

describe('createPing', () => {
  it('answers when the database does, and refuses within its timeout when nothing listens', async () => {
    const { appUrl } = await createTestDatabase();
    const good = createPing({ connectionString: appUrl });
    await expect(good.ping()).resolves.toBeUndefined();
    await good.close();
    // A port where nothing answers the startup: a listening socket that never replies.
    const net = await import('node:net');
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const stalled = createPing({ connectionString: `postgres://x:y@127.0.0.1:${port}/x` }, 300);
    const started = performance.now();
    await expect(stalled.ping()).rejects.toThrow();
    expect(elapsed(started)).toBeLessThan(1_500);
    await stalled.close();
    silent.close();
  });
});

describe('DatabaseIncidents', () => {
  it('logs an outage once, counts the 503s that follow, and logs its end when the database answers again', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    let up = false;
    const incidents = new DatabaseIncidents(logger, () => (up ? Promise.resolve() : Promise.reject(new Error('down'))), 20);
    for (let i = 0; i < 5; i++) incidents.record(new Error('Query read timeout'), `request-${i}`);
    expect(lines.map((line) => line.msg)).toEqual(['database unavailable: answering 503 until it is back']);
    expect(lines[0]).toMatchObject({ requestId: 'request-0', level: 50 });
    expect(incidents.ongoing).toBe(true);
    up = true;
    await expect.poll(() => incidents.ongoing).toBe(false);
    expect(lines[1]).toMatchObject({ msg: 'database available again', answered503: 5 });
    incidents.record(new Error('Query read timeout'), 'request-later');
    expect(lines).toHaveLength(3);
  });
});
