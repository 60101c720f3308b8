import { isStaffRole } from '@/shared/constants/roles';
import { CustomerContracts } from '@/client/features/contracts/components/customer-contracts';
import { StaffContracts } from '@/client/features/contracts/components/staff-contracts';
import { useAuth } from '@/client/lib/auth/use-auth';

export default function ContractsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return isStaffRole(user.role) ? <StaffContracts /> : <CustomerContracts />;
}
