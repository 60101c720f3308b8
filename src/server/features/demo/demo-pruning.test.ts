import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../../db/insert-company';
import { fileForm, sampleFiles } from '../../../../tests/factories/files';
import { insertPaymentItem } from '../../../../tests/factories/payments';
import { insertProject } from '../../db/insert-project';
import { insertUser } from '../../../../tests/factories/users';
import { CookieJar } from '../../../../tests/setup/cookie-jar';
import { createTestApp, nextIp } from '../../../../tests/setup/test-app';
import { companies, type CompanyRow } from '../../db/schema/companies';
import { seedDemo } from '../../db/seed';
import { createFileStorage } from '../../lib/storage/file-storage';
import type { FileStorage } from '../../lib/storage/storage-driver';
import { DEMO_COPY_COOKIE, DEMO_COPY_MAX_AGE_SECONDS } from '../../tenancy/demo-cookie';
import { DEMO_COPY_LIFETIME_MS, pruneDemoCopies } from './demo-pruning';
import { createDemoCopy } from './demo.service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let host: CompanyRow;
let storage: FileStorage;

beforeAll(async () => {
  t = await createTestApp({ demoMode: true });
  storage = createFileStorage(t.config.storage);
  // With the gallery drawn and stored, as the server's own seed does.
  await seedDemo(t.db, { storage });
  host = (await t.db.select().from(companies).where(eq(companies.subdomain, 'demo')))[0]!;
});

/** One browser: its cookies, and requests on one host. */
function browser(hostName = 'demo.localhost') {
  const jar = new CookieJar();
  const ip = nextIp();
  const request = async (method: string, path: string, body?: unknown) => jar.take(await t.request(method, path, body, { cookie: jar.header(), host: hostName, ip }));
  const upload = async (path: string, form: FormData) => jar.take(await t.upload(path, form, { cookie: jar.header(), host: hostName, ip }));
  return {
    request,
    upload,
    signIn: async (email: string) => {
      const res = await request('POST', '/api/auth/sign-in/email', { email, password: 'password123' });
      expect(res.status, `sign-in as ${email}`).toBe(200);
    },
    me: async () => (await request('GET', '/api/me')).json(),
    copyId: () => jar.get(DEMO_COPY_COOKIE)?.split('.')[0],
  };
}

const cutOff = () => new Date(Date.now() - DEMO_COPY_LIFETIME_MS);

async function ageCompany(companyId: string, interval: string) {
  await t.db.execute(sql`update companies set created_at = now() - ${interval}::interval where id = ${companyId}`);
}

