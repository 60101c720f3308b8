import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { InstallationSort, InstallationSortField } from '@/shared/schemas/installations';
import { TableHead } from '@/client/components/ui/table';
import { cn } from '@/client/lib/cn';

interface SortableHeadProps {
  field: InstallationSortField;
  label: string;
  sort: InstallationSort;
  onSort: (sort: InstallationSort) => void;
  className?: string;
}

/** A column header that sorts: first press ascending, the next descending; aria-sort says which. */
export function SortableHead({ field, label, sort, onSort, className }: SortableHeadProps) {
  const direction = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <TableHead aria-sort={direction} className={className}>
      <button
        type="button"
        onClick={() => onSort(direction === 'ascending' ? `-${field}` : field)}
        className={cn(
          '-mx-1.5 inline-flex items-center gap-1.5 rounded-md px-1.5 py-1 tracking-wide uppercase hover:bg-subtle hover:text-foreground',
          direction !== 'none' && 'text-foreground',
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', direction === 'none' && 'opacity-60')} />
      </button>
    </TableHead>
  );
}
