import { Search, Users } from 'lucide-react';
import { useState } from 'react';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { FIRST_CUSTOMER_PAGE, useCustomerPage } from '../api/get-customer-page';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { CustomersTable } from './customers-table';
import { Pager } from '@/client/components/ui/pager';
import { QueryState } from '@/client/components/ui/query-state';

const SEARCH_DELAY_MS = 250;

/** The Customers page's list: search by name or email, each customer's project, stage, balance and account. */
export function CustomersView() {
  const [searchText, setSearchText] = useState<string>(FIRST_CUSTOMER_PAGE.search);
  const [page, setPage] = useState<number>(FIRST_CUSTOMER_PAGE.page);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const customers = useCustomerPage(search, page);
  const data = customers.data;

  return (
    <SectionCard
      title="All customers"
      icon={Users}
      description={data ? `${data.total} ${data.total === 1 ? 'customer' : 'customers'}${search ? ` matching “${search}”` : ''}` : undefined}
    >
      <div className="mb-4 max-w-sm space-y-1.5">
        <Label htmlFor="customer-search">Search customers</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
          <Input
            id="customer-search"
            type="search"
            placeholder="Name or email"
            className="pl-9"
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
              setPage(1);
            }}
          />
        </div>
      </div>
      <QueryState
        query={customers}
        loading={<CardLoading>Loading customers...</CardLoading>}
        error="We couldn't load the customers."
        isEmpty={(data) => data.customers.length === 0}
        empty={
          <p className="rounded-xl border border-dashed border-border-strong bg-subtle px-4 py-5 text-sm text-muted">
            {search ? 'No customer matches that search.' : 'No customers yet. Create one with New Customer.'}
          </p>
        }
      >
        {(data) => (
          <div aria-busy={customers.isPlaceholderData || undefined}>
            <CustomersTable customers={data.customers} />
            {data.pageCount > 1 && <Pager label="Customer pages" page={data.page} pageCount={data.pageCount} onPageChange={setPage} />}
          </div>
        )}
      </QueryState>
    </SectionCard>
  );
}