/** Every table with a company_id column, found in the database rather than listed by hand. */
async function companyTables(): Promise<string[]> {
  const { rows } = await t.db.execute(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'company_id' order by table_name`);
  return rows.map((row) => row.table_name as string);
}

/** Per table, the company's rows: how many, and a digest of their text (so any change shows). */
async function rowsOf(companyId: string): Promise<Record<string, { n: number; digest: string }>> {
  const out: Record<string, { n: number; digest: string }> = {};
  for (const table of [...(await companyTables()), 'companies']) {
    const column = table === 'companies' ? 'id' : 'company_id';
    const { rows } = await t.db.execute(
      sql`select count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from ${sql.identifier(table)} r where ${sql.identifier(column)} = ${companyId}`,
    );
    out[table] = rows[0] as { n: number; digest: string };
  }
  return out;
}

async function storedKeysOf(companyId: string): Promise<string[]> {
  const { rows } = await t.db.execute(sql`select storage_key from stored_files where company_id = ${companyId}`);
  return rows.map((row) => row.storage_key as string);
}

async function existing(keys: string[]): Promise<string[]> {
  const found = await Promise.all(keys.map(async (key) => ((await storage.exists(key)) ? key : null)));
  return found.filter((key): key is string => key !== null);
}

/** A real company, made years ago, with a signed contract, a payment and a message of its own. */
async function oldRealCompany(): Promise<CompanyRow> {
  const company = await insertCompany(t.db, { subdomain: 'oldco', name: 'Old Garden Rooms' });
  const staff = await insertUser(t.db, { companyId: company.id, email: 'staff@oldco.test', role: 'staff' });
  const customer = await insertUser(t.db, { companyId: company.id, email: 'customer@oldco.test', role: 'customer' });
  const project = await insertProject(t.db, { companyId: company.id, customerId: customer.id, name: 'Old office' });
  await insertPaymentItem(t.db, { companyId: company.id, projectId: project.id, title: 'Deposit', amountPence: 100_000 });
  const on = { host: 'oldco.localhost' };
  const staffCookie = await t.signIn(staff.email, undefined, on);
  const customerCookie = await t.signIn(customer.email, undefined, on);
  const created = await t.request('POST', '/api/contracts', { title: 'Build agreement', content: 'The company will build a garden room.', customerId: customer.id }, { ...on, cookie: staffCookie });
  expect(created.status).toBe(201);
  const contract = (await created.json()) as { id: string };
  expect((await t.request('POST', `/api/contracts/${contract.id}/sign`, { agreed: true }, { ...on, cookie: customerCookie })).status).toBe(200);
  expect((await t.request('POST', `/api/projects/${project.id}/messages`, { content: 'Years ago.' }, { ...on, cookie: customerCookie })).status).toBe(201);
  await ageCompany(company.id, '3 years');
  return company;
}

describe('pruning the demo visitors’ copies', () => {
  it('keeps a copy for the cookie’s day and an hour more', () => {
    expect(DEMO_COPY_LIFETIME_MS).toBe((DEMO_COPY_MAX_AGE_SECONDS + 3600) * 1000);
    expect(DEMO_COPY_LIFETIME_MS).toBe(25 * 60 * 60 * 1000);
  });

  it('removes a copy past its day with every row and stored object it has, and touches no other company', async () => {
    // A visitor who used every part of their copy: a message, a payment confirmation, an upload, a
    // ticket and a staff reply, a signed contract and a logo of their own.
    const b = browser();
    await b.signIn('customer@example.com');
    const customer = await b.me();
    const projectId = customer.projectId as string;
    expect((await b.request('POST', `/api/projects/${projectId}/messages`, { content: 'When will the base be laid?' })).status).toBe(201);
    const { items } = (await (await b.request('GET', `/api/projects/${projectId}/payments`)).json()) as { items: { id: string; status: string; amountPence: number }[] };
    const due = items.find((item) => item.status === 'pending')!;
    const confirmed = await b.request('POST', `/api/payments/${due.id}/confirm-transfer`, { reference: 'GARDEN-1', amount: (due.amountPence / 100).toFixed(2), transferDate: '2024-03-01' });
    expect(confirmed.status).toBe(200);
    expect((await b.upload(`/api/projects/${projectId}/documents`, fileForm('Site photo.png', sampleFiles.png))).status).toBe(201);
    const ticket = await b.request('POST', '/api/tickets', { subject: 'Door sticks', description: 'The door sticks in wet weather.' });
    expect(ticket.status).toBe(201);
    const ticketId = ((await ticket.json()) as { id: string }).id;

    await b.signIn('staff@example.com');
    expect((await b.request('POST', `/api/tickets/${ticketId}/responses`, { content: 'We will plane it on Tuesday.' })).status).toBe(201);
    const created = await b.request('POST', '/api/contracts', { title: 'Build agreement', content: 'The company will build a garden office.', customerId: customer.id });
    expect(created.status).toBe(201);
    const contractId = ((await created.json()) as { id: string }).id;
    await b.signIn('customer@example.com');
    expect((await b.request('POST', `/api/contracts/${contractId}/sign`, { agreed: true })).status).toBe(200);
    await b.signIn('admin@example.com');
    expect((await b.upload('/api/settings/logo', fileForm('logo.png', sampleFiles.png))).status).toBe(200);

    const copyId = b.copyId()!;
    const [copy] = await t.db.select().from(companies).where(eq(companies.id, copyId));
    const before = await rowsOf(copyId);
    for (const table of ['users', 'projects', 'project_messages', 'payment_events', 'stored_files', 'documents', 'gallery_items', 'contracts', 'contract_events', 'support_tickets', 'ticket_responses', 'company_counts']) {
      expect(before[table]!.n, `the copy has rows in ${table}`).toBeGreaterThan(0);
    }
    const { rows: signed } = await t.db.execute(sql`select count(*)::int as n from contracts where company_id = ${copyId} and signed_at is not null`);
    expect(signed[0]!.n).toBe(1);
    const logoKey = (copy!.settings.logo as { key: string }).key;
    const keys = [...(await storedKeysOf(copyId)), logoKey];
    expect(keys.every((key) => key.startsWith(`${copyId}/`))).toBe(true);
    expect(await existing(keys)).toEqual(keys);
    const { rows: userRows } = await t.db.execute(sql`select id from users where company_id = ${copyId}`);
    const userIds = userRows.map((row) => row.id as string);

    // A visitor who came later, a real company and the demo company, both made years ago.
    const younger = browser();
    await younger.signIn('staff@example.com');
    const youngerCopyId = younger.copyId()!;
    const real = await oldRealCompany();
    await ageCompany(host.id, '2 years');
    const hostKeys = await storedKeysOf(host.id);
    expect(hostKeys.length).toBeGreaterThan(0);
    const realBefore = await rowsOf(real.id);
    const hostBefore = await rowsOf(host.id);
    const youngerBefore = await rowsOf(youngerCopyId);

    await ageCompany(copyId, '25 hours 1 minute');
    const outcome = await pruneDemoCopies(t.db, storage, cutOff());
    expect(outcome).toEqual({ copies: 1, objects: keys.length, objectsLeft: 0, failures: [] });

    // Not a row of the copy is left in any table, nor its users' sessions and accounts.
    const after = await rowsOf(copyId);
    for (const [table, { n }] of Object.entries(after)) expect(n, `rows of the copy left in ${table}`).toBe(0);
    for (const table of ['sessions', 'accounts', 'two_factors', 'message_reads']) {
      const { rows } = await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where user_id in ${userIds}`);
      expect(rows[0]!.n, `rows of the copy's users left in ${table}`).toBe(0);
    }
    expect(await existing(keys)).toEqual([]);

    // Everything else is as it was, to the byte.
    expect(await rowsOf(real.id)).toEqual(realBefore);
    expect(await rowsOf(host.id)).toEqual(hostBefore);
    expect(await rowsOf(youngerCopyId)).toEqual(youngerBefore);
    expect(await existing(hostKeys)).toEqual(hostKeys);
    expect((await (await younger.request('GET', '/api/me')).json()).role).toBe('staff');

    // The pruned browser's session went with its copy; signing in again gives it a new one.
    expect((await b.request('GET', '/api/me')).status).toBe(401);
    await b.signIn('customer@example.com');
    const again = b.copyId()!;
    expect(again).not.toBe(copyId);
    const [fresh] = await t.db.select().from(companies).where(eq(companies.id, again));
    expect(fresh?.demoOf).toBe(host.id);
    expect((await b.me()).projectId).toEqual(expect.any(String));

    // Nothing was old enough this time round.
    expect(await pruneDemoCopies(t.db, storage, cutOff())).toMatchObject({ copies: 0, failures: [] });
  });

  it('leaves alone an object a copy names that is not its own (a logo its settings took from the demo company)', async () => {
    const hostLogoKey = `${host.id}/branding/${randomUUID()}`;
    await storage.put(hostLogoKey, Readable.from([sampleFiles.png]), 'image/png');
    const copy = (await createDemoCopy(t.db, host, storage))!;
    const logo = { key: hostLogoKey, mimeType: 'image/png', sizeBytes: sampleFiles.png.length, version: randomUUID() };
    await t.db.update(companies).set({ settings: { ...copy.settings, logo } }).where(eq(companies.id, copy.id));
    const ownKeys = await storedKeysOf(copy.id);
    await ageCompany(copy.id, '2 days');

    expect(await pruneDemoCopies(t.db, storage, cutOff())).toMatchObject({ copies: 1, objects: ownKeys.length, failures: [] });
    expect(await t.db.select().from(companies).where(eq(companies.id, copy.id))).toEqual([]);
    expect(await existing(ownKeys)).toEqual([]);
    expect(await storage.exists(hostLogoKey)).toBe(true);
  });

  it('removes each copy in a transaction of its own: one that fails is left whole, and the others go', async () => {
    const failing = (await createDemoCopy(t.db, host, storage))!;
    const other = (await createDemoCopy(t.db, host, storage))!;
    await ageCompany(failing.id, '2 days');
    await ageCompany(other.id, '2 days');
    const whole = await rowsOf(failing.id);
    const failingKeys = await storedKeysOf(failing.id);
    // Deleting the failing copy's ticket replies fails half way through its cascade.
    await t.db.execute(sql.raw(`
      create function test_refuse_delete() returns trigger as $$
      begin raise exception 'refused for the test'; end $$ language plpgsql;
      create trigger test_refuse_delete before delete on ticket_responses for each row
        when (old.company_id = '${failing.id}') execute function test_refuse_delete();`));
    try {
      const outcome = await pruneDemoCopies(t.db, storage, cutOff());
      expect(outcome).toMatchObject({ copies: 1, failures: [{ copyId: failing.id }] });
    } finally {
      await t.db.execute(sql.raw('drop trigger test_refuse_delete on ticket_responses; drop function test_refuse_delete();'));
    }
    expect(await rowsOf(failing.id)).toEqual(whole);
    expect(await existing(failingKeys)).toEqual(failingKeys);
    expect(await t.db.select().from(companies).where(eq(companies.id, other.id))).toEqual([]);

    // The next run takes it.
    expect(await pruneDemoCopies(t.db, storage, cutOff())).toMatchObject({ copies: 1, failures: [] });
    expect(await existing(failingKeys)).toEqual([]);
  });
});

