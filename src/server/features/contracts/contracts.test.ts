import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../db/schema/contracts';
import { emailOutbox } from '../../db/schema/email';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { sha256 } from './contract-audit';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'a2' | 'staffA' | 'staffB', string>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  c.a1 = await t.signIn('a1@example.test');
  c.a2 = await t.signIn('a2@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
});

const CONTENT = '# Agreement\n\nThe company will build a garden room.\n\n## Payment\n\n<script>alert(1)</script> stays text.';

async function newContract(customerId = world.users.customerA1.id) {
  const res = await t.request('POST', '/api/contracts', { title: 'Build agreement', description: 'Garden office', content: CONTENT, customerId }, { cookie: c.staffA });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; status: string; projectId: string; customerId: string; staffId: string };
}

const sign = (id: string, cookie: string, body: unknown = { agreed: true }) => t.request('POST', `/api/contracts/${id}/sign`, body, { cookie, headers: { 'user-agent': 'Contract test browser' } });

describe('contracts', () => {
  it("are created by staff for the chosen customer's project, not for the staff member", async () => {
    const contract = await newContract();
    expect(contract).toMatchObject({ status: 'unsigned', customerId: world.users.customerA1.id, projectId: world.projects.projectA1.id, staffId: world.users.staffA.id });
    expect(contract).toMatchObject({ contentHash: null, signerName: null, signerEmail: null, signed_at: null, cancellationEndsAt: null });
    expect((await t.request('POST', '/api/contracts', { title: 'X', content: 'Y', customerId: world.users.customerA1.id }, { cookie: c.a1 })).status).toBe(403);
    const foreign = await t.request('POST', '/api/contracts', { title: 'X', content: 'Y', customerId: world.users.customerB1.id }, { cookie: c.staffA });
    expect(foreign.status).toBe(400);
  });

  it('email the customer a link to read and sign, never the text itself', async () => {
    const contract = await newContract();
    const emails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'contract-ready'), eq(emailOutbox.toEmail, 'a1@example.test')));
    const email = emails.find((e) => e.textBody.includes(`/contracts?contract=${contract.id}`));
    expect(email?.subject).toMatch(/your contract is ready to sign – Build agreement$/);
    expect(email?.textBody).not.toContain('The company will build a garden room.');
  });

  it('are listed to their customer and the company’s staff only', async () => {
    const contract = await newContract();
    const ids = async (cookie: string, host?: string) =>
      ((await (await t.request('GET', '/api/contracts', undefined, { cookie, host })).json()).contracts as { id: string }[]).map((x) => x.id);
    expect(await ids(c.a1)).toContain(contract.id);
    expect(await ids(c.staffA)).toContain(contract.id);
    expect(await ids(c.a2)).not.toContain(contract.id);
    expect(await ids(c.staffB, 'acme.localhost')).not.toContain(contract.id);
    expect((await t.request('GET', '/api/contracts')).status).toBe(401);
    for (const path of [`/api/contracts/${contract.id}`, `/api/contracts/${contract.id}/pdf`, `/api/contracts/${contract.id}/verify`]) {
      expect((await t.request('GET', path, undefined, { cookie: c.a2 })).status).toBe(404);
      expect((await t.request('GET', path, undefined, { cookie: c.staffB, host: 'acme.localhost' })).status).toBe(404);
      expect((await t.request('GET', path)).status).toBe(401);
    }
  });

  it('are signed once, by their customer, only with the agreement ticked; the hash of the content is kept', async () => {
    const contract = await newContract();
    expect((await sign(contract.id, c.a1, { agreed: false })).status).toBe(400);
    expect((await sign(contract.id, c.a1, {})).status).toBe(400);
    expect((await sign(contract.id, c.a2)).status).toBe(404);
    expect((await sign(contract.id, c.staffA)).status).toBe(403);

    const [first, second] = await Promise.all([sign(contract.id, c.a1), sign(contract.id, c.a1)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const signed = await (first.status === 200 ? first : second).json();
    expect(signed).toMatchObject({ status: 'signed', is_signed: true, contentHash: sha256(CONTENT), signerName: 'a1', signerEmail: 'a1@example.test' });
    expect(Date.parse(signed.cancellationEndsAt) - Date.parse(signed.signed_at)).toBe(14 * 86_400_000);
    expect((await sign(contract.id, c.a1)).status).toBe(409);

    const verified = await (await t.request('GET', `/api/contracts/${contract.id}/verify`, undefined, { cookie: c.staffA })).json();
    expect(verified).toEqual({ valid: true, contentHash: sha256(CONTENT), chainValid: true });
  });

  it('cannot be changed once signed, even by a direct database update', async () => {
    const contract = await newContract();
    await sign(contract.id, c.a1);
    await expect(t.db.update(contracts).set({ content: 'Something else' }).where(eq(contracts.id, contract.id))).rejects.toThrow();
    await expect(t.db.delete(contracts).where(eq(contracts.id, contract.id))).rejects.toThrow();
    expect((await t.request('POST', `/api/contracts/${contract.id}/void`, {}, { cookie: c.staffA })).status).toBe(409);
  });

  it('can be withdrawn by staff before signing, and then not signed', async () => {
    const contract = await newContract();
    expect((await t.request('POST', `/api/contracts/${contract.id}/void`, {}, { cookie: c.a1 })).status).toBe(403);
    const voided = await t.request('POST', `/api/contracts/${contract.id}/void`, {}, { cookie: c.staffA });
    expect((await voided.json()).status).toBe('voided');
    expect((await sign(contract.id, c.a1)).status).toBe(409);
  });

  it('keep a hash-chained audit trail that shows tampering', async () => {
    const contract = await newContract();
    await t.request('GET', `/api/contracts/${contract.id}`, undefined, { cookie: c.a1 });
    await t.request('GET', `/api/contracts/${contract.id}`, undefined, { cookie: c.a1 });
    await sign(contract.id, c.a1);
    await t.request('POST', `/api/contracts/${contract.id}/work-start-request`, {}, { cookie: c.a1 });
    const events = (await t.db.execute(sql`select kind, user_agent from contract_events where contract_id = ${contract.id} order by seq`)).rows;
    expect(events.map((e) => e.kind)).toEqual(['created', 'viewed', 'signed', 'work_start_requested']);
    expect(events[2]!.user_agent).toBe('Contract test browser');

    // Someone with database access edits the trail behind the app's back.
    await t.db.execute(sql`alter table contract_events disable trigger contract_events_append_only`);
    await t.db.execute(sql`update contract_events set actor_email = 'someone@else.test' where contract_id = ${contract.id} and kind = 'viewed'`);
    await t.db.execute(sql`alter table contract_events enable trigger contract_events_append_only`);
    const verified = await (await t.request('GET', `/api/contracts/${contract.id}/verify`, undefined, { cookie: c.staffA })).json();
    expect(verified).toMatchObject({ valid: true, chainValid: false });
  });

  it('download as a PDF with the signing certificate and the content hash', async () => {
    const contract = await newContract();
    await sign(contract.id, c.a1);
    const res = await t.request('GET', `/api/contracts/${contract.id}/pdf`, undefined, { cookie: c.a1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="contract-[0-9a-f]{8}\.pdf"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('return content with markup exactly as written (clients render it as text)', async () => {
    const contract = await newContract();
    const body = await (await t.request('GET', `/api/contracts/${contract.id}`, undefined, { cookie: c.a1 })).json();
    expect(body.content).toBe(CONTENT);
  });
});
