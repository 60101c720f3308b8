import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '../../../shared/schemas/contracts';
import { emailOutbox } from '../../db/schema/email';
import { insertProject } from '../../db/insert-project';
import { insertUser } from '../../../../tests/factories/users';
import { sha256 } from './contract-audit';
import { CONTENT, contractsTestKit, USER_AGENT, type ContractsTestKit } from './contracts.test-kit';

let k: ContractsTestKit;
beforeAll(async () => {
  k = await contractsTestKit();
});

const eventKinds = async (id: string) =>
  (await k.t.db.execute(sql`select kind from contract_events where contract_id = ${id} order by seq`)).rows.map((e) => e.kind);
const askToStartWork = (id: string) => k.t.request('POST', `/api/contracts/${id}/work-start-request`, {}, { cookie: k.cookies.a1 });

describe('contracts', () => {
  it("are created by staff for the chosen customer's project, not for the staff member", async () => {
    const contract = await k.newContract();
    expect(contract).toMatchObject({ status: 'unsigned', customerId: k.world.users.customerA1.id, projectId: k.world.projects.projectA1.id, staffId: k.world.users.staffA.id });
    expect(contract).toMatchObject({ contentHash: null, signerName: null, signerEmail: null, signedAt: null, cancellationEndsAt: null });
    const foreign = await k.t.request('POST', '/api/contracts', { title: 'X', content: 'Y', customerId: k.world.users.customerB1.id }, { cookie: k.cookies.staffA });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { customerId: expect.any(Array) } } });
  });

  it('email the customer a link to read and sign, never the text itself', async () => {
    const contract = await k.newContract();
    const emails = await k.t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'contract-ready'), eq(emailOutbox.toEmail, 'a1@example.test')));
    const email = emails.find((e) => e.textBody.includes(`/contracts?contract=${contract.id}`));
    expect(email?.subject).toMatch(/your contract is ready to sign – Build agreement$/);
    expect(email?.textBody).not.toContain('The company will build a garden room.');
  });

  it('are signed once, by their customer, only with the agreement ticked; the hash of the content is kept', async () => {
    const contract = await k.newContract();
    expect((await k.sign(contract.id, k.cookies.a1, { agreed: false })).status).toBe(400);
    expect((await k.sign(contract.id, k.cookies.a1, {})).status).toBe(400);

    const [first, second] = await Promise.all([k.sign(contract.id), k.sign(contract.id)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const signed = await (first.status === 200 ? first : second).json();
    expect(signed).toMatchObject({ status: 'signed', isSigned: true, contentHash: sha256(CONTENT), signerName: 'a1', signerEmail: 'a1@example.test' });
    expect(Date.parse(signed.cancellationEndsAt) - Date.parse(signed.signedAt)).toBe(14 * 86_400_000);
    expect((await k.sign(contract.id)).status).toBe(409);
    expect(await eventKinds(contract.id)).toEqual(['created', 'signed']);
    // The signature sealed the chain head with the server's key.
    const verification = await k.verify(contract.id);
    expect(verification).toEqual({
      valid: true,
      contentHash: sha256(CONTENT),
      chainValid: true,
      chainHead: expect.stringMatching(/^[0-9a-f]{64}$/),
      seal: { algorithm: 'Ed25519', keyId: k.t.config.signing.current.keyId, signature: expect.any(String), sealedHead: verification.chainHead, valid: true },
    });
  });

  it('can be voided by staff before signing, and then not signed; a signed one cannot be voided', async () => {
    const contract = await k.newContract();
    const voided = await k.t.request('POST', `/api/contracts/${contract.id}/void`, {}, { cookie: k.cookies.staffA });
    expect((await voided.json()).status).toBe('voided');
    expect(await (await k.sign(contract.id)).json()).toEqual({ error: { code: 'CONFLICT', message: 'This contract was voided and can no longer be signed.' } });
    expect((await k.t.request('POST', `/api/contracts/${contract.id}/void`, {}, { cookie: k.cookies.staffA })).status).toBe(409);
    // Nothing was signed, so not valid; the void itself is sealed.
    expect(await k.verify(contract.id)).toMatchObject({ valid: false, chainValid: true, seal: { keyId: k.t.config.signing.current.keyId, valid: true } });

    const signed = await k.signedContract();
    expect((await k.t.request('POST', `/api/contracts/${signed.id}/void`, {}, { cookie: k.cookies.staffA })).status).toBe(409);
  });

  it("record the customer's first view, with their browser, once they are shown it, and no view by staff", async () => {
    const contract = await k.newContract();
    const viewed = (cookie: string, headers?: Record<string, string>) => k.t.request('POST', `/api/contracts/${contract.id}/viewed`, undefined, { cookie, headers });
    expect((await k.t.request('GET', `/api/contracts/${contract.id}`, undefined, { cookie: k.cookies.staffA })).status).toBe(200);
    expect((await viewed(k.cookies.staffA)).status).toBe(204);
    // Reading it records nothing: a GET can be sent from another site on the customer's behalf.
    expect((await k.t.request('GET', `/api/contracts/${contract.id}`, undefined, { cookie: k.cookies.a1 })).status).toBe(200);
    expect(await eventKinds(contract.id)).toEqual(['created']);

    expect((await viewed(k.cookies.a1, { 'user-agent': USER_AGENT })).status).toBe(204);
    expect((await viewed(k.cookies.a1)).status).toBe(204);
    const events = (await k.t.db.execute(sql`select kind, user_agent from contract_events where contract_id = ${contract.id} order by seq`)).rows;
    expect(events).toEqual([expect.objectContaining({ kind: 'created' }), { kind: 'viewed', user_agent: USER_AGENT }]);
    expect(await k.verify(contract.id)).toMatchObject({ chainValid: true });

    expect((await viewed(k.cookies.a2)).status).toBe(404);
    expect((await k.t.request('POST', `/api/contracts/${contract.id}/viewed`, undefined, { cookie: k.cookies.staffB, host: k.world.tenantB.host })).status).toBe(404);
    expect((await k.t.request('POST', `/api/contracts/${contract.id}/viewed`)).status).toBe(401);
    expect((await k.t.request('POST', '/api/contracts/not-a-contract/viewed', undefined, { cookie: k.cookies.a1 })).status).toBe(400);
  });

  describe('asking for work to start within the cancellation period', () => {
    it('is recorded once, on a signed contract', async () => {
      const unsigned = await k.newContract();
      expect(await (await askToStartWork(unsigned.id)).json()).toEqual({ error: { code: 'CONFLICT', message: 'Sign the contract first.' } });

      const contract = await k.signedContract();
      const first = await askToStartWork(contract.id);
      expect(first.status).toBe(200);
      expect((await first.json()).workStartRequestedAt).toEqual(expect.any(String));
      const again = await askToStartWork(contract.id);
      expect(await again.json()).toEqual({ error: { code: 'CONFLICT', message: 'You have already asked for work to start.' } });
      expect(again.status).toBe(409);
      expect(await eventKinds(contract.id)).toEqual(['created', 'signed', 'work_start_requested']);
      expect(await k.verify(contract.id)).toMatchObject({ valid: true, chainValid: true });
    });

    it('is refused once the 14 days are over', async () => {
      const contract = await k.signedContract();
      // Back-date the signature, which only someone switching the trigger off could do.
      await k.t.db.execute(sql`alter table contracts disable trigger contracts_immutable_after_signing`);
      await k.t.db.execute(sql`update contracts set signed_at = now() - interval '14 days 1 minute' where id = ${contract.id}`);
      await k.t.db.execute(sql`alter table contracts enable trigger contracts_immutable_after_signing`);
      const late = await askToStartWork(contract.id);
      expect(late.status).toBe(409);
      expect(await late.json()).toEqual({ error: { code: 'CONFLICT', message: 'The cancellation period has already ended.' } });
      expect(await eventKinds(contract.id)).toEqual(['created', 'signed']);
    });
  });

  describe('the list', () => {
    /** A customer of their own, so the list holds exactly the contracts this test makes. */
    async function freshCustomer() {
      const user = await insertUser(k.t.db, { companyId: k.world.tenantA.company.id });
      await insertProject(k.t.db, { companyId: k.world.tenantA.company.id, customerId: user.id, name: 'Paging room' });
      return { id: user.id, cookie: await k.t.signIn(user.email) };
    }

    async function allPages(cookie: string, limit: number) {
      const seen: Contract[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
        const body = (await (await k.t.request('GET', `/api/contracts${query}`, undefined, { cookie })).json()) as { contracts: Contract[]; nextCursor: string | null };
        expect(body.contracts.length).toBeLessThanOrEqual(limit);
        seen.push(...body.contracts);
        cursor = body.nextCursor;
        pages += 1;
      } while (cursor);
      return { seen, pages };
    }

    it('comes a page at a time, newest first, with a cursor to the next page until the last', async () => {
      const customer = await freshCustomer();
      const made = [];
      for (let i = 0; i < 5; i++) made.push(await k.newContract(customer.id));

      const { seen, pages } = await allPages(customer.cookie, 2);
      expect(pages).toBe(3);
      expect(seen.map((c) => c.id)).toEqual(made.map((c) => c.id).reverse());

      // Staff page through the whole company, each contract once, nothing cut off.
      const everything = await allPages(k.cookies.staffA, 7);
      const ids = everything.seen.map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expect.arrayContaining(made.map((c) => c.id)));
      const [total] = (await k.t.db.execute(sql`select count(*)::int as n from contracts where company_id = ${k.world.tenantA.company.id}`)).rows;
      expect(ids).toHaveLength(total!.n as number);
    });

    it('refuses a malformed cursor or limit, and a cursor from elsewhere finds nothing', async () => {
      const bad = await k.t.request('GET', '/api/contracts?cursor=not-a-contract&limit=0', undefined, { cookie: k.cookies.staffA });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { cursor: expect.any(Array), limit: expect.any(Array) } } });

      const theirs = await k.newContract(k.world.users.customerA1.id);
      const other = await k.t.request('GET', `/api/contracts?cursor=${theirs.id}`, undefined, { cookie: k.cookies.a2 });
      expect(await other.json()).toEqual({ contracts: [], nextCursor: null });
    });
  });

  it('download as a PDF with the signing certificate and the content hash', async () => {
    const contract = await k.signedContract();
    const res = await k.t.request('GET', `/api/contracts/${contract.id}/pdf`, undefined, { cookie: k.cookies.a1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="contract-[0-9a-f]{8}\.pdf"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('return content with markup exactly as written (clients render it as text)', async () => {
    const contract = await k.newContract();
    const body = await (await k.t.request('GET', `/api/contracts/${contract.id}`, undefined, { cookie: k.cookies.a1 })).json();
    expect(body.content).toBe(CONTENT);
  });
});
