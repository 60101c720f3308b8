import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertPaymentItem } from '../factories/payments';
import { createTwoTenantWorld } from '../factories/world';
import { createTestApp } from '../setup/test-app';
import { findIntegrityViolations } from './integrity';

// The payment state machine against a model: a customer confirming transfers, two members of
// staff verifying, rejecting and marking paid (alone and at the same moment), and retries with
// the same Idempotency-Key. After every step the item is what the model says; after every run
// its events replay to its status and "paid" came only from a verification or a manual mark.

type Status = 'pending' | 'pending_verification' | 'paid';
type Action = 'confirm-transfer' | 'verify' | 'reject' | 'mark-paid';

const FROM: Record<Action, Status> = { 'confirm-transfer': 'pending', verify: 'pending_verification', reject: 'pending_verification', 'mark-paid': 'pending' };
const TO: Record<Action, Status> = { 'confirm-transfer': 'pending_verification', verify: 'paid', reject: 'pending', 'mark-paid': 'paid' };

const t = await createTestApp();
const world = await createTwoTenantWorld(t.db);
const cookies = { customer: await t.signIn('a1@example.test'), staff: await t.signIn('staff-a@example.test'), admin: await t.signIn('admin-a@example.test') };

interface Model {
  status: Status;
}
interface Real {
  itemId: string;
}

function call(itemId: string, action: Action, who: 'staff' | 'admin', key?: string) {
  const cookie = action === 'confirm-transfer' ? cookies.customer : cookies[who];
  const body = action === 'confirm-transfer' ? { reference: 'REF-1', amount: '1000.00', transferDate: '2024-01-02' } : action === 'reject' ? { reason: 'Not on the statement' } : undefined;
  return t.request('POST', `/api/payments/${itemId}/${action}`, body, { cookie, headers: key ? { 'idempotency-key': key } : {} });
}

async function expectOutcome(res: Response, model: Model, action: Action) {
  const allowed = model.status === FROM[action];
  expect(res.status, `${action} from ${model.status}`).toBe(allowed ? 200 : 409);
  const body = (await res.json()) as { status?: string };
  if (allowed) {
    model.status = TO[action];
    expect(body.status).toBe(model.status);
  }
  return body;
}

class Act implements fc.AsyncCommand<Model, Real> {
  constructor(readonly action: Action, readonly who: 'staff' | 'admin') {}
  check = () => true;
  async run(model: Model, real: Real) {
    await expectOutcome(await call(real.itemId, this.action, this.who), model, this.action);
  }
  toString = () => `${this.who} ${this.action}`;
}

/** Staff and an admin press the same button at the same moment: one wins, the other is told 409. */
class TwoStaffAtOnce implements fc.AsyncCommand<Model, Real> {
  constructor(readonly action: Exclude<Action, 'confirm-transfer'>) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const allowed = model.status === FROM[this.action];
    const results = await Promise.all([call(real.itemId, this.action, 'staff'), call(real.itemId, this.action, 'admin')]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, `two at once: ${this.action} from ${model.status}`).toEqual(allowed ? [200, 409] : [409, 409]);
    if (allowed) model.status = TO[this.action];
  }
  toString = () => `two staff ${this.action} at once`;
}

/** The same request sent again with its Idempotency-Key (after it, or while it runs): the first answer again. */
class Retry implements fc.AsyncCommand<Model, Real> {
  constructor(readonly action: Action, readonly concurrent: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const key = `retry-${randomUUID()}`;
    const allowed = model.status === FROM[this.action];
    const [first, second] = this.concurrent
      ? await Promise.all([call(real.itemId, this.action, 'staff', key), call(real.itemId, this.action, 'staff', key)])
      : [await call(real.itemId, this.action, 'staff', key), await call(real.itemId, this.action, 'staff', key)];
    const answers = [{ status: first.status, body: await first.json() }, { status: second.status, body: await second.json() }];
    if (allowed) {
      // Both carry the first result: one change, one event, the same item twice.
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers[1]!.body).toEqual(answers[0]!.body);
      model.status = TO[this.action];
    } else {
      expect(answers.map((a) => a.status)).toEqual([409, 409]);
    }
  }
  toString = () => `${this.action} retried${this.concurrent ? ' concurrently' : ''}`;
}

const action = fc.constantFrom<Action>('confirm-transfer', 'verify', 'reject', 'mark-paid');
const staffAction = fc.constantFrom<Exclude<Action, 'confirm-transfer'>>('verify', 'reject', 'mark-paid');
const commands = fc.commands(
  [
    fc.tuple(action, fc.constantFrom<'staff' | 'admin'>('staff', 'admin')).map(([a, who]) => new Act(a, who)),
    staffAction.map((a) => new TwoStaffAtOnce(a)),
    fc.tuple(action, fc.boolean()).map(([a, concurrent]) => new Retry(a, concurrent)),
  ],
  { maxCommands: 10 },
);

describe('the payment state machine against its model', () => {
  it('holds under sequences of customer, staff, concurrent and retried actions', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        const item = await insertPaymentItem(t.db, { companyId: world.tenantA.company.id, projectId: world.projects.projectA1.id });
        await fc.asyncModelRun(() => ({ model: { status: 'pending' as Status }, real: { itemId: item.id } }), cmds);
        expect(await findIntegrityViolations(t.db)).toEqual([]);
      }),
      { numRuns: Number(process.env.MODEL_RUNS ?? 12) },
    );
  });
});
