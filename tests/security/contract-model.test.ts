import { createHash, randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractEvents, contracts } from '../../src/server/db/schema/contracts';
import { verifyChain } from '../../src/server/features/contracts/contract-audit';
import { createTwoTenantWorld } from '../factories/world';
import { createTestApp } from '../setup/test-app';
import { assertDatabaseIntegrity } from './integrity';

// The contract state machine against a model: staff create contracts for a customer, the customer
// views and signs them, staff void unsigned ones, a sign and a void (or two signs) land at the same
// moment, a signature is retried with one Idempotency-Key, and staff try to change a signed
// contract. After every step each contract is what the model says, its text is the text it was
// created with, a signed one carries the SHA-256 of that text, and its audit chain verifies.

type Status = 'unsigned' | 'signed' | 'voided';

const t = await createTestApp();
const world = await createTwoTenantWorld(t.db);
const cookies = { customer: await t.signIn('a1@example.test'), staff: await t.signIn('staff-a@example.test') };

interface ModelContract {
  status: Status;
  viewed: boolean;
  content: string;
}
interface Model {
  contracts: ModelContract[];
}
interface Real {
  ids: string[];
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const sign = (id: string, key?: string) => t.request('POST', `/api/contracts/${id}/sign`, { agreed: true }, { cookie: cookies.customer, headers: key ? { 'idempotency-key': key } : {} });
const voidIt = (id: string) => t.request('POST', `/api/contracts/${id}/void`, undefined, { cookie: cookies.staff });

/** What the contract and its events say now, checked against the model. */
async function expectMatchesModel(model: Model, real: Real) {
  if (real.ids.length === 0) return;
  const rows = await t.db.select().from(contracts).where(inArray(contracts.id, real.ids));
  const events = await t.db.select().from(contractEvents).where(inArray(contractEvents.contractId, real.ids)).orderBy(asc(contractEvents.seq));
  for (const [i, id] of real.ids.entries()) {
    const expected = model.contracts[i]!;
    const row = rows.find((r) => r.id === id)!;
    const own = events.filter((e) => e.contractId === id);
    const count = (kind: string) => own.filter((e) => e.kind === kind).length;
    const status: Status = row.signedAt ? 'signed' : row.voidedAt ? 'voided' : 'unsigned';
    expect(status, `contract ${i}`).toBe(expected.status);
    expect(row.content, `contract ${i} text`).toBe(expected.content);
    if (status === 'signed') {
      expect(row.voidedAt, `signed contract ${i} is not voided`).toBeNull();
      expect(row.contentHash, `contract ${i} hash`).toBe(sha256(expected.content));
    } else {
      expect(row.contentHash, `unsigned or voided contract ${i} has no signed hash`).toBeNull();
    }
    expect(count('created')).toBe(1);
    expect(count('signed'), `signed events of contract ${i}`).toBe(status === 'signed' ? 1 : 0);
    expect(count('voided'), `voided events of contract ${i}`).toBe(status === 'voided' ? 1 : 0);
    expect(count('viewed'), `viewed events of contract ${i}`).toBe(expected.viewed ? 1 : 0);
    expect(verifyChain(own, row.lastEventHash), `audit chain of contract ${i}`).toBe(true);
    for (const event of own) {
      const sealed = event.kind === 'signed' || event.kind === 'voided';
      expect(event.sealKeyId, `contract ${i}: a ${event.kind} event is ${sealed ? '' : 'not '}sealed`).toBe(sealed ? t.config.signing.current.keyId : null);
    }
  }
}

/**
 * The verification endpoint agrees: a signed contract verifies, every chain is whole, and a
 * signature or a void is sealed by the server's key.
 */
async function expectVerification(id: string, status: Status, content: string) {
  const res = await t.request('GET', `/api/contracts/${id}/verify`, undefined, { cookie: cookies.staff });
  expect(res.status).toBe(200);
  const [row] = await t.db.select().from(contracts).where(eq(contracts.id, id));
  const seal = status === 'unsigned' ? null : { algorithm: 'Ed25519', keyId: t.config.signing.current.keyId, signature: expect.any(String), sealedHead: expect.any(String), valid: true };
  expect(await res.json()).toEqual({ valid: status === 'signed', chainValid: true, contentHash: status === 'signed' ? sha256(content) : null, chainHead: row!.lastEventHash, seal });
}

abstract class OnContract implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.contracts.length > 0;
  async run(model: Model, real: Real) {
    const i = this.pick % real.ids.length;
    await this.act(model.contracts[i]!, real.ids[i]!);
    await expectMatchesModel(model, real);
    await expectVerification(real.ids[i]!, model.contracts[i]!.status, model.contracts[i]!.content);
  }
  abstract act(expected: ModelContract, id: string): Promise<void>;
}

class Create implements fc.AsyncCommand<Model, Real> {
  constructor(readonly text: string) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const content = `Agreement ${this.text}`.trim();
    const res = await t.request('POST', '/api/contracts', { title: 'Build agreement', content, customerId: world.users.customerA1.id }, { cookie: cookies.staff });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; status: string; content: string };
    expect(body).toMatchObject({ status: 'unsigned', content });
    model.contracts.push({ status: 'unsigned', viewed: false, content });
    real.ids.push(body.id);
    await expectMatchesModel(model, real);
  }
  toString = () => `staff create ${JSON.stringify(this.text)}`;
}

/** The customer opens the contract and the client says it is shown: the first view is recorded once, whatever its state. */
class View extends OnContract {
  async act(expected: ModelContract, id: string) {
    const res = await t.request('GET', `/api/contracts/${id}`, undefined, { cookie: cookies.customer });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: expected.status, content: expected.content });
    expect((await t.request('POST', `/api/contracts/${id}/viewed`, undefined, { cookie: cookies.customer })).status).toBe(204);
    expected.viewed = true;
  }
  override toString = () => `customer view #${this.pick}`;
}

