import { useEffect, useState, type Ref } from 'react';
import type { CustomerSummary } from '@/shared/schemas/customers';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { RetryButton } from '@/client/components/ui/query-state';
import { useCustomers } from '../api/get-customers';

const SEARCH_DELAY_MS = 250;

interface CustomerPickerProps {
  id: string;
  value: string;
  onChange: (customerId: string) => void;
  onBlur?: () => void;
  selectRef?: Ref<HTMLSelectElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The customer a contract goes to: a search box narrowing the company's customers (asked of the
 * server, since there may be many), and a native select of the matches. The one chosen stays
 * in the list while the search changes, so the choice never silently switches.
 */
export function CustomerPicker({ id, value, onChange, onBlur, selectRef, 'aria-invalid': invalid, 'aria-describedby': describedBy }: CustomerPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [chosen, setChosen] = useState<CustomerSummary | null>(null);
  const customers = useCustomers(debounced);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const found = customers.data ?? [];
  const options = chosen && chosen.id === value && !found.some((c) => c.id === chosen.id) ? [chosen, ...found] : found;
  const current = options.find((c) => c.id === value) ?? null;
  const hintId = `${id}-hint`;

  return (
    <div className="space-y-2">
      <Input
        type="search"
        aria-label="Search customers"
        aria-controls={id}
        placeholder="Search by name or email"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Select
        id={id}
        ref={selectRef}
        value={value}
        onBlur={onBlur}
        onChange={(event) => {
          setChosen(options.find((c) => c.id === event.target.value) ?? null);
          onChange(event.target.value);
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        aria-busy={customers.isFetching || undefined}
      >
        <option value="">{customers.isPending ? 'Loading customers...' : found.length === 0 && !current ? 'No customers found' : 'Choose a customer'}</option>
        {options.map((customer) => (
          <option key={customer.id} value={customer.id} disabled={!customer.projectId}>
            {customer.name} ({customer.email}){customer.projectId ? '' : ' – no project yet'}
          </option>
        ))}
      </Select>
      <p id={hintId} className="text-xs text-muted" aria-live="polite">
        {customers.isError ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            We couldn&apos;t load the customers.
            <RetryButton query={customers} variant="link" className="h-auto text-xs" />
          </span>
        ) : current?.projectName ? (
          <>
            The contract goes to their project: <span className="font-medium text-foreground">{current.projectName}</span>
          </>
        ) : (
          'Only customers with a project can be chosen.'
        )}
      </p>
    </div>
  );
}