describe('the database deletes only a demo copy', () => {
  async function refusal(statement: PromiseLike<unknown>): Promise<string> {
    const error: unknown = await Promise.resolve(statement).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error, 'the database accepted it').not.toBeNull();
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }

  it('refuses deleting a real company or the demo company, whatever their age', async () => {
    const real = await insertCompany(t.db);
    await insertUser(t.db, { companyId: real.id, email: 'owner@real.test', role: 'admin' });
    await ageCompany(real.id, '10 years');
    expect(await refusal(t.db.delete(companies).where(eq(companies.id, real.id)))).toMatch(/not a demo copy and cannot be deleted/);
    expect(await refusal(t.db.delete(companies).where(eq(companies.id, host.id)))).toMatch(/not a demo copy and cannot be deleted/);
    expect(await pruneDemoCopies(t.db, storage, new Date(Date.now() + 3_600_000))).toMatchObject({ failures: [] });
    expect(await t.db.select({ id: companies.id }).from(companies).where(eq(companies.id, real.id))).toHaveLength(1);
    expect(await t.db.select({ id: companies.id }).from(companies).where(eq(companies.id, host.id))).toHaveLength(1);
  });

  it('never turns a real company into a copy (which would let its signed contracts go), nor a copy into a real one', async () => {
    const real = await insertCompany(t.db);
    expect(await refusal(t.db.update(companies).set({ demoOf: host.id }).where(eq(companies.id, real.id)))).toMatch(/cannot become or stop being a demo copy/);
    const copy = (await createDemoCopy(t.db, host))!;
    expect(await refusal(t.db.update(companies).set({ demoOf: null }).where(eq(companies.id, copy.id)))).toMatch(/cannot become or stop being a demo copy/);
    // Any other change to a company is as before.
    await t.db.update(companies).set({ name: 'Renamed Garden Rooms' }).where(eq(companies.id, real.id));
  });
});
