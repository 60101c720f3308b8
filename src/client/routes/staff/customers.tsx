import { ensureQueries } from '@/client/app/route-data';
import { PageHeader } from '@/client/components/layout/page-header';
import { customerPageQueryOptions, FIRST_CUSTOMER_PAGE } from '@/client/features/customers/api/get-customer-page';
import { CreateCustomerDialog } from '@/client/features/customers/components/create-customer-dialog';
import { CustomersView } from '@/client/features/customers/components/customers-view';
import { staffPageLoader } from './staff-page-loader';

/** The list's first page, unsearched. */
export const loader = staffPageLoader((queryClient) => ensureQueries(queryClient, [customerPageQueryOptions(FIRST_CUSTOMER_PAGE.search, FIRST_CUSTOMER_PAGE.page)]));

/** Staff: everyone with a project, with New Customer. */
export default function CustomersPage() {
  return (
    <>
      <PageHeader title="Customers" description="Everyone with a garden building project, their stage, balance and account.">
        <CreateCustomerDialog />
      </PageHeader>
      <div className="mt-8">
        <CustomersView />
      </div>
    </>
  );
}
