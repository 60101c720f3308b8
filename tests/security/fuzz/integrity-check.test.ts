import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../src/server/db/seed';
import { contracts } from '../../../src/server/db/schema/contracts';
import { documentRequests } from '../../../src/server/db/schema/files';
import { paymentEvents, paymentItems } from '../../../src/server/db/schema/payments';
import { insertPaymentItem } from '../../factories/payments';
import { createTwoTenantWorld } from '../../factories/world';
import { createTestApp } from '../../setup/test-app';
import { findIntegrityViolations, replayPaymentEvents } from '../integrity';

// The integrity check is only worth something if it fails on a broken database: each case
// breaks one rule behind the API's back and expects the check to name it.

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let cookies: { a1: string; staffA: string };

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  cookies = { a1: await t.signIn('a1@example.test'), staffA: await t.signIn('staff-a@example.test') };
});

const checks = async () => (await findIntegrityViolations(t.db)).map((v) => `[${v.check}] ${v.detail}`);

describe('the database integrity check', () => {
  it('passes a database changed only through the API: a transfer confirmed and verified, a contract signed', async () => {
    const item = await insertPaymentItem(t.db, { companyId: world.tenantA.company.id, projectId: world.projects.projectA1.id });
    const today = new Date().toISOString().slice(0, 10);
    const confirm = await t.request('POST', `/api/payments/${item.id}/confirm-transfer`, { reference: 'REF', amount: '1000.00', transferDate: today }, { cookie: cookies.a1 });
    expect(confirm.status).toBe(200);
    expect((await t.request('POST', `/api/payments/${item.id}/verify`, undefined, { cookie: cookies.staffA })).status).toBe(200);
    const created = await t.request('POST', '/api/contracts', { title: 'Build', description: '', content: '# Terms\n\nWe build.', customerId: world.users.customerA1.id }, { cookie: cookies.staffA });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await t.request('POST', `/api/contracts/${id}/sign`, { agreed: true }, { cookie: cookies.a1 })).status).toBe(200);
    expect(await checks()).toEqual([]);
  });

  it('names a payment item made paid without an event, and accepts it as an opening status when asked', async () => {
    const item = await insertPaymentItem(t.db, { companyId: world.tenantA.company.id, projectId: world.projects.projectA2.id });
    await t.db.update(paymentItems).set({ status: 'paid', paymentDate: new Date(), paymentMethod: 'BACS' }).where(eq(paymentItems.id, item.id));
    expect(await checks()).toEqual([`[payment history] payment ${item.id}: its events end at pending, but it is paid`]);
    expect(await findIntegrityViolations(t.db, { paymentOpeningStatus: 'any' })).toEqual([]);
    await t.db.delete(paymentItems).where(eq(paymentItems.id, item.id));
  });

  it('names negative money, a tenant leak, a broken status and a tampered signed contract', async () => {
    const item = await insertPaymentItem(t.db, { companyId: world.tenantA.company.id, projectId: world.projects.projectA1.id });
    await t.db.insert(paymentEvents).values({
      companyId: world.tenantA.company.id,
      paymentId: item.id,
      actorId: world.users.customerA1.id,
      kind: 'transfer_confirmed',
      fromStatus: 'pending',
      toStatus: 'pending_verification',
      amountPence: -500,
    });
    await t.db.update(paymentItems).set({ status: 'pending_verification', paymentMethod: 'bank_transfer' }).where(eq(paymentItems.id, item.id));
    // B's item moved onto A's project behind the database's back: the (company_id, project_id) key
    // refuses it, so the move skips the key's check (as a restore from a bad copy would have it).
    const leak = await insertPaymentItem(t.db, { companyId: world.tenantB.company.id, projectId: world.projects.projectB1.id });
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(paymentItems).set({ projectId: world.projects.projectA1.id }).where(eq(paymentItems.id, leak.id));
    });
    const [request] = await t.db
      .insert(documentRequests)
      .values({ companyId: world.tenantA.company.id, projectId: world.projects.projectA1.id, documentType: 'permit', requestedBy: world.users.staffA.id, fulfilledAt: new Date() })
      .returning();
    // A signed row whose text was swapped after signing (as a restore from a bad copy would leave it).
    await t.db.execute(sql`alter table contracts disable trigger user`);
    const [signed] = await t.db.select().from(contracts).limit(1);
    await t.db.update(contracts).set({ content: `${signed!.content} And a new clause.` }).where(eq(contracts.id, signed!.id));
    await t.db.execute(sql`alter table contracts enable trigger user`);

    const found = await checks();
    expect(found).toEqual(
      expect.arrayContaining([
        '[money] 1 payment_events row(s) with a negative amount_pence',
        '[money] 1 payment event(s) recording a transfer of nothing or less',
        '[orphan rows] 1 payment_items row(s) belong to another company than their projects (project_id)',
        '[statuses] 1 × a document request fulfilled without a document, or the reverse',
        '[statuses] 1 × a signed contract whose text does not hash to its stored hash',
        `[contract history] contract ${signed!.id}: signed, but its text, hash and signed event do not agree`,
      ]),
    );
    expect(found).toHaveLength(7);
    await t.db.delete(paymentItems).where(eq(paymentItems.id, leak.id));
    await t.db.delete(documentRequests).where(eq(documentRequests.id, request!.id));
  });

  it('replays events through the transition table only', () => {
    const confirmed = { kind: 'transfer_confirmed', fromStatus: 'pending', toStatus: 'pending_verification' } as const;
    const verified = { kind: 'verified', fromStatus: 'pending_verification', toStatus: 'paid' } as const;
    expect(replayPaymentEvents('paid', [confirmed, verified])).toBeNull();
    expect(replayPaymentEvents('paid', [verified])).toBe('event 1 (verified) starts from pending_verification, but the item was pending');
    expect(replayPaymentEvents('paid', [{ kind: 'rejected', fromStatus: 'pending', toStatus: 'paid' }])).toBe(
      'event 1 (rejected) goes pending → paid, which the transition table does not allow',
    );
    expect(replayPaymentEvents('pending_verification', [confirmed, confirmed])).toBe('event 2 (transfer_confirmed) starts from pending, but the item was pending_verification');
  });
});

describe('the integrity check on the demo data', () => {
  it('passes the seeded demo companies, whose deposits were paid before the app', async () => {
    const seeded = await createTestApp({ demoMode: true });
    expect(await seedDemo(seeded.db)).toBe(true);
    expect(await findIntegrityViolations(seeded.db, { paymentOpeningStatus: 'any' })).toEqual([]);
  });
});
