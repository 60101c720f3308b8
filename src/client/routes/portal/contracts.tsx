import { isStaffRole } from '@/shared/constants/roles';
import { ensure, ensureQueries, type PageLoader } from '@/client/app/route-data';
import { contractQueryOptions } from '@/client/features/contracts/api/get-contract';
import { contractListQueryOptions, listedContracts } from '@/client/features/contracts/api/get-contracts';
import { CustomerContracts } from '@/client/features/contracts/components/customer-contracts';
import { StaffContracts } from '@/client/features/contracts/components/staff-contracts';
import { selectedContractOf } from '@/client/features/contracts/hooks/use-selected-contract';
import { meQueryOptions } from '@/client/lib/auth/get-me';
import { useAuth } from '@/client/lib/auth/use-auth';

/**
 * The first page of contracts, and the contract the URL opens: a customer's from the list (its
 * detail is read on its own), staff's on its own only when it is not among the first page.
 */
export const loader: PageLoader = async (queryClient, { request }) => {
  const me = await ensure(queryClient, meQueryOptions());
  if (!me) return;
  // An infinite query: its pages are loaded as the page's useInfiniteQuery keeps them (a failure left to the page).
  const pages = await queryClient.ensureInfiniteQueryData(contractListQueryOptions()).catch(() => undefined);
  const selectedId = selectedContractOf(new URL(request.url).searchParams);
  if (!pages || selectedId === null) return;
  const listed = listedContracts(pages)?.some((contract) => contract.id === selectedId) ?? false;
  const readsDetail = isStaffRole(me.role) ? !listed : listed;
  await ensureQueries(queryClient, [readsDetail && contractQueryOptions(selectedId)]);
};

export default function ContractsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return isStaffRole(user.role) ? <StaffContracts /> : <CustomerContracts />;
}
