import { Send } from 'lucide-react';
import { toast } from 'sonner';
import type { OutboxEmail, OutboxResent } from '@/shared/schemas/outbox';
import { Button } from '@/client/components/ui/button';
import { useResendEmail } from '../api/resend-email';

const SENT: Record<OutboxResent['kind'], { title: string; after: string }> = {
  invitation: { title: 'Invitation sent', after: 'Earlier links no longer work.' },
  'password-reset': { title: 'Reset link sent', after: 'It works once, for one hour.' },
};

/**
 * The hidden link of an invitation or a password reset is for its recipient alone: an admin
 * sends them a new one instead of reading it.
 */
export function ResendEmailButton({ email }: { email: Pick<OutboxEmail, 'id' | 'toEmail'> }) {
  const resend = useResendEmail();
  async function send() {
    try {
      const sent = await resend.mutateAsync(email.id);
      toast.success(SENT[sent.kind].title, { description: `A new link has been sent to ${sent.toEmail}. ${SENT[sent.kind].after}` });
    } catch {
      // The query client shows the failure, in the words of the mutation's meta.
    }
  }
  return (
    <Button variant="secondary" size="sm" disabled={resend.isPending} aria-label={`Resend to ${email.toEmail} with a new link`} onClick={() => void send()}>
      <Send aria-hidden="true" />
      {resend.isPending ? 'Sending...' : 'Resend'}
    </Button>
  );
}
