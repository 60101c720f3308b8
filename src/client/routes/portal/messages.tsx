import { isStaffRole } from '@/shared/constants/roles';
import { CustomerMessages } from '@/client/features/messages/components/customer-messages';
import { StaffMessages } from '@/client/features/messages/components/staff-messages';
import { useAuth } from '@/client/lib/auth/use-auth';

/** Customers talk to the team about their project; staff see every customer's conversation. */
export default function MessagesPage() {
  const { user } = useAuth();
  if (!user) return null;
  return isStaffRole(user.role) ? <StaffMessages userId={user.id} /> : <CustomerMessages userId={user.id} projectId={user.projectId} />;
}
