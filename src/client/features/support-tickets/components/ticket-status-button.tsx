import { CheckCircle2, RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import type { Ticket } from '@/shared/schemas/tickets';
import { Button } from '@/client/components/ui/button';
import { useSetTicketStatus } from '../api/set-ticket-status';
import { ticketNumber } from './ticket-format';

/** Staff: Close Ticket on an open ticket, Reopen Ticket on a closed one. */
export function TicketStatusButton({ ticket }: { ticket: Ticket }) {
  const setStatus = useSetTicketStatus(ticket.id);
  const closing = ticket.status === 'open';

  async function toggle() {
    const next = closing ? 'closed' : 'open';
    try {
      await setStatus.mutateAsync(next);
    } catch {
      return;
    }
    toast.success(`Ticket ${ticketNumber(ticket.number)} ${closing ? 'closed' : 'reopened'}`);
  }

  return (
    <Button variant="secondary" size="sm" onClick={() => void toggle()} disabled={setStatus.isPending} aria-busy={setStatus.isPending || undefined}>
      {closing ? <CheckCircle2 aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
      {closing ? 'Close Ticket' : 'Reopen Ticket'}
    </Button>
  );
}
