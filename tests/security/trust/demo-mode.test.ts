import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema/auth';
import { companyBankAccounts } from '../../../src/server/db/schema/bank-details';
import { seedDemo } from '../../../src/server/db/seed';
import { insertCompany } from '../../../src/server/db/insert-company';
import { recordSecurityFigure } from '../figures';
import { CookieJar } from '../../setup/cookie-jar';
import { createTestApp, nextIp, sessionCookie } from '../../setup/test-app';

/**
 * Issue 24, item 1: demo mode was on whenever there was no DATABASE_URL, and then any email signed
 * in with any password on any company, an email containing "admin" as that company's admin. An
 * attacker signed in to Acme as attacker-admin@evil.test / password123 and changed Acme's bank
 * details, so Acme's customers were shown the attacker's account. Demo sign-in is now the listed
 * sample accounts of demo companies only, each visitor in a private copy.
 */
let demo: Awaited<ReturnType<typeof createTestApp>>;
let plain: Awaited<ReturnType<typeof createTestApp>>;
const ACME = { host: 'acme.localhost' };

beforeAll(async () => {
  demo = await createTestApp({ demoMode: true });
  plain = await createTestApp({ demoMode: false });
  await seedDemo(demo.db);
  await seedDemo(plain.db);
});

const signIn = (app: typeof demo, email: string, password: string, host = 'demo.localhost') =>
  app.request('POST', '/api/auth/sign-in/email', { email, password }, { ip: nextIp(), host });

describe('demo mode signs in no email without an account', () => {
  it("refuses attacker-admin@evil.test on Acme like any unknown email, so Acme's bank details stay Acme's", async () => {
    const res = await signIn(demo, 'attacker-admin@evil.test', 'password123', ACME.host);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } });
    expect(await demo.db.select().from(users).where(eq(users.email, 'attacker-admin@evil.test'))).toEqual([]);

    const put = await demo.request(
      'PUT',
      '/api/bank-details',
      { accountName: 'Attacker Ltd', sortCode: '112233', accountNumber: '12345678', bankName: 'Evil Bank' },
      { cookie: sessionCookie(res), ...ACME },
    );
    expect(put.status).toBe(401);
    const [acme] = await demo.db.select({ accountName: companyBankAccounts.accountName }).from(companyBankAccounts).innerJoin(sql`companies`, sql`companies.id = ${companyBankAccounts.companyId}`).where(sql`companies.subdomain = 'acme'`);
    expect(acme?.accountName).toBe('Acme Garden Buildings Ltd');
    recordSecurityFigure('threatsRefused', 1);
  });

  it('never makes anyone an admin from the text of their email', async () => {
    for (const email of ['admin@evil.test', 'site-admin@example.org', 'staff-admin@example.com', 'administrator@acme.example.com']) {
      for (const host of ['demo.localhost', ACME.host]) expect((await signIn(demo, email, 'password123', host)).status).toBe(401);
    }
    expect(await demo.db.select().from(users).where(sql`${users.email} like '%admin%' and ${users.email} <> 'admin@example.com'`)).toEqual([]);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('answers an unknown email exactly as a server without demo mode does', async () => {
    for (const host of ['demo.localhost', ACME.host]) {
      const on = await signIn(demo, 'nobody@example.org', 'password123', host);
      const off = await signIn(plain, 'nobody@example.org', 'password123', host);
      expect(on.status).toBe(off.status);
      expect(await on.json()).toEqual(await off.json());
      expect(on.headers.getSetCookie()).toEqual(off.headers.getSetCookie());
    }
    // An unknown email costs a password hash, as a wrong password does: its time tells nothing.
    const timed = async (email: string) => {
      const started = performance.now();
      await signIn(demo, email, 'wrong-password-1');
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await timed('nobody@example.org'));
      known.push(await timed('staff@example.com'));
    }
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5);
    expect(median(unknown) / median(known)).toBeLessThan(2);
    recordSecurityFigure('threatsRefused', 1);
  });
});

