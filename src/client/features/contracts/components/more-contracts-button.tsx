import { ChevronDown } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import type { useContracts } from '../api/get-contracts';

/** The next page of the list; shown only while there is one, so the list never ends short unsaid. */
export function MoreContractsButton({ contracts }: { contracts: ReturnType<typeof useContracts> }) {
  if (!contracts.hasNextPage) return null;
  return (
    <Button variant="secondary" size="sm" onClick={() => void contracts.fetchNextPage()} disabled={contracts.isFetchingNextPage}>
      <ChevronDown aria-hidden="true" />
      {contracts.isFetchingNextPage ? 'Loading more contracts...' : 'Show More Contracts'}
    </Button>
  );
}
