import { useEffect, useState, type Ref } from 'react';
import type { CustomerSummary } from '@/shared/schemas/customers';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { RetryButton } from '@/client/components/ui/query-state';
import { useCustomers } from '../api/get-customers';

const SEARCH_DELAY_MS = 250;

interface ProjectPickerProps {
  id: string;
  value: string;
  onChange: (projectId: string) => void;
  onBlur?: () => void;
  selectRef?: Ref<HTMLSelectElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The project a booking is for, found by its customer: a search box asks the server (there may
 * be many customers) and a native select lists the matches. The chosen one stays listed while
 * the search changes, so the choice never silently switches.
 */
export function ProjectPicker({ id, value, onChange, onBlur, selectRef, 'aria-invalid': invalid, 'aria-describedby': describedBy }: ProjectPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [chosen, setChosen] = useState<CustomerSummary | null>(null);
  const customers = useCustomers(debounced);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const found = (customers.data ?? []).filter((c) => c.projectId);
  const options = chosen && chosen.projectId === value && !found.some((c) => c.id === chosen.id) ? [chosen, ...found] : found;

  return (
    <div className="space-y-2">
      <Input type="search" aria-label="Search customers" aria-controls={id} placeholder="Search by name or email" autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} />
      <Select
        id={id}
        ref={selectRef}
        value={value}
        onBlur={onBlur}
        onChange={(event) => {
          setChosen(options.find((c) => c.projectId === event.target.value) ?? null);
          onChange(event.target.value);
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-busy={customers.isFetching || undefined}
      >
        <option value="">{customers.isPending ? 'Loading customers...' : options.length === 0 ? 'No customers found' : 'Choose a project'}</option>
        {options.map((customer) => (
          <option key={customer.id} value={customer.projectId!}>
            {customer.name} – {customer.projectName}
          </option>
        ))}
      </Select>
      {customers.isError && (
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted" role="alert">
          We couldn&apos;t load the customers.
          <RetryButton query={customers} variant="link" className="h-auto text-xs" />
        </p>
      )}
    </div>
  );
}
