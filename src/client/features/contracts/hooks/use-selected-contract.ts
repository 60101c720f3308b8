import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** /contracts?contract=<id> opens that contract, so a reload or a shared link shows it again. */
export const CONTRACT_PARAM = 'contract';

/** The contract a URL opens, if any. */
export function selectedContractOf(searchParams: URLSearchParams): string | null {
  return searchParams.get(CONTRACT_PARAM);
}

export function useSelectedContract() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = selectedContractOf(searchParams);

  const select = useCallback(
    (contractId: string | null) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (contractId) params.set(CONTRACT_PARAM, contractId);
          else params.delete(CONTRACT_PARAM);
          return params;
        },
        { preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return { selectedId, select };
}
