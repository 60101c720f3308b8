import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../../../tests/setup/cookie-jar';
import { insertCompany } from '../../db/insert-company';
import { insertUser } from '../../../../tests/factories/users';
import { createTestApp, nextIp } from '../../../../tests/setup/test-app';
import { users } from '../../db/schema/auth';
import { companies } from '../../db/schema/companies';
import { emailOutbox } from '../../db/schema/email';
import { DEMO_PROJECT_ID, seedDemo } from '../../db/seed';
import { createFileStorage } from '../../lib/storage/file-storage';
import { apiHeaders } from '../../pages/page-response';
import { findCompanyBySubdomain } from '../../tenancy/tenant-company.queries';
import { DEMO_COPY_COOKIE, demoCopyCookieValue } from '../../tenancy/demo-cookie';
import { createDemoCopy } from './demo.service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let host: typeof companies.$inferSelect;
const ACME = 'acme.localhost';

const queries: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ demoMode: true }, { onQuery: (sql) => queries.push(sql) });
 // With the gallery drawn and stored, as the server's own seed does.
  await seedDemo(t.db, { storage: createFileStorage(t.config.storage) });
  host = (await t.db.select().from(companies).where(eq(companies.subdomain, 'demo')))[0]!;
});

async function companyOf(userId: string): Promise<string | undefined> {
  const [row] = await t.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  return row?.companyId;
}

/** One browser: its cookies, and requests on one host. */
function browser(hostName = 'demo.localhost') {
  const jar = new CookieJar();
  const ip = nextIp();
  const request = async (method: string, path: string, body?: unknown) => jar.take(await t.request(method, path, body, { cookie: jar.header(), host: hostName, ip }));
  return {
    jar,
    request,
    signIn: (email: string, password = 'password123') => request('POST', '/api/auth/sign-in/email', { email, password }),
    me: async () => (await request('GET', '/api/me')).json(),
    copyId: () => jar.get(DEMO_COPY_COOKIE)?.split('.')[0],
  };
}

