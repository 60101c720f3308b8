import { Pencil } from 'lucide-react';
import { PRODUCT_TYPE_LABELS, TIME_SLOT_LABELS } from '@/shared/constants/operations';
import { todayInLondon } from '@/shared/dates';
import type { Installation, InstallationSort } from '@/shared/schemas/installations';
import { Badge } from '@/client/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { cn } from '@/client/lib/cn';
import { formatShortDate } from '@/client/lib/format';
import { InstallationStatusBadge } from './installation-status-badge';
import { SortableHead } from './sortable-head';

interface InstallationsTableProps {
  items: Installation[];
  sort: InstallationSort;
  onSort: (sort: InstallationSort) => void;
  selectedId: string | null;
  onEdit: (installation: Installation) => void;
  busy: boolean;
}

/** The installation table; on narrow screens it scrolls sideways rather than squashing its columns. */
export function InstallationsTable({ items, sort, onSort, selectedId, onEdit, busy }: InstallationsTableProps) {
  const today = todayInLondon();
  return (
    <Table aria-label="Installations" aria-busy={busy || undefined} className="min-w-[52rem]">
      <TableHeader>
        <TableRow>
          <SortableHead field="customer" label="Customer" sort={sort} onSort={onSort} className="pl-5 sm:pl-6" />
          <TableHead>Project Type</TableHead>
          <SortableHead field="installDate" label="Install Date" sort={sort} onSort={onSort} />
          <SortableHead field="location" label="Location" sort={sort} onSort={onSort} />
          <TableHead>Team</TableHead>
          <SortableHead field="status" label="Status" sort={sort} onSort={onSort} className="pr-5 sm:pr-6" />
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => {
          const selected = item.projectId === selectedId;
          const overdue = !!item.installDate && item.installDate < today;
          return (
            <TableRow key={item.projectId} aria-current={selected || undefined} className={cn(selected && 'bg-brand-subtle/60')}>
              <TableCell className="min-w-48 pl-5 sm:pl-6">
                {/* The name opens the row in the editor below: the first thing in the row, so phones reach it without scrolling sideways. */}
                <button
                  type="button"
                  aria-pressed={selected}
                  aria-label={`Edit the installation for ${item.customerName}`}
                  onClick={() => onEdit(item)}
                  className="group -mx-1 inline-flex items-center gap-1.5 rounded-md px-1 text-left font-medium text-brand-ink underline-offset-4 hover:underline"
                >
                  {item.customerName}
                  <Pencil aria-hidden="true" className={cn('size-3.5 shrink-0', !selected && 'opacity-60 group-hover:opacity-100')} />
                </button>
                <span className="block text-xs text-muted">{item.projectName}</span>
              </TableCell>
              <TableCell className="whitespace-nowrap">{PRODUCT_TYPE_LABELS[item.productType]}</TableCell>
              <TableCell className="whitespace-nowrap">
                <span className="block">{formatShortDate(item.installDate) ?? <span className="text-muted">Not booked</span>}</span>
                <span className="mt-0.5 flex items-center gap-2 text-xs text-muted">
                  {TIME_SLOT_LABELS[item.installSlot].replace(/ \(.*\)$/, '')}
                  {overdue && (
                    <Badge tone="danger" className="px-2 py-0.5">
                      Overdue
                    </Badge>
                  )}
                </span>
              </TableCell>
              <TableCell className="max-w-52">{item.location ?? <span className="text-muted">Not set</span>}</TableCell>
              <TableCell className="whitespace-nowrap">{item.team?.name ?? <span className="text-muted">Unassigned</span>}</TableCell>
              <TableCell className="pr-5 whitespace-nowrap sm:pr-6">
                <InstallationStatusBadge status={item.status} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
