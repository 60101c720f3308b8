import { PortalPlaceholder } from '@/client/components/layout/portal-placeholder';

export default function CustomersPage() {
  return (
    <PortalPlaceholder
      title="Customers"
      description="Everyone with a garden building project."
      comingSoon="The customer list is coming soon."
    />
  );
}
