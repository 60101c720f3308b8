import { PageHeader } from '@/client/components/layout/page-header';
import { CreateCustomerDialog } from '@/client/features/customers/components/create-customer-dialog';
import { CustomersView } from '@/client/features/customers/components/customers-view';

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