describe("a demo visitor's copy of the demo company", () => {
  it('is where a sample account signs in: a company of its own, copying the host, reached by no host', async () => {
    const b = browser();
    expect((await b.signIn('customer@example.com')).status).toBe(200);
    const cookie = b.jar.header();
    expect(cookie).toContain(DEMO_COPY_COOKIE);
    const [copy] = await t.db.select().from(companies).where(eq(companies.id, b.copyId()!));
    expect(copy).toMatchObject({ demoOf: host.id, isDemo: true, name: host.name, logoUrl: host.logoUrl, primaryColor: host.primaryColor, settings: host.settings });
    expect(copy!.subdomain).toMatch(/^demo\.v-[0-9a-f]{16}$/);
    expect(await findCompanyBySubdomain(t.db, copy!.subdomain)).toBeUndefined();
    // The first label of a host is its company: the copy's subdomain as a host is the demo company's.
    expect((await (await t.request('GET', '/api/company', undefined, { host: `${copy!.subdomain}.localhost` })).json()).subdomain).toBe('demo');

    const me = await b.me();
    expect(me).toMatchObject({ email: 'customer@example.com', role: 'customer' });
    expect(await companyOf(me.id)).toBe(copy!.id);
    expect(me.projectId).not.toBe(DEMO_PROJECT_ID);
    // It answers to the host's name.
    expect((await (await b.request('GET', '/api/company')).json()).subdomain).toBe('demo');
  });

  it('sets the cookie http-only and SameSite=Lax, signed so it names only a copy its browser was given', async () => {
    const res = await browser().signIn('staff@example.com');
    const set = res.headers.getSetCookie().find((c) => c.startsWith(`${DEMO_COPY_COOKIE}=`))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\//);
  });

  it("holds the spec's sample figures, as the seeded company does", async () => {
    const b = browser();
    await b.signIn('customer@example.com');
    const { projectId } = await b.me();
    const project = await (await b.request('GET', `/api/projects/${projectId}`)).json();
    expect(project).toMatchObject({ name: 'Garden Office, 4m x 3m', stage: 'design_confirmation', installDate: '2024-04-22', progress: 65 });
    const { summary } = await (await b.request('GET', `/api/projects/${projectId}/payments`)).json();
    expect(summary).toEqual({
      totalPence: 1_100_000,
      depositPence: 220_000,
      depositPercent: 20,
      paidPence: 220_000,
      remainingPence: 880_000,
      nextPayment: { title: 'Manufacturing Start Payment', amountPence: 550_000 },
    });
    await b.signIn('staff@example.com');
    expect(await (await b.request('GET', '/api/staff/dashboard')).json()).toEqual({
      activeProjects: 22,
      pendingInstallations: 22,
      pendingTasks: 6,
      newLeads: 6,
      openTickets: 3,
      unansweredTickets: 2,
      ticketsPastTarget: 1,
    });
    expect(await (await b.request('GET', '/api/staff/production')).json()).toEqual({ capacity: 12, inProduction: 7, inQualityControl: 2, complete: 5, capacityPercent: 75 });
  });

  it('is made well within two seconds', async () => {
    const storage = createFileStorage(t.config.storage);
    await createDemoCopy(t.db, host, storage);
    const started = performance.now();
    await createDemoCopy(t.db, host, storage);
    const took = performance.now() - started;
    console.info(`a demo copy took ${Math.round(took)} ms`);
    expect(took).toBeLessThan(2000);
  });

  it("has the demo company's gallery in objects of its own, so its staff may delete a photo and the demo company keeps it", async () => {
    const visitor = browser();
    const hostGallery = (await (await visitor.request('GET', '/api/gallery')).json()).items as { id: string; src: string; caption: string }[];
    expect(hostGallery).toHaveLength(6);
    const b = browser();
    await b.signIn('staff@example.com');
    const own = (await (await b.request('GET', '/api/gallery')).json()).items as { id: string; src: string; caption: string }[];
    expect(own.map((p) => p.caption)).toEqual(hostGallery.map((p) => p.caption));
    expect(own.map((p) => p.src)).not.toContain(hostGallery[0]!.src);
    const image = await b.request('GET', own[0]!.src);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);

    expect((await b.request('DELETE', `/api/gallery/${own[0]!.id}`)).status).toBe(204);
    expect((await (await b.request('GET', '/api/gallery')).json()).items).toHaveLength(5);
    expect((await (await visitor.request('GET', '/api/gallery')).json()).items).toHaveLength(6);
    expect((await visitor.request('GET', hostGallery[0]!.src)).status).toBe(200);
  });

  it('stays the same through sign-out and a sign-in as another sample account', async () => {
    const b = browser();
    await b.signIn('customer@example.com');
    const first = b.copyId();
    expect((await b.request('POST', '/api/auth/sign-out', {})).status).toBe(200);
    expect((await b.request('GET', '/api/me')).status).toBe(401);
    await b.signIn('admin@example.com');
    expect(b.copyId()).toBe(first);
    const admin = await b.me();
    expect(admin.role).toBe('admin');
    expect(await companyOf(admin.id)).toBe(first);
    // Signed in already, and signing in as someone else without signing out: the same copy.
    await b.signIn('staff@example.com');
    const staff = await b.me();
    expect(staff.role).toBe('staff');
    expect(await companyOf(staff.id)).toBe(first);
  });

  it('is new when the cookie is forged, names a missing copy, or a copy of another demo company', async () => {
    const acme = browser(ACME);
    await acme.signIn('customer@acme.example.com');
    const acmeCopy = acme.copyId()!;

    const cases = [
      `${host.id}.${'A'.repeat(43)}`,
      demoCopyCookieValue('00000000-0000-4000-8000-000000000000', t.config.authSecret),
      demoCopyCookieValue(acmeCopy, t.config.authSecret),
      demoCopyCookieValue(acmeCopy, 'another-secret-another-secret-another'),
    ];
    for (const value of cases) {
      const b = browser();
      b.jar.set(DEMO_COPY_COOKIE, value);
      expect((await b.signIn('customer@example.com')).status).toBe(200);
      const copyId = b.copyId()!;
      expect(copyId).not.toBe(acmeCopy);
      const [copy] = await t.db.select().from(companies).where(eq(companies.id, copyId));
      expect(copy?.demoOf).toBe(host.id);
    }
  });

  it('are limited per address, and a browser that has one keeps it', async () => {
    const b = browser();
    await b.signIn('customer@example.com');
    const copy = b.copyId();
    const ip = '198.51.100.77';
    // Counted on the demo company's site, where the sign-in comes in.
    await t.db.execute(
      sql`insert into rate_limits (id, company_id, key, count, last_request) values (gen_random_uuid()::text, ${host.id}, ${`demo-copy:${ip}`}, 30, ${Date.now() + 3_600_000})`,
    );
    const signIn = (cookie?: string) => t.request('POST', '/api/auth/sign-in/email', { email: 'customer@example.com', password: 'password123' }, { ip, cookie });
    const refused = await signIn();
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('RATE_LIMITED');
    const kept = await signIn(`${DEMO_COPY_COOKIE}=${b.jar.get(DEMO_COPY_COOKIE)}`);
    expect(kept.status).toBe(200);
    expect(kept.headers.getSetCookie().join()).toContain(`${DEMO_COPY_COOKIE}=${copy}.`);
  });

  it("signs in an account made in the copy (a customer its staff invited) from that browser only", async () => {
    const b = browser();
    await b.signIn('staff@example.com');
    await insertUser(t.db, { companyId: b.copyId()!, email: 'invited@example.org', password: 'a long garden password' });
    expect((await b.request('POST', '/api/auth/sign-out', {})).status).toBe(200);
    expect((await b.signIn('invited@example.org', 'a long garden password')).status).toBe(200);
    expect((await b.me()).email).toBe('invited@example.org');
    expect((await browser().signIn('invited@example.org', 'a long garden password')).status).toBe(401);
  });

  it('still refuses a wrong password, and any email the demo company does not list', async () => {
    const b = browser();
    await b.signIn('customer@example.com');
    expect((await b.signIn('staff@example.com', 'not-the-password')).status).toBe(401);
    expect((await b.signIn('oliver.hughes@example.com')).status).toBe(401);
    expect((await b.signIn('someone@example.org')).status).toBe(401);
  });

  it('lets a visitor try two-factor on the sample staff account of their own copy, and sends no reset emails for sample accounts', async () => {
    const b = browser();
    await b.signIn('staff@example.com');
    // Only this visitor ever signs in to this copy, so a code locks nobody else out.
    const enable = await b.request('POST', '/api/auth/two-factor/enable', { password: 'password123' });
    expect(enable.status).toBe(200);
    expect(await enable.json()).toHaveProperty('totpURI');
    // Another visitor's sample staff account is untouched: no code asked for.
    const other = browser();
    expect((await other.signIn('staff@example.com')).status).toBe(200);
    expect((await other.me()).email).toBe('staff@example.com');
    expect((await b.request('POST', '/api/auth/request-password-reset', { email: 'staff@example.com', redirectTo: '/reset-password' })).status).toBe(200);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, 'staff@example.com'))).toEqual([]);
  });
});

