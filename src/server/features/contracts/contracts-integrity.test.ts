import { eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../db/schema/contracts';
import { sha256 } from './contract-audit';
import { CONTENT, contractsTestKit, type ContractsTestKit } from './contracts.test-kit';

let k: ContractsTestKit;
/** The statements the app sends, as the app role. */
const statements: string[] = [];
beforeAll(async () => {
  k = await contractsTestKit({ onQuery: (statement) => statements.push(statement) });
});

/** Someone with database access works behind the app's back, with the guarding trigger switched off. */
async function withoutTrigger(table: 'contracts' | 'contract_events', statement: SQL) {
  const trigger = table === 'contracts' ? 'contracts_immutable_after_signing' : 'contract_events_append_only';
  await k.t.db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  try {
    await k.t.db.execute(statement);
  } finally {
    await k.t.db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  }
}

/** The database refused the statement, for the reason given (not, say, a foreign key). */
async function expectRefused(statement: PromiseLike<unknown>, reason: RegExp) {
  const error: unknown = await Promise.resolve(statement).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the database accepted the change').not.toBeNull();
  // Drizzle wraps PostgreSQL's error; the trigger's message is on the cause.
  const cause = (error as { cause?: { message?: string } }).cause;
  expect(cause?.message ?? String(error)).toMatch(reason);
}

const deleteLastEvent = (id: string) =>
  withoutTrigger('contract_events', sql`delete from contract_events where id = (select id from contract_events where contract_id = ${id} order by seq desc limit 1)`);

describe('a signed contract cannot be changed, even by a direct database update', () => {
  const CHANGES: [string, SQL][] = [
    ['title', sql`title = 'Another title'`],
    ['description', sql`description = 'Another description'`],
    ['content', sql`content = 'Something else'`],
    ['content_hash', sql`content_hash = ${sha256('Something else')}`],
    ['signed_at', sql`signed_at = signed_at - interval '1 day'`],
    ['signer_ip', sql`signer_ip = '203.0.113.9'`],
    ['signer_user_agent', sql`signer_user_agent = 'Forged browser'`],
    ['customer_id', sql`customer_id = (select id from users where email = 'a2@example.test')`],
    ['staff_id', sql`staff_id = (select id from users where email = 'admin-a@example.test')`],
    ['project_id', sql`project_id = (select id from projects where name = 'A2 studio')`],
    ['company_id', sql`company_id = (select id from companies where subdomain = 'acme')`],
    ['voided_at', sql`voided_at = now()`],
    ['last_event_hash', sql`last_event_hash = null`],
  ];

  it.each(CHANGES)('refuses a change of %s', async (_column, change) => {
    const contract = await k.signedContract();
    await expectRefused(k.t.db.execute(sql`update contracts set ${change} where id = ${contract.id}`), /is signed and cannot be changed|can only move/);
    expect(await k.verify(contract.id)).toMatchObject({ valid: true, chainValid: true });
  });

  it('refuses deleting it', async () => {
    const contract = await k.signedContract();
    await expectRefused(k.t.db.delete(contracts).where(eq(contracts.id, contract.id)), /cannot be deleted/);
  });

  it('records the request for work to start once, and never moves or clears it', async () => {
    const unsigned = await k.newContract();
    await expectRefused(k.t.db.update(contracts).set({ workStartRequestedAt: new Date() }).where(eq(contracts.id, unsigned.id)), /not signed/);

    const contract = await k.signedContract();
    await k.t.db.update(contracts).set({ workStartRequestedAt: new Date() }).where(eq(contracts.id, contract.id));
    await expectRefused(k.t.db.update(contracts).set({ workStartRequestedAt: new Date(Date.now() + 60_000) }).where(eq(contracts.id, contract.id)), /cannot be changed/);
    await expectRefused(k.t.db.update(contracts).set({ workStartRequestedAt: null }).where(eq(contracts.id, contract.id)), /cannot be changed/);
  });

  it('keeps a voided contract voided', async () => {
    const contract = await k.newContract();
    expect((await k.t.request('POST', `/api/contracts/${contract.id}/void`, {}, { cookie: k.cookies.staffA })).status).toBe(200);
    await expectRefused(k.t.db.update(contracts).set({ voidedAt: null }).where(eq(contracts.id, contract.id)), /stays voided/);
  });

  it('lets the head of the audit chain move only to the next event, never back', async () => {
    const contract = await k.newContract();
    const [created] = (await k.t.db.execute(sql`select hash from contract_events where contract_id = ${contract.id}`)).rows;
    await k.t.request('POST', `/api/contracts/${contract.id}/viewed`, undefined, { cookie: k.cookies.a1 });
    await expectRefused(k.t.db.update(contracts).set({ lastEventHash: created!.hash as string }).where(eq(contracts.id, contract.id)), /can only move/);
  });
});

describe('a change of state and the audit chain head that records it are one update of the contract row', () => {
  const ACTIONS: [string, string, string[], () => Promise<{ id: string; call: () => Response | Promise<Response> }>][] = [
    [
      'a signature',
      'signed',
      ['signed_at', 'content_hash', 'consent_text', 'consent_hash', 'signer_name', 'signer_email', 'signer_ip', 'signer_user_agent'],
      async () => {
        const { id } = await k.newContract();
        return { id, call: () => k.sign(id) };
      },
    ],
    [
      'a void',
      'voided',
      ['voided_at'],
      async () => {
        const { id } = await k.newContract();
        return { id, call: () => k.t.request('POST', `/api/contracts/${id}/void`, {}, { cookie: k.cookies.staffA }) };
      },
    ],
    [
      'a request for work to start',
      'work_start_requested',
      ['work_start_requested_at'],
      async () => {
        const { id } = await k.signedContract();
        return { id, call: () => k.t.request('POST', `/api/contracts/${id}/work-start-request`, {}, { cookie: k.cookies.a1 }) };
      },
    ],
  ];

  it.each(ACTIONS)('writes %s with its event as the head, in one statement', async (_action, kind, columns, prepare) => {
    const { id, call } = await prepare();
    statements.length = 0;
    expect((await call()).status).toBe(200);

    const updates = statements.filter((statement) => /^update "contracts"/i.test(statement));
    expect(updates).toHaveLength(1);
    for (const column of [...columns, 'last_event_hash']) expect(updates[0]).toContain(`"${column}" = `);

    const [row] = (
      await k.t.db.execute(sql`select c.last_event_hash as head, e.hash, e.kind from contracts c join contract_events e on e.contract_id = c.id where c.id = ${id} order by e.seq desc limit 1`)
    ).rows;
    expect(row).toEqual({ head: row!.hash, hash: expect.any(String), kind });
    expect(await k.verify(id)).toMatchObject({ chainValid: true });
  });
});

describe('verification', () => {
  it('holds for an untouched signed contract, and says an unsigned one is not (yet) valid', async () => {
    const contract = await k.signedContract();
    expect(await k.verify(contract.id)).toMatchObject({ valid: true, contentHash: sha256(CONTENT), chainValid: true, seal: { valid: true } });
    const unsigned = await k.newContract();
    // Nothing to seal yet.
    expect(await k.verify(unsigned.id)).toEqual({ valid: false, contentHash: null, chainValid: true, chainHead: expect.stringMatching(/^[0-9a-f]{64}$/), seal: null });
  });

  it('fails when the content and its stored hash are rewritten together', async () => {
    const contract = await k.signedContract();
    const forged = 'The customer agrees to pay twice.';
    await withoutTrigger('contracts', sql`update contracts set content = ${forged}, content_hash = ${sha256(forged)} where id = ${contract.id}`);
    // The row agrees with itself; the signed event recorded the hash of what was really signed.
    expect(await k.verify(contract.id)).toMatchObject({ valid: false, contentHash: sha256(forged), chainValid: true });
  });

  it('fails when an event is edited', async () => {
    const contract = await k.signedContract();
    await withoutTrigger('contract_events', sql`update contract_events set actor_email = 'someone@else.test' where contract_id = ${contract.id} and kind = 'created'`);
    // The signed event and its seal are untouched, but the chain no longer hashes up to them.
    expect(await k.verify(contract.id)).toMatchObject({ valid: false, chainValid: false, seal: { valid: true } });
  });

  it('fails when the last event is deleted', async () => {
    const signed = await k.signedContract();
    await deleteLastEvent(signed.id);
    expect(await k.verify(signed.id)).toMatchObject({ valid: false, chainValid: false });

    // Not only a signature: any trailing event, here the customer's first view of an unsigned contract.
    const viewed = await k.newContract();
    await k.t.request('POST', `/api/contracts/${viewed.id}/viewed`, undefined, { cookie: k.cookies.a1 });
    expect(await k.verify(viewed.id)).toMatchObject({ chainValid: true });
    await deleteLastEvent(viewed.id);
    expect(await k.verify(viewed.id)).toMatchObject({ chainValid: false });
  });

  it('fails when every event is deleted', async () => {
    const contract = await k.signedContract();
    await withoutTrigger('contract_events', sql`delete from contract_events where contract_id = ${contract.id}`);
    expect(await k.verify(contract.id)).toEqual({ valid: false, contentHash: sha256(CONTENT), chainValid: false, chainHead: expect.any(String), seal: null });
  });

  it('fails when the chain does not start with the contract being created', async () => {
    const contract = await k.signedContract();
    await withoutTrigger('contract_events', sql`delete from contract_events where contract_id = ${contract.id} and kind = 'created'`);
    expect(await k.verify(contract.id)).toMatchObject({ chainValid: false });
  });

  it('fails when a voided contract has no voided event', async () => {
    const contract = await k.newContract();
    await withoutTrigger('contracts', sql`update contracts set voided_at = now() where id = ${contract.id}`);
    expect(await k.verify(contract.id)).toMatchObject({ chainValid: false });
  });
});
