import { CircleSlash, FileSignature } from 'lucide-react';
import type { Contract } from '@/shared/schemas/contracts';
import { SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { CancellationPeriod } from './cancellation-period';
import { ContractContent } from './contract-content';
import { formatLongDateTime } from '@/client/lib/format';
import { ContractStatusBadge } from './contract-status-badge';
import { DownloadPdfLink } from './download-pdf-link';
import { SignatureDetails } from './signature-details';
import { VoidedNotice } from './voided-notice';

interface StaffContractDetailProps {
  contract: Contract;
  onVoid: (contract: Contract) => void;
}

/** A contract as staff see it: read-only, with its signature, and Void while it is unsigned. */
export function StaffContractDetail({ contract, onVoid }: StaffContractDetailProps) {
  return (
    <SectionCard
      title={contract.title}
      description={contract.description || undefined}
      icon={FileSignature}
      titleBadge={<ContractStatusBadge status={contract.status} />}
      action={
        <>
          <DownloadPdfLink contractId={contract.id} />
          {contract.status === 'unsigned' && (
            <Button variant="secondary" size="sm" onClick={() => onVoid(contract)}>
              <CircleSlash aria-hidden="true" />
              Void
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-4">
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
          <dt className="font-medium text-muted">Customer</dt>
          <dd className="break-words text-foreground">{contract.customerName}</dd>
          <dt className="font-medium text-muted">Created</dt>
          <dd className="text-foreground">{formatLongDateTime(contract.createdAt)}</dd>
        </dl>
        <VoidedNotice contract={contract} />
        <ContractContent title={contract.title} content={contract.content} />
        <SignatureDetails contract={contract} />
        <CancellationPeriod contract={contract} viewer="staff" />
      </div>
    </SectionCard>
  );
}
