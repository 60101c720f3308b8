import { CircleCheck, CircleSlash, Clock } from 'lucide-react';
import type { ContractStatus } from '@/shared/schemas/contracts';
import { Badge } from '@/client/components/ui/badge';

const BADGES = {
  unsigned: { tone: 'warning', label: 'Awaiting signature', icon: Clock },
  signed: { tone: 'success', label: 'Agreed', icon: CircleCheck },
  voided: { tone: 'neutral', label: 'Voided', icon: CircleSlash },
} as const;

/** Where a contract stands; a signed one reads Agreed (as the product's screens specify). */
export function ContractStatusBadge({ status, className }: { status: ContractStatus; className?: string }) {
  const { tone, label, icon: Icon } = BADGES[status];
  return (
    <Badge tone={tone} className={className}>
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </Badge>
  );
}