describe("the tenant of a demo visitor's call", () => {
  it("is their copy, read in one more statement only when the session's company is not the host's and the host is a demo company", async () => {
    const b = browser();
    await b.signIn('staff@example.com');
    queries.length = 0;
    expect((await b.request('GET', '/api/me')).status).toBe(200);
    expect(queries).toHaveLength(2);
    expect(queries[1]).toMatch(/from "companies" where \("companies"."id" = \$1 and "companies"."demo_of" = \$2\)/i);

    // A company that is not a demo company, in demo mode: one statement, as ever.
    const real = await insertCompany(t.db, { subdomain: 'realco' });
    await insertUser(t.db, { companyId: real.id, email: 'owner@realco.test', role: 'admin' });
    const owner = browser('realco.localhost');
    expect((await owner.signIn('owner@realco.test')).status).toBe(200);
    queries.length = 0;
    expect((await owner.request('GET', '/api/me')).status).toBe(200);
    expect(queries).toHaveLength(1);

    // The copy's session on another company's host, demo or not, is nobody there.
    for (const host of [ACME, 'realco.localhost']) {
      expect((await t.request('GET', '/api/me', undefined, { cookie: b.jar.header(), host })).status).toBe(401);
    }
  });

  it("is the browser's copy when nobody is signed in, so a visitor's quote request reaches their staff quick access", async () => {
    const b = browser();
    await b.signIn('staff@example.com');
    expect((await b.request('POST', '/api/auth/sign-out', {})).status).toBe(200);
    expect((await b.request('POST', '/api/leads', { name: 'Quinn Visitor', email: 'quinn@example.org', source: 'contact' })).status).toBe(201);
    const stranger = browser();
    expect((await stranger.request('POST', '/api/leads', { name: 'Rowan Stranger', email: 'rowan@example.org', source: 'contact' })).status).toBe(201);

    await b.signIn('staff@example.com');
    const seen = JSON.stringify(await (await b.request('GET', '/api/leads')).json());
    expect(seen).toContain('Quinn Visitor');
    expect(seen).not.toContain('Rowan Stranger');
    // A forged cookie names nobody's copy: the demo company itself.
    const forged = await t.request('GET', '/api/company', undefined, { cookie: `${DEMO_COPY_COOKIE}=${b.copyId()}.${'A'.repeat(43)}` });
    expect(forged.status).toBe(200);
  });

  it('is offline when the demo company is', async () => {
    const b = browser();
    await b.signIn('customer@example.com');
    await t.db.update(companies).set({ isActive: false }).where(eq(companies.id, host.id));
    try {
      expect((await b.request('GET', '/api/me')).status).toBe(503);
    } finally {
      await t.db.update(companies).set({ isActive: true }).where(eq(companies.id, host.id));
    }
    expect((await b.request('GET', '/api/me')).status).toBe(200);
  });
});

describe('a page rendered on the server for a signed-out demo visitor', () => {
  it("reads the API with the copy cookie alone, so it shows the visitor's copy and nothing of their session", () => {
    const headers = apiHeaders(new Headers({ host: 'demo.localhost', cookie: `better-auth.session_token=abc.def; ${DEMO_COPY_COOKIE}=copy.sig; tz=Europe%2FLondon` }), false);
    expect(headers.get('cookie')).toBe(`${DEMO_COPY_COOKIE}=copy.sig`);
    expect(apiHeaders(new Headers({ host: 'demo.localhost', cookie: 'tz=Europe%2FLondon' }), false).get('cookie')).toBeNull();
  });
});
