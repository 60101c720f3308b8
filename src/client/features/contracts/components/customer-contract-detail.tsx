import { FileSignature } from 'lucide-react';
import { SectionCard } from '@/client/components/layout/section-card';
import { useContract } from '../api/get-contract';
import { useRecordContractView } from '../api/record-contract-view';
import { useFetchErrorToast } from '../hooks/use-fetch-error-toast';
import { CancellationPeriod } from './cancellation-period';
import { ContractContent } from './contract-content';
import { ContractPlaceholder } from './contract-placeholder';
import { ContractStatusBadge } from './contract-status-badge';
import { DownloadPdfLink } from './download-pdf-link';
import { SignContractForm } from './sign-contract-form';
import { SignatureDetails } from './signature-details';
import { VoidedNotice } from './voided-notice';

/** The open contract: its text, then the agreement box, or the signature and cancellation period. */
export function CustomerContractDetail({ contractId }: { contractId: string }) {
  const query = useContract(contractId);
  useFetchErrorToast(query.error, query.errorUpdatedAt);
  useRecordContractView(contractId, query.data !== undefined);

  if (!query.data) {
    return (
      <ContractPlaceholder>
        {query.isError ? <p role="alert">We couldn&apos;t open this contract.</p> : <p role="status">Loading contract...</p>}
      </ContractPlaceholder>
    );
  }

  const contract = query.data;
  return (
    <SectionCard
      title={contract.title}
      description={contract.description || undefined}
      icon={FileSignature}
      titleBadge={<ContractStatusBadge status={contract.status} />}
      action={<DownloadPdfLink contractId={contract.id} />}
    >
      <div className="space-y-4">
        <VoidedNotice contract={contract} />
        <ContractContent title={contract.title} content={contract.content} />
        {contract.status === 'unsigned' && <SignContractForm key={contract.id} contract={contract} />}
        <SignatureDetails contract={contract} />
        <CancellationPeriod contract={contract} viewer="customer" />
      </div>
    </SectionCard>
  );
}
