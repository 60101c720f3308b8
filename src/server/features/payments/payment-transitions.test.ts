import { describe, expect, it } from 'vitest';
import { PAYMENT_TRANSITIONS, storedFromStatuses } from './payment-transitions';

// The table the payments service consults (roles first, then the status the payment is in), written
// out: what each action allows, whom, and what it leads to. The API tests show the service keeps to it.
describe('payment transitions', () => {
  it('allows exactly these changes, to exactly these roles', () => {
    expect(PAYMENT_TRANSITIONS).toEqual({
      confirm_transfer: { from: ['pending', 'overdue'], to: 'pending_verification', roles: ['customer'], event: 'transfer_confirmed' },
      verify: { from: ['pending_verification'], to: 'paid', roles: ['staff', 'admin'], event: 'verified' },
      reject: { from: ['pending_verification'], to: 'pending', roles: ['staff', 'admin'], event: 'rejected' },
      mark_paid: { from: ['pending', 'overdue'], to: 'paid', roles: ['staff', 'admin'], event: 'marked_paid' },
    });
  });
});

describe('where a transition starts', () => {
  // The service relies on this: its conditional update is the whole status check, and the event records this status as the one left.
  it.each(['confirm_transfer', 'verify', 'reject', 'mark_paid'] as const)('%s starts from exactly one stored status', (action) => {
    expect(storedFromStatuses(action)).toHaveLength(1);
  });
});
