import type { Contract } from '@/shared/schemas/contracts';
import { formatShortDate } from '@/client/lib/format';
import { cn } from '@/client/lib/cn';
import { ContractStatusBadge } from './contract-status-badge';

const STATUS_ORDER = { unsigned: 0, signed: 1, voided: 2 } as const;

/** Those awaiting a signature first; within each, newest first (the order the API sends). */
export function sortForReview(contracts: Contract[]): Contract[] {
  return [...contracts].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
}

interface CustomerContractListProps {
  contracts: Contract[];
  selectedId: string | null;
  onSelect: (contract: Contract) => void;
}

/** The left column: each contract as a button; the open one is marked current. */
export function CustomerContractList({ contracts, selectedId, onSelect }: CustomerContractListProps) {
  return (
    <ul className="-mx-2 space-y-1.5" aria-label="Your contracts">
      {sortForReview(contracts).map((contract) => {
        const selected = contract.id === selectedId;
        return (
          <li key={contract.id}>
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(contract)}
              className={cn(
                'flex w-full flex-col items-start gap-2 rounded-xl border px-3 py-3 text-left transition-colors',
                selected ? 'border-primary/60 bg-brand-subtle' : 'border-transparent hover:bg-subtle',
              )}
            >
              <span className="font-medium break-words text-foreground">{contract.title}</span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted">
                <ContractStatusBadge status={contract.status} />
                <span>Sent {formatShortDate(contract.createdAt)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
