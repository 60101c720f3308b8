import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '../../../shared/constants/payments';
import { ROLES } from '../../../shared/constants/roles';
import { canTransition, storedFromStatuses, type PaymentAction } from './payment-transitions';

// The whole table, written out: every action × status × role.
const ALLOWED = new Set([
  'confirm_transfer pending customer',
  'confirm_transfer overdue customer',
  'verify pending_verification staff',
  'verify pending_verification admin',
  'reject pending_verification staff',
  'reject pending_verification admin',
  'mark_paid pending staff',
  'mark_paid pending admin',
  'mark_paid overdue staff',
  'mark_paid overdue admin',
]);

describe('payment transitions', () => {
  const actions: PaymentAction[] = ['confirm_transfer', 'verify', 'reject', 'mark_paid'];
  for (const action of actions) {
    for (const status of PAYMENT_STATUSES) {
      for (const role of ROLES) {
        const key = `${action} ${status} ${role}`;
        it(`${ALLOWED.has(key) ? 'allows' : 'refuses'} ${key}`, () => {
          expect(canTransition(action, status, role)).toBe(ALLOWED.has(key));
        });
      }
    }
  }
});

describe('where a transition starts', () => {
  // The service relies on this: its conditional update is the whole status check, and the event records this status as the one left.
  it.each(['confirm_transfer', 'verify', 'reject', 'mark_paid'] as const)('%s starts from exactly one stored status', (action) => {
    expect(storedFromStatuses(action)).toHaveLength(1);
  });
});
