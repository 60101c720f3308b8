import type { OutboxEmail } from '@/shared/schemas/outbox';
import { Badge } from '@/client/components/ui/badge';

const BADGES = {
  queued: { label: 'Queued', tone: 'warning' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
} as const;

export function OutboxStatusBadge({ status }: { status: OutboxEmail['status'] }) {
  const badge = BADGES[status];
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}
