import { FileText } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { PageHeader } from '@/client/components/layout/page-header';
import { QueryState } from '@/client/components/ui/query-state';
import { useContracts } from '../api/get-contracts';
import { useFetchErrorToast } from '../hooks/use-fetch-error-toast';
import { useSelectedContract } from '../hooks/use-selected-contract';
import { ContractPlaceholder } from './contract-placeholder';
import { CustomerContractDetail } from './customer-contract-detail';
import { CustomerContractList } from './customer-contract-list';
import { MoreContractsButton } from './more-contracts-button';

/** Your Contracts & Agreements (as the product's screens specify): the list on the left, the open contract on the right. */
export function CustomerContracts() {
  const contracts = useContracts();
  useFetchErrorToast(contracts.error, contracts.errorUpdatedAt);
  const { selectedId, select } = useSelectedContract();
  const detail = useRef<HTMLDivElement>(null);
  const focusDetail = useRef(false);
  const selected = contracts.data?.find((c) => c.id === selectedId);

  // After a pick, move to the contract: below the list on a phone, and announced to screen readers.
  useEffect(() => {
    if (!focusDetail.current || !selected) return;
    focusDetail.current = false;
    detail.current?.focus();
  }, [selected]);

  function open(contractId: string) {
    focusDetail.current = true;
    if (contractId === selectedId) detail.current?.focus();
    else select(contractId);
  }

  return (
    <>
      <PageHeader title="Your Contracts & Agreements" description="Read the agreements for your project and sign them online." />
      <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <SectionCard title="Documents Requiring Your Review" description="Open a contract to read and sign it." icon={FileText}>
          <QueryState
            query={contracts}
            loading={<CardLoading>Loading contracts...</CardLoading>}
            error="We couldn't load your contracts."
            isEmpty={(data) => data.length === 0}
            empty={
              <p className="rounded-xl border border-dashed border-border-strong bg-subtle px-4 py-5 text-sm text-muted">
                No contracts yet. When we send you an agreement to sign, it appears here.
              </p>
            }
          >
            {(data) => (
              <div className="space-y-3">
                <CustomerContractList contracts={data} selectedId={selectedId} onSelect={(contract) => open(contract.id)} />
                <MoreContractsButton contracts={contracts} />
              </div>
            )}
          </QueryState>
        </SectionCard>
        <div ref={detail} tabIndex={-1} className="min-w-0 scroll-mt-24 outline-none">
          {selected ? (
            <CustomerContractDetail key={selected.id} contractId={selected.id} />
          ) : (
            <ContractPlaceholder>
              <p>{selectedId && contracts.isPending ? 'Loading contract...' : 'Select a contract to review'}</p>
            </ContractPlaceholder>
          )}
        </div>
      </div>
    </>
  );
}
