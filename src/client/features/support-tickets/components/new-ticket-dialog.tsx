import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Ticket } from '@/shared/schemas/tickets';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { formatHours } from './ticket-format';
import { NewTicketForm } from './new-ticket-form';

interface NewTicketDialogProps {
  responseTargetHours: number | undefined;
  onOpened: (ticket: Ticket) => void;
}

/** Customers: the New Ticket button and its form; the form mounts afresh each time, so it starts empty. */
export function NewTicketDialog({ responseTargetHours, onOpened }: NewTicketDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          New Ticket
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>New Support Ticket</DialogTitle>
        <DialogDescription>
          Ask a question or report a problem, and we will reply here
          {responseTargetHours ? `, usually within ${formatHours(responseTargetHours)}` : ''}.
        </DialogDescription>
        <NewTicketForm
          onOpened={(ticket) => {
            setOpen(false);
            onOpened(ticket);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
