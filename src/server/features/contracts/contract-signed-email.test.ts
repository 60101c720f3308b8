import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { londonWhen } from '../../../shared/dates';
import { emailOutbox } from '../../db/schema/email';
import { CONTENT, contractsTestKit, type ContractsTestKit } from './contracts.test-kit';

let k: ContractsTestKit;
beforeAll(async () => {
  k = await contractsTestKit();
});

/** The contract-signed emails about one contract (each names its link), to whom, oldest first. */
const signedEmails = (contractId: string) =>
  k.t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'contract-signed'), like(emailOutbox.textBody, `%/contracts?contract=${contractId}%`)))
    .orderBy(emailOutbox.toEmail);

const signWithKey = (id: string, key: string) => k.t.request('POST', `/api/contracts/${id}/sign`, { agreed: true }, { cookie: k.cookies.a1, headers: { 'idempotency-key': key } });

describe('when the customer signs a contract', () => {
  it('emails them a confirmation with when they signed (UK time) and a link to the signed contract, and tells staff and admins', async () => {
    const contract = await k.newContract();
    const res = await k.sign(contract.id);
    expect(res.status).toBe(200);
    const { signedAt } = (await res.json()) as { signedAt: string };

    const emails = await signedEmails(contract.id);
    expect(emails.map((e) => e.toEmail)).toEqual(['a1@example.test', 'admin-a@example.test', 'staff-a@example.test']);
    expect(emails.every((e) => e.companyId === k.world.tenantA.company.id)).toBe(true);

    const [toCustomer, ...toStaff] = emails;
    expect(toCustomer!.subject).toMatch(/you have signed your contract – Build agreement$/);
    expect(toCustomer!.textBody).toContain(`on ${londonWhen(signedAt)} (UK time)`);
    expect(toCustomer!.textBody).toContain('team know');
    expect(toCustomer!.textBody).toContain(`http://demo.localhost/contracts?contract=${contract.id}`);
    expect(toCustomer!.htmlBody).toContain(`href="http://demo.localhost/contracts?contract=${contract.id}"`);
    for (const staff of toStaff) {
      expect(staff.subject).toMatch(/a1 signed "Build agreement"$/);
      expect(staff.textBody).toContain('a1 signed the contract "Build agreement"');
      expect(staff.htmlBody).toContain('A contract has been signed');
    }
    // A link, never the contract's text.
    for (const email of emails) {
      expect(email.textBody).not.toContain('The company will build a garden room.');
      expect(email.htmlBody).not.toContain('The company will build a garden room.');
    }
    expect(CONTENT).toContain('The company will build a garden room.');
  });

  it('sends nothing more for a second sign, two signs at once, or a replay with the same Idempotency-Key', async () => {
    const contract = await k.newContract();
    const [first, second] = await Promise.all([signWithKey(contract.id, 'sign-email-0001'), signWithKey(contract.id, 'sign-email-0002')]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? 'sign-email-0001' : 'sign-email-0002';
    // The browser retrying the request that went through is answered as before, and no one is emailed again.
    const replay = await signWithKey(contract.id, winner);
    expect(replay.status).toBe(200);
    expect((await k.sign(contract.id)).status).toBe(409);
    expect((await signedEmails(contract.id)).map((e) => e.toEmail)).toEqual(['a1@example.test', 'admin-a@example.test', 'staff-a@example.test']);
  });

  it('sends nothing when the signature is refused: not ticked, voided, by staff, by another customer', async () => {
    const contract = await k.newContract();
    expect((await k.sign(contract.id, k.cookies.a1, { agreed: false })).status).toBe(400);
    expect((await k.sign(contract.id, k.cookies.staffA)).status).toBe(403);
    expect((await k.sign(contract.id, k.cookies.a2)).status).toBe(404);
    expect(await signedEmails(contract.id)).toEqual([]);

    const voided = await k.newContract();
    expect((await k.t.request('POST', `/api/contracts/${voided.id}/void`, {}, { cookie: k.cookies.staffA })).status).toBe(200);
    expect((await k.sign(voided.id)).status).toBe(409);
    expect(await signedEmails(voided.id)).toEqual([]);
  });
});
