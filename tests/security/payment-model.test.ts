import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertPaymentItem } from '../factories/payments';
import { createTwoTenantWorld } from '../factories/world';
import { createTestApp } from '../setup/test-app';
import { findIntegrityViolations } from './integrity';

// The payment state machine against a model: a customer confirming transfers (for the amount due
// or for less), two members of staff verifying (with or without acknowledging that the amount due
// arrived), rejecting and marking paid (alone and at the same moment), and retries with the same
// Idempotency-Key. After every step the item is what the model says; after every run its events
// replay to its status and "paid" came only from a verification or a manual mark.

type Status = 'pending' | 'pending_verification' | 'paid';
type Action = 'confirm-transfer' | 'confirm-short' | 'verify' | 'verify-acknowledged' | 'reject' | 'mark-paid';

const FROM: Record<Action, Status> = {
  'confirm-transfer': 'pending',
  'confirm-short': 'pending',
  verify: 'pending_verification',
  'verify-acknowledged': 'pending_verification',
  reject: 'pending_verification',
  'mark-paid': 'pending',
};
const TO: Record<Action, Status> = {
  'confirm-transfer': 'pending_verification',
  'confirm-short': 'pending_verification',
  verify: 'paid',
  'verify-acknowledged': 'paid',
  reject: 'pending',
  'mark-paid': 'paid',
};
/** The item is for £1,000.00 (the factory's default); a short confirmation says £400.00. */
const AMOUNT_DUE = '1000.00';

const t = await createTestApp();
const world = await createTwoTenantWorld(t.db);
const cookies = { customer: await t.signIn('a1@example.test'), staff: await t.signIn('staff-a@example.test'), admin: await t.signIn('admin-a@example.test') };

interface Model {
  status: Status;
  /** The latest confirmation was for less than is due: a verification must acknowledge the amount due. */
  short: boolean;
}
interface Real {
  itemId: string;
}

const isConfirm = (action: Action) => action === 'confirm-transfer' || action === 'confirm-short';

function call(itemId: string, action: Action, who: 'staff' | 'admin', key?: string) {
  const cookie = isConfirm(action) ? cookies.customer : cookies[who];
  const bodies: Record<Action, unknown> = {
    'confirm-transfer': { reference: 'REF-1', amount: AMOUNT_DUE, transferDate: '2024-01-02' },
    'confirm-short': { reference: 'REF-1', amount: '400.00', transferDate: '2024-01-02' },
    verify: undefined,
    'verify-acknowledged': { acknowledgedAmount: AMOUNT_DUE },
    reject: { reason: 'Not on the statement' },
    'mark-paid': undefined,
  };
  const path = isConfirm(action) ? 'confirm-transfer' : action === 'verify-acknowledged' ? 'verify' : action;
  return t.request('POST', `/api/payments/${itemId}/${path}`, bodies[action], { cookie, headers: key ? { 'idempotency-key': key } : {} });
}

/** Whether the model allows the action now: from its status, and a plain verify only of the amount due. */
function allows(model: Model, action: Action): boolean {
  return model.status === FROM[action] && !(action === 'verify' && model.short);
}

function apply(model: Model, action: Action) {
  model.status = TO[action];
  if (isConfirm(action)) model.short = action === 'confirm-short';
}

async function expectOutcome(res: Response, model: Model, action: Action) {
  const allowed = allows(model, action);
  const body = (await res.json()) as { status?: string; error?: { code: string } };
  expect(res.status, `${action} from ${model.status}${model.short ? ' (short)' : ''}`).toBe(allowed ? 200 : 409);
  if (allowed) {
    apply(model, action);
    expect(body.status).toBe(model.status);
  } else if (action === 'verify' && model.status === 'pending_verification') {
    expect(body.error?.code).toBe('AMOUNT_MISMATCH');
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
  constructor(readonly action: Exclude<Action, 'confirm-transfer' | 'confirm-short'>) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const allowed = allows(model, this.action);
    const results = await Promise.all([call(real.itemId, this.action, 'staff'), call(real.itemId, this.action, 'admin')]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, `two at once: ${this.action} from ${model.status}`).toEqual(allowed ? [200, 409] : [409, 409]);
    if (allowed) apply(model, this.action);
  }
  toString = () => `two staff ${this.action} at once`;
}

/** The same request sent again with its Idempotency-Key (after it, or while it runs): the first answer again. */
class Retry implements fc.AsyncCommand<Model, Real> {
  constructor(readonly action: Action, readonly concurrent: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const key = `retry-${randomUUID()}`;
    const allowed = allows(model, this.action);
    const [first, second] = this.concurrent
      ? await Promise.all([call(real.itemId, this.action, 'staff', key), call(real.itemId, this.action, 'staff', key)])
      : [await call(real.itemId, this.action, 'staff', key), await call(real.itemId, this.action, 'staff', key)];
    const answers = [{ status: first.status, body: await first.json() }, { status: second.status, body: await second.json() }];
    if (allowed) {
      // Both carry the first result: one change, one event, the same item twice.
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers[1]!.body).toEqual(answers[0]!.body);
      apply(model, this.action);
    } else {
      expect(answers.map((a) => a.status)).toEqual([409, 409]);
    }
  }
  toString = () => `${this.action} retried${this.concurrent ? ' concurrently' : ''}`;
}

const action = fc.constantFrom<Action>('confirm-transfer', 'confirm-short', 'verify', 'verify-acknowledged', 'reject', 'mark-paid');
const staffAction = fc.constantFrom<Exclude<Action, 'confirm-transfer' | 'confirm-short'>>('verify', 'verify-acknowledged', 'reject', 'mark-paid');
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
        await fc.asyncModelRun(() => ({ model: { status: 'pending' as Status, short: false }, real: { itemId: item.id } }), cmds);
        expect(await findIntegrityViolations(t.db)).toEqual([]);
      }),
      { numRuns: Number(process.env.MODEL_RUNS ?? 12) },
    );
  });
});
