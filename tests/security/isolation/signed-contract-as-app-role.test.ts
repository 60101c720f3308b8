import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { runAsTenant } from '../../../src/server/db/tenant-context';
import { sha256 } from '../../../src/server/features/contracts/contract-audit';
import { contractsTestKit, type ContractsTestKit } from '../../../src/server/features/contracts/contracts.test-kit';
import { recordSecurityFigure } from '../figures';
import { refusal } from './catalogue';

/**
 * The contract-tamper test of the trust work (contracts-integrity.test.ts, contract-seal.test.ts)
 * ran as the owner, who can switch the guarding triggers off. The role that serves requests, with
 * the contract's own company set, cannot change or delete a signed contract or its audit trail, and
 * cannot switch off what stops it.
 */

let k: ContractsTestKit;
let appDb: Database;
let contractId: string;
let companyId: string;
beforeAll(async () => {
  k = await contractsTestKit();
  appDb = k.t.appDb;
  companyId = k.world.tenantA.company.id;
  contractId = (await k.signedContract()).id;
});

/** Runs a statement as the app role, for the contract's own company. */
const asCompany = (statement: SQL | string) =>
  runAsTenant(companyId, async () => await appDb.execute(typeof statement === 'string' ? sql.raw(statement) : statement));

/** The contract and its events, as the owner sees them. */
async function evidence() {
  const { rows } = await k.t.db.execute(sql`select to_jsonb(c) as contract,
      (select jsonb_agg(to_jsonb(e) order by e.seq) from contract_events e where e.contract_id = c.id) as events
    from contracts c where c.id = ${contractId}`);
  return rows[0];
}

describe('a signed contract, as the app role of its own company', () => {
  it('is visible to it, so what follows is refused and not merely unseen', async () => {
    expect((await asCompany(sql`select id from contracts where id = ${contractId} and signed_at is not null`)).rows).toHaveLength(1);
  });

  it('cannot change any of its fields', async () => {
    const before = await evidence();
    for (const change of [
      sql`title = 'Another title'`,
      sql`content = 'The customer agrees to pay twice.', content_hash = ${sha256('The customer agrees to pay twice.')}`,
      sql`signed_at = signed_at - interval '1 day'`,
      sql`signer_name = 'Someone else'`,
      sql`signer_ip = '203.0.113.9'`,
      sql`voided_at = now()`,
      sql`last_event_hash = null`,
    ]) {
      expect(await refusal(asCompany(sql`update contracts set ${change} where id = ${contractId}`))).toEqual({
        code: '23514',
        message: expect.stringMatching(/is signed and cannot be changed|can only move/),
      });
    }
    expect(await evidence()).toEqual(before);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('cannot delete it, nor change or delete its audit trail', async () => {
    const before = await evidence();
    expect(await refusal(asCompany(sql`delete from contracts where id = ${contractId}`))).toEqual({
      code: '23514',
      message: expect.stringMatching(/is signed and cannot be deleted/),
    });
    for (const statement of [
      sql`update contract_events set actor_email = 'someone@else.test' where contract_id = ${contractId}`,
      sql`delete from contract_events where contract_id = ${contractId}`,
    ]) {
      expect(await refusal(asCompany(statement))).toEqual({ code: '23514', message: 'contract events cannot be changed or deleted' });
    }
    expect(await evidence()).toEqual(before);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('cannot switch off, drop or replace the triggers that guard it', async () => {
    for (const statement of [
      'alter table contracts disable trigger all',
      'alter table contracts disable trigger contracts_immutable_after_signing',
      'alter table contract_events disable trigger contract_events_append_only',
      'drop trigger contracts_immutable_after_signing on contracts',
      'alter table contracts no force row level security',
      'alter table contracts disable row level security',
      'create or replace function contracts_refuse_change_after_signing() returns trigger language plpgsql as $$ begin return new; end $$',
    ]) {
      expect(await refusal(asCompany(statement)), statement).toEqual({ code: '42501', message: expect.stringMatching(/must be owner|permission denied for schema public/) });
    }
    recordSecurityFigure('threatsRefused', 1);
  });

  it('cannot make its session skip triggers as a replica does', async () => {
    for (const statement of ['set session_replication_role = replica', "select set_config('session_replication_role', 'replica', false)"]) {
      expect(await refusal(asCompany(statement)), statement).toEqual({
        code: '42501',
        message: 'permission denied to set parameter "session_replication_role"',
      });
    }
    recordSecurityFigure('threatsRefused', 1);
  });

  it('cannot truncate the tables, which would skip the triggers and the policies', async () => {
    for (const table of ['contracts', 'contract_events']) {
      expect(await refusal(asCompany(`truncate ${table} cascade`)), table).toEqual({
        code: '42501',
        message: `permission denied for table ${table}`,
      });
    }
    recordSecurityFigure('threatsRefused', 1);
  });

  it('still verifies, sealed and unbroken, after all of the above', async () => {
    expect(await k.verify(contractId)).toMatchObject({ valid: true, contentHash: expect.any(String), chainValid: true, seal: { valid: true } });
  });
});
