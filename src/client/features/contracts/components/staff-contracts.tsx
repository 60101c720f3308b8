import { ComingSoonPanel } from '@/client/components/layout/portal-placeholder';
import { PageHeader } from '@/client/components/layout/page-header';

export function StaffContracts() {
  return (
    <>
      <PageHeader title="Manage Contracts" description="Every customer agreement, signed and awaiting signature." />
      <ComingSoonPanel>Creating and tracking contracts is coming soon.</ComingSoonPanel>
    </>
  );
}
