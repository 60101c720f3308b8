import { Files, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Contract } from '@/shared/schemas/contracts';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { PageHeader } from '@/client/components/layout/page-header';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { QueryState } from '@/client/components/ui/query-state';
import { useContractUnlessListed } from '../api/get-contract';
import { useContracts } from '../api/get-contracts';
import { useFetchErrorToast } from '../hooks/use-fetch-error-toast';
import { useSelectedContract } from '../hooks/use-selected-contract';
import { ContractPlaceholder } from './contract-placeholder';
import { CreateContractDialog } from './create-contract-dialog';
import { MoreContractsButton } from './more-contracts-button';
import { StaffContractDetail } from './staff-contract-detail';
import { StaffContractsTable } from './staff-contracts-table';
import { VoidContractDialog } from './void-contract-dialog';

/** Manage Contracts (as the product's screens specify): every contract of the company, one open read-only, and Create Contract. */
export function StaffContracts() {
  const contracts = useContracts();
  useFetchErrorToast(contracts.error, contracts.errorUpdatedAt);
  const { selectedId, select } = useSelectedContract();
  const [creating, setCreating] = useState(false);
  const [voiding, setVoiding] = useState<Contract | null>(null);
  const detail = useRef<HTMLDivElement>(null);
  const focusDetail = useRef(false);
  const selected = useContractUnlessListed(
    selectedId,
    contracts.data?.find((c) => c.id === selectedId),
    contracts.isSuccess,
  );
  // Counts the pages loaded so far; older unsigned contracts join the count as more pages load.
  const awaiting = contracts.data?.filter((c) => c.status === 'unsigned').length;

  useEffect(() => {
    if (!focusDetail.current || !selected) return;
    focusDetail.current = false;
    detail.current?.focus();
  }, [selected]);

  function open(contract: Contract) {
    focusDetail.current = true;
    if (contract.id === selectedId) detail.current?.focus();
    else select(contract.id);
  }

  return (
    <>
      <PageHeader title="Manage Contracts" description="Every customer agreement, signed and awaiting signature.">
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create Contract
        </Button>
      </PageHeader>
      <div className="mt-8 grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SectionCard
          title="All Contracts"
          description="Open a contract to read it, download it or void it."
          icon={Files}
          titleBadge={awaiting ? <Badge tone="warning">{awaiting} awaiting signature</Badge> : null}
          flush
        >
          <div className="border-t border-border px-2 pt-2 sm:px-3">
            <QueryState
              query={contracts}
              loading={
                <div className="px-3 py-6">
                  <CardLoading>Loading contracts...</CardLoading>
                </div>
              }
              error="We couldn't load the contracts."
              errorClassName="px-3 py-6"
              isEmpty={(data) => data.length === 0}
              empty={<p className="px-3 py-6 text-sm text-muted">No contracts yet. Use Create Contract to send one to a customer.</p>}
            >
              {(data) => (
                <>
                  <StaffContractsTable contracts={data} selectedId={selectedId} onSelect={open} />
                  <div className="px-3 py-3 empty:hidden">
                    <MoreContractsButton contracts={contracts} />
                  </div>
                </>
              )}
            </QueryState>
          </div>
        </SectionCard>
        <div ref={detail} tabIndex={-1} className="min-w-0 scroll-mt-24 outline-none">
          {selected ? (
            <StaffContractDetail contract={selected} onVoid={setVoiding} />
          ) : (
            <ContractPlaceholder>
              <p>{selectedId && contracts.isPending ? 'Loading contract...' : 'Select a contract to see it in full.'}</p>
            </ContractPlaceholder>
          )}
        </div>
      </div>
      <CreateContractDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(contract) => {
          focusDetail.current = true;
          select(contract.id);
        }}
      />
      <VoidContractDialog contract={voiding} onClose={() => setVoiding(null)} />
    </>
  );
}
