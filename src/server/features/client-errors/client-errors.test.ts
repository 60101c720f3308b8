import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS } from '../../../shared/constants/client-errors';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp, nextIp } from '../../../../tests/setup/test-app';
import { createLogger } from '../../lib/logger';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const written: string[] = [];
const logger = createLogger('info', { write: (line: string) => void written.push(line) });

function loggedReports(): Record<string, unknown>[] {
  return written.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'client error');
}

const report = { kind: 'error', message: 'Cannot read properties of undefined (reading "amount")', stack: 'TypeError: …\n    at PaymentsTab (/assets/payments-tab-abc123.js:1:2345)', path: '/dashboard', release: 'index-abc123.js' };

describe('POST /api/client-errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { logger });
    await createTwoTenantWorld(t.db);
  });

  it('logs a report sent without a cookie, with the request id, and answers 204', async () => {
    written.length = 0;
    const res = await t.request('POST', '/api/client-errors', report, { ip: nextIp() });
    expect(res.status).toBe(204);
    const [entry] = loggedReports();
    expect(entry).toMatchObject({ level: 40, requestId: res.headers.get('x-request-id'), clientError: { ...report, company: 'demo' } });
  });

  it('keeps no email address, query string or link token', async () => {
    written.length = 0;
    const res = await t.request(
      'POST',
      '/api/client-errors',
      { kind: 'unhandled-rejection', message: 'No account for jo.bloggs@example.co.uk', stack: 'at signIn (maria@example.com)', path: '/invitations/9f8e7d6c5b4a?email=jo@example.com#x' },
      { ip: nextIp() },
    );
    expect(res.status).toBe(204);
    const line = written.join('\n');
    expect(line).not.toMatch(/example\.co|9f8e7d6c5b4a|\?email/);
    expect(loggedReports()[0]).toMatchObject({ clientError: { message: 'No account for [email]', stack: 'at signIn ([email])', path: '/invitations/[token]' } });
  });

  it('keeps no link token an error message or stack quotes', async () => {
    written.length = 0;
    const res = await t.request(
      'POST',
      '/api/client-errors',
      {
        kind: 'error',
        message: 'Loading /api/invitations/Zq9secretInvite failed; see /reset-password?token=Rst7secret&x=1',
        stack: 'at load (http://demo.localhost/api/auth/reset-password/Cb4secret?callbackURL=/)',
        path: '/',
      },
      { ip: nextIp() },
    );
    expect(res.status).toBe(204);
    expect(written.join('\n')).not.toMatch(/Zq9secretInvite|Rst7secret|Cb4secret/);
    expect(loggedReports()[0]).toMatchObject({
      clientError: {
        message: 'Loading /api/invitations/[token] failed; see /reset-password?token=[token]&x=1',
        stack: 'at load (http://demo.localhost/api/auth/reset-password/[token]?callbackURL=/)',
      },
    });
  });

  it('refuses a report it cannot read, saying which field is wrong', async () => {
    const ip = nextIp();
    const unknownKind = await t.request('POST', '/api/client-errors', { ...report, kind: 'crash' }, { ip });
    expect(unknownKind.status).toBe(400);
    expect((await unknownKind.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { kind: expect.any(Array) } });
    const extra = await t.request('POST', '/api/client-errors', { ...report, userEmail: 'a@b.co' }, { ip });
    expect(extra.status).toBe(400);
    const notAPath = await t.request('POST', '/api/client-errors', { ...report, path: 'https://elsewhere.example/x' }, { ip });
    expect(notAPath.status).toBe(400);
    expect((await t.request('POST', '/api/client-errors', 'not json', { ip })).status).toBe(400);
  });

  it('refuses a report that says it is over 8 KB with 413, before reading it; one sent without its length is refused by its fields', async () => {
    const body = JSON.stringify({ ...report, stack: 'x'.repeat(CLIENT_ERROR_LIMITS.bodyBytes) });
    const res = await t.request('POST', '/api/client-errors', body, { ip: nextIp(), headers: { 'content-length': String(Buffer.byteLength(body)) } });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect((await res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    const unsized = await t.request('POST', '/api/client-errors', body, { ip: nextIp() });
    expect(unsized.status).toBe(400);
    expect((await unsized.json()).error.fields).toHaveProperty('stack');
  });

  it('stops listening to one address after 30 reports in 10 minutes, and not to another', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) expect((await t.request('POST', '/api/client-errors', report, { ip })).status).toBe(204);
    const refused = await t.request('POST', '/api/client-errors', report, { ip });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('RATE_LIMITED');
    expect((await t.request('POST', '/api/client-errors', report, { ip: nextIp() })).status).toBe(204);
  });

  it("answers 404 on a host that names no company, and logs nothing", async () => {
    written.length = 0;
    const res = await t.request('POST', '/api/client-errors', report, { host: 'nobody.localhost', ip: nextIp() });
    expect(res.status).toBe(404);
    expect(loggedReports()).toEqual([]);
  });
});
