import { Send } from 'lucide-react';
import { toast } from 'sonner';
import type { CustomerRow } from '@/shared/schemas/customers';
import { Button } from '@/client/components/ui/button';
import { useResendInvitation } from '../api/resend-invitation';

/** A new link for someone who has not set a password; the old link stops working. */
export function ResendInviteButton({ customer }: { customer: Pick<CustomerRow, 'id' | 'name'> }) {
  const resend = useResendInvitation();
  async function send() {
    try {
      const sent = await resend.mutateAsync(customer.id);
      toast.success('Invitation sent', { description: `A new link has been sent to ${sent.email}. Earlier links no longer work.` });
    } catch {
      // The query client shows the failure, in the words of the mutation's meta.
    }
  }
  return (
    <Button variant="secondary" size="sm" disabled={resend.isPending} aria-label={`Resend invite to ${customer.name}`} onClick={() => void send()}>
      <Send aria-hidden="true" />
      {resend.isPending ? 'Sending...' : 'Resend invite'}
    </Button>
  );
}
