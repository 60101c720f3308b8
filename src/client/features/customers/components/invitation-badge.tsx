import type { InvitationState } from '@/shared/schemas/customers';
import { Badge } from '@/client/components/ui/badge';

const LABELS: Record<InvitationState, { text: string; tone: 'success' | 'warning' | 'danger' }> = {
  active: { text: 'Active', tone: 'success' },
  invited: { text: 'Invited', tone: 'warning' },
  expired: { text: 'Invite expired', tone: 'danger' },
};

/** Whether the customer can sign in yet, in words as well as colour. */
export function InvitationBadge({ state }: { state: InvitationState }) {
  return <Badge tone={LABELS[state].tone}>{LABELS[state].text}</Badge>;
}
