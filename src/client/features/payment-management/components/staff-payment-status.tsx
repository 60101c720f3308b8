import type { PaymentStatus } from '@/shared/constants/payments';
import { Badge } from '@/client/components/ui/badge';

/**
 * Staff read pending_verification as work waiting for them ("Awaiting verification"),
 * the same words as the status filter; the customer's own badge says "Verifying Payment".
 */
export const STAFF_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending_verification: 'Awaiting verification',
  pending: 'Pending',
  overdue: 'Overdue',
  paid: 'Paid',
};

// States and transitions: paid green, overdue red, everything else amber.
const STATUS_TONES: Record<PaymentStatus, 'success' | 'danger' | 'warning'> = {
  pending_verification: 'warning',
  pending: 'warning',
  overdue: 'danger',
  paid: 'success',
};

export function StaffPaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STAFF_STATUS_LABELS[status]}</Badge>;
}
