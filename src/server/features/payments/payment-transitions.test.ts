import { describe, expect, it } from 'vitest';
import { rolesWith } from '../../auth/permissions';
import { PAYMENT_TRANSITIONS, storedFromStatuses } from './payment-transitions';

// The table the payments service consults (the permission first, then the status the payment is in), written
// out: what each action allows, whom, and what it leads to. The API tests show the service keeps to it.
describe('payment transitions', () => {
  it('allows exactly these changes, under exactly these permissions', () => {
    expect(PAYMENT_TRANSITIONS).toEqual({
      confirm_transfer: { from: ['pending', 'overdue'], to: 'pending_verification', permission: 'payments:confirm-transfer', event: 'transfer_confirmed' },
      verify: { from: ['pending_verification'], to: 'paid', permission: 'payments:verify', event: 'verified' },
      reject: { from: ['pending_verification'], to: 'pending', permission: 'payments:verify', event: 'rejected' },
      mark_paid: { from: ['pending', 'overdue'], to: 'paid', permission: 'payments:verify', event: 'marked_paid' },
    });
  });

  it('lets the customer confirm their transfer and the team settle it, nobody else', () => {
    expect(rolesWith(PAYMENT_TRANSITIONS.confirm_transfer.permission)).toEqual(['customer']);
    for (const action of ['verify', 'reject', 'mark_paid'] as const) {
      expect(rolesWith(PAYMENT_TRANSITIONS[action].permission).sort(), action).toEqual(['admin', 'staff']);
    }
  });
});

describe('where a transition starts', () => {
  // The service relies on this: its conditional update is the whole status check, and the event records this status as the one left.
  it.each(['confirm_transfer', 'verify', 'reject', 'mark_paid'] as const)('%s starts from exactly one stored status', (action) => {
    expect(storedFromStatuses(action)).toHaveLength(1);
  });
});
