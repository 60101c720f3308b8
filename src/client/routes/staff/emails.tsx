import { ensureQueries } from '@/client/app/route-data';
import { outboxQueryOptions } from '@/client/features/outbox/api/get-outbox';
import { SentEmails } from '@/client/features/outbox/components/sent-emails';
import { useAuth } from '@/client/lib/auth/use-auth';
import { staffPageLoader } from './staff-page-loader';

/** The mailbox, for an admin (the server reads it to admins only; other staff are told so). */
export const loader = staffPageLoader((queryClient, _args, me) => ensureQueries(queryClient, [me.role === 'admin' && outboxQueryOptions()]));

export default function SentEmailsPage() {
  const { user } = useAuth();
  return <SentEmails readable={user?.role === 'admin'} />;
}
