import type { PaymentStatus } from '@/shared/constants/payments';
import { Badge } from '@/client/components/ui/badge';

const STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  pending_verification: 'Verifying Payment',
  paid: 'Paid',
  overdue: 'Overdue',
};

// States and transitions: paid green, overdue red, everything else amber.
const STATUS_TONES: Record<PaymentStatus, 'success' | 'danger' | 'warning'> = {
  pending: 'warning',
  pending_verification: 'warning',
  paid: 'success',
  overdue: 'danger',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} data-tone={STATUS_TONES[status]}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
