import { INSTALLATION_STATUS_LABELS, type InstallationStatus } from '@/shared/constants/operations';
import { Badge } from '@/client/components/ui/badge';

const TONES = {
  confirmed: 'success',
  pending_survey: 'warning',
  in_production: 'brand',
  materials_ordered: 'neutral',
} as const satisfies Record<InstallationStatus, string>;

/** The spec's four installation statuses (section 4), each in its own colour. */
export function InstallationStatusBadge({ status }: { status: InstallationStatus }) {
  return <Badge tone={TONES[status]}>{INSTALLATION_STATUS_LABELS[status]}</Badge>;
}
