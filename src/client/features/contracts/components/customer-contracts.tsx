import { ComingSoonPanel } from '@/client/components/layout/portal-placeholder';
import { PageHeader } from '@/client/components/layout/page-header';

export function CustomerContracts() {
  return (
    <>
      <PageHeader
        title="Your Contracts & Agreements"
        description="Read the agreements for your project and sign them online."
      />
      <ComingSoonPanel>Contracts sent to you for review and signature will appear here soon.</ComingSoonPanel>
    </>
  );
}
