import { isStaffRole } from '@/shared/constants/roles';
import { SupportTickets } from '@/client/features/support-tickets/components/support-tickets';
import { useAuth } from '@/client/lib/auth/use-auth';

/** Customers open and follow their tickets; staff answer every ticket of the company (admins also set the response target). */
export default function SupportPage() {
  const { user, actualRole } = useAuth();
  if (!user) return null;
  return isStaffRole(user.role) ? <SupportTickets viewer="staff" canSetTarget={actualRole === 'admin'} /> : <SupportTickets viewer="customer" />;
}
