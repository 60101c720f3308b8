import type { LeadSource, LeadStatus } from '@/shared/constants/operations';
import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS } from '@/shared/schemas/leads';
import { Badge } from '@/client/components/ui/badge';

const STATUS_TONES = { new: 'brand', contacted: 'warning', converted: 'success' } as const;

/** The word carries the meaning; the colour only helps a quick scan. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{LEAD_STATUS_LABELS[status]}</Badge>;
}

export function LeadSourceLabel({ source }: { source: LeadSource }) {
  return <span className="text-sm text-foreground">{LEAD_SOURCE_LABELS[source]}</span>;
}
