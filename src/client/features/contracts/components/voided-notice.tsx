import { CircleSlash } from 'lucide-react';
import type { Contract } from '@/shared/schemas/contracts';
import { formatLongDateTime } from '@/client/lib/format';

/** A withdrawn contract: kept for the record, never signable. */
export function VoidedNotice({ contract }: { contract: Contract }) {
  if (contract.status !== 'voided') return null;
  return (
    <p className="flex items-start gap-2.5 rounded-xl border border-border bg-subtle px-4 py-3 text-sm text-foreground">
      <CircleSlash aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
      <span>
        This contract was voided{contract.voidedAt ? ` on ${formatLongDateTime(contract.voidedAt)}` : ''} and can no longer be signed.
      </span>
    </p>
  );
}