class Sign extends OnContract {
  async act(expected: ModelContract, id: string) {
    const res = await sign(id);
    expect(res.status, `sign from ${expected.status}`).toBe(expected.status === 'unsigned' ? 200 : 409);
    if (res.status === 200) {
      expect(await res.json()).toMatchObject({ status: 'signed', contentHash: sha256(expected.content) });
      expected.status = 'signed';
    }
  }
  override toString = () => `customer sign #${this.pick}`;
}

class Void extends OnContract {
  async act(expected: ModelContract, id: string) {
    const res = await voidIt(id);
    expect(res.status, `void from ${expected.status}`).toBe(expected.status === 'unsigned' ? 200 : 409);
    if (res.status === 200) expected.status = 'voided';
  }
  override toString = () => `staff void #${this.pick}`;
}

/** The customer signs as staff void: exactly one of them wins, and the contract is what the winner made it. */
class SignAndVoidAtOnce extends OnContract {
  async act(expected: ModelContract, id: string) {
    const [signed, voided] = await Promise.all([sign(id), voidIt(id)]);
    if (expected.status !== 'unsigned') {
      expect([signed.status, voided.status]).toEqual([409, 409]);
      return;
    }
    expect([signed.status, voided.status].sort(), 'one of sign and void wins').toEqual([200, 409]);
    expected.status = signed.status === 200 ? 'signed' : 'voided';
  }
  override toString = () => `sign and void #${this.pick} at once`;
}

/** Two signatures at the same moment: one signs; the other is refused or answers as the first. */
class DoubleSign extends OnContract {
  async act(expected: ModelContract, id: string) {
    const answers = await Promise.all([sign(id), sign(id)]);
    await expectOneSignature(answers, expected);
  }
  override toString = () => `double sign #${this.pick}`;
}

/** A signature sent again with its Idempotency-Key (after it, or while it runs): one change, and the first answer twice. */
class RetrySign extends OnContract {
  constructor(
    pick: number,
    readonly concurrent: boolean,
  ) {
    super(pick);
  }
  async act(expected: ModelContract, id: string) {
    const key = `retry-${randomUUID()}`;
    const answers = this.concurrent ? await Promise.all([sign(id, key), sign(id, key)]) : [await sign(id, key), await sign(id, key)];
    await expectOneSignature(answers, expected, { sameKey: true });
  }
  override toString = () => `sign #${this.pick} retried${this.concurrent ? ' concurrently' : ''}`;
}

async function expectOneSignature(answers: Response[], expected: ModelContract, { sameKey = false } = {}) {
  const bodies = (await Promise.all(answers.map((r) => r.json()))) as { status?: string; signedAt?: string; error?: { code: string } }[];
  if (expected.status !== 'unsigned') {
    expect(answers.map((r) => r.status)).toEqual([409, 409]);
    return;
  }
  const won = answers.map((r) => r.status).indexOf(200);
  expect(won, 'one signature succeeds').not.toBe(-1);
  const other = 1 - won;
  // With one Idempotency-Key the retry is answered as the first request was.
  if (sameKey) expect(answers[other]!.status, 'the retry replays the signature').toBe(200);
  if (answers[other]!.status === 200) {
    // The idempotent replay: the same signature, not a second one.
    expect(bodies[other]).toEqual(bodies[won]);
  } else {
    expect(answers[other]!.status).toBe(409);
    expect(bodies[other]!.error?.code).toBe('CONFLICT');
  }
  expect(bodies[won]).toMatchObject({ status: 'signed' });
  expected.status = 'signed';
}

/** Staff try to change a signed contract: no route takes the change, and the database refuses it too. */
class EditSigned implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.contracts.some((c) => c.status === 'signed');
  async run(model: Model, real: Real) {
    const signed = real.ids.filter((_, i) => model.contracts[i]!.status === 'signed');
    const id = signed[this.pick % signed.length]!;
    for (const method of ['PATCH', 'PUT']) {
      const res = await t.request(method, `/api/contracts/${id}`, { content: 'Changed after signing' }, { cookie: cookies.staff });
      expect(res.status, `${method} a signed contract`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    await expect(t.db.update(contracts).set({ content: 'Changed after signing' }).where(eq(contracts.id, id))).rejects.toThrow();
    await expectMatchesModel(model, real);
  }
  toString = () => `staff edit signed #${this.pick}`;
}

const pick = fc.nat({ max: 9 });
const commands = fc.commands(
  [
    fc.string({ unit: 'grapheme', maxLength: 40 }).map((text) => new Create(text.replaceAll('\0', ''))),
    pick.map((p) => new View(p)),
    pick.map((p) => new Sign(p)),
    pick.map((p) => new Void(p)),
    pick.map((p) => new SignAndVoidAtOnce(p)),
    pick.map((p) => new DoubleSign(p)),
    fc.tuple(pick, fc.boolean()).map(([p, concurrent]) => new RetrySign(p, concurrent)),
    pick.map((p) => new EditSigned(p)),
  ],
  { maxCommands: 10 },
);

describe('the contract state machine against its model', () => {
  it('holds under sequences of creating, viewing, signing, voiding, concurrent and retried signatures and edits', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        const real: Real = { ids: [] };
        const model: Model = { contracts: [] };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        await expectMatchesModel(model, real);
        await assertDatabaseIntegrity(t.db);
      }),
      { numRuns: Number(process.env.MODEL_RUNS ?? 12) },
    );
  });
});
