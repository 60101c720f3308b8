import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../src/server/db/schema/companies';
import { contracts } from '../../../src/server/db/schema/contracts';
import { seedDemo } from '../../../src/server/db/seed';
import { contractsTestKit, type ContractsTestKit } from '../../../src/server/features/contracts/contracts.test-kit';
import { DEMO_COPY_LIFETIME_MS, pruneDemoCopies } from '../../../src/server/features/demo/demo-pruning';
import { createDemoCopy } from '../../../src/server/features/demo/demo.service';
import { createFileStorage } from '../../../src/server/lib/storage/file-storage';
import { createTestApp } from '../../setup/test-app';
import { recordSecurityFigure } from '../figures';

/**
 * A public demo site made a company's worth of rows (and two dozen stored photos) for every visitor
 * and never removed one, so anyone could fill its database and storage by signing in from new
 * browsers. Removing copies made deleting a company possible, which must not reach a real company
 * or its signed contracts.
 */

let k: ContractsTestKit;
// A demo site, in a database of its own: the contract kit's tenants are not the demo seed's.
let demo: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  k = await contractsTestKit();
  demo = await createTestApp({ demoMode: true });
});

async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  const error: unknown = await Promise.resolve(statement).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the database accepted it').not.toBeNull();
  return (error as { cause?: { message?: string } }).cause?.message ?? String(error);
}

describe('demo copies', () => {
  it('do not pile up: a copy past its day is removed with its rows and stored photos', async () => {
    const t = demo;
    const storage = createFileStorage(t.config.storage);
    await seedDemo(t.db, { storage });
    const [host] = await t.db.select().from(companies).where(eq(companies.subdomain, 'demo'));
    const copy = (await createDemoCopy(t.db, host!, storage))!;
    const { rows: files } = await t.db.execute(sql`select storage_key from stored_files where company_id = ${copy.id}`);
    expect(files.length).toBeGreaterThan(0);
    await t.db.execute(sql`update companies set created_at = now() - interval '26 hours' where id = ${copy.id}`);

    expect(await pruneDemoCopies(t.db, storage, new Date(Date.now() - DEMO_COPY_LIFETIME_MS))).toMatchObject({ copies: 1, failures: [] });
    expect(await t.db.select().from(companies).where(eq(companies.id, copy.id))).toEqual([]);
    for (const { storage_key } of files) expect(await storage.exists(storage_key as string)).toBe(false);
    recordSecurityFigure('threatsRefused', 1);
  });
});

describe('a real company', () => {
  it('cannot be deleted, nor made a demo copy so that its signed contracts could go', async () => {
    const contract = await k.signedContract();
    const real = k.world.tenantA.company.id;
    expect(await refusal(k.t.db.delete(companies).where(eq(companies.id, real)))).toMatch(/not a demo copy and cannot be deleted/);
    expect(await refusal(k.t.db.update(companies).set({ demoOf: k.world.tenantB.company.id }).where(eq(companies.id, real)))).toMatch(/cannot become or stop being a demo copy/);
    expect(await refusal(k.t.db.delete(contracts).where(eq(contracts.id, contract.id)))).toMatch(/cannot be deleted/);
    expect(await k.verify(contract.id)).toMatchObject({ valid: true, chainValid: true });
    recordSecurityFigure('threatsRefused', 1);
  });
});