describe('a company that is not a demo company, with demo mode on', () => {
  it('has no sample accounts: the sample emails do not sign in and /api/demo/accounts is 404', async () => {
    // As `npm run tenant:create` makes one, even with the seed's list copied into its settings.
    await insertCompany(demo.db, {
      subdomain: 'realco',
      settings: { demoAccounts: [{ label: 'Customer', role: 'customer', email: 'customer@example.com' }] },
    });
    expect((await demo.request('GET', '/api/demo/accounts', undefined, { host: 'realco.localhost' })).status).toBe(404);
    for (const email of ['customer@example.com', 'staff@example.com', 'admin@example.com']) {
      expect((await signIn(demo, email, 'password123', 'realco.localhost')).status).toBe(401);
    }
    recordSecurityFigure('threatsRefused', 1);
  });

  it('lists the sample accounts of the demo companies only', async () => {
    const acme = await (await demo.request('GET', '/api/demo/accounts', undefined, ACME)).json();
    expect(acme.accounts.map((a: { email: string }) => a.email)).toEqual(['customer@acme.example.com', 'staff@acme.example.com']);
    expect((await plain.request('GET', '/api/demo/accounts', undefined, ACME)).status).toBe(404);
  });
});

/** One browser on the demo company's host: its own cookies and address. */
function browser(app: typeof demo) {
  const jar = new CookieJar();
  const ip = nextIp();
  const request = async (method: string, path: string, body?: unknown) => jar.take(await app.request(method, path, body, { cookie: jar.header(), ip }));
  const json = async (method: string, path: string, body?: unknown) => {
    const res = await request(method, path, body);
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return res.json();
  };
  const signIn = async (email: string) => expect((await request('POST', '/api/auth/sign-in/email', { email, password: 'password123' })).status).toBe(200);
  return { request, json, signIn };
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe("each demo visitor's private copy", () => {
  it("keeps one visitor's message and payment confirmation from another visitor's staff quick access", async () => {
    const first = browser(demo);
    const second = browser(demo);
    await first.signIn('customer@example.com');
    await second.signIn('customer@example.com');
    const mine = await first.json('GET', '/api/me');
    const theirs = await second.json('GET', '/api/me');
    expect(mine.projectId).not.toBe(theirs.projectId);

    await first.json('POST', `/api/projects/${mine.projectId}/messages`, { content: 'Private note from the first visitor' });
    const { items } = await first.json('GET', `/api/projects/${mine.projectId}/payments`);
    const next = items.find((i: { status: string }) => i.status === 'pending');
    await first.json('POST', `/api/payments/${next.id}/confirm-transfer`, { reference: 'FIRST-VISITOR', amount: (next.amountPence / 100).toFixed(2), transferDate: yesterday() });

    // The second visitor's staff quick access: their own copy, where none of that happened.
    await second.signIn('staff@example.com');
    const conversations = JSON.stringify(await second.json('GET', '/api/messages/conversations'));
    expect(conversations).not.toContain('Private note from the first visitor');
    expect((await second.request('GET', `/api/projects/${mine.projectId}/messages`)).status).toBe(404);
    expect(JSON.stringify(await second.json('GET', '/api/payments?status=pending_verification'))).not.toContain('FIRST-VISITOR');
    expect((await second.request('POST', `/api/payments/${next.id}/verify`, {})).status).toBe(404);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('shares one copy between the customer and the staff quick access of one browser, so a visitor plays both sides', async () => {
    const b = browser(demo);
    await b.signIn('customer@example.com');
    const me = await b.json('GET', '/api/me');
    await b.json('POST', `/api/projects/${me.projectId}/messages`, { content: 'Can the install start at nine?' });
    const { items } = await b.json('GET', `/api/projects/${me.projectId}/payments`);
    const next = items.find((i: { status: string }) => i.status === 'pending');
    await b.json('POST', `/api/payments/${next.id}/confirm-transfer`, { reference: 'BOTH-SIDES', amount: (next.amountPence / 100).toFixed(2), transferDate: yesterday() });

    await b.signIn('staff@example.com');
    expect(JSON.stringify(await b.json('GET', `/api/projects/${me.projectId}/messages`))).toContain('Can the install start at nine?');
    const verified = await b.request('POST', `/api/payments/${next.id}/verify`, {});
    expect(verified.status).toBe(200);
    await b.signIn('customer@example.com');
    const after = await b.json('GET', `/api/projects/${me.projectId}/payments`);
    expect(after.items.find((i: { id: string }) => i.id === next.id).status).toBe('paid');
  });
});
