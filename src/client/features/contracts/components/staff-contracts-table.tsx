import type { Contract } from '@/shared/schemas/contracts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { cn } from '@/client/lib/cn';
import { formatShortDate } from '@/client/lib/format';
import { ContractStatusBadge } from './contract-status-badge';

interface StaffContractsTableProps {
  contracts: Contract[];
  selectedId: string | null;
  onSelect: (contract: Contract) => void;
}

/** Every contract of the company, newest first; a title opens the contract beside (or below) the table. */
export function StaffContractsTable({ contracts, selectedId, onSelect }: StaffContractsTableProps) {
  return (
    <Table className="min-w-[40rem]">
      <TableHeader>
        <TableRow>
          <TableHead>Customer</TableHead>
          <TableHead>Contract</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Signed</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {contracts.map((contract) => {
          const selected = contract.id === selectedId;
          return (
            <TableRow key={contract.id} className={cn(selected && 'bg-brand-subtle')}>
              <TableCell className="max-w-44 font-medium break-words text-foreground">{contract.customerName}</TableCell>
              <TableCell className="max-w-64">
                <button
                  type="button"
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onSelect(contract)}
                  className="rounded-sm text-left font-medium break-words text-brand-ink underline-offset-4 hover:underline"
                >
                  {contract.title}
                </button>
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <ContractStatusBadge status={contract.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatShortDate(contract.createdAt)}</TableCell>
              <TableCell className="whitespace-nowrap">
                {formatShortDate(contract.signedAt) ?? <span className="text-muted">{contract.status === 'voided' ? 'Not signed' : 'Not yet'}</span>}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
