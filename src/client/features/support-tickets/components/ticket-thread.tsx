import type { TicketWithResponses } from '@/shared/schemas/tickets';
import { cn } from '@/client/lib/cn';
import { formatDateTime } from '@/client/lib/format';

interface ThreadEntry {
  id: string;
  authorName: string;
  fromStaff: boolean;
  content: string;
  createdAt: string;
}

/** The customer's description, then every reply, oldest first; plain text with line breaks kept. */
export function TicketThread({ ticket }: { ticket: TicketWithResponses }) {
  const entries: ThreadEntry[] = [
    { id: 'description', authorName: ticket.customerName, fromStaff: false, content: ticket.description, createdAt: ticket.createdAt },
    ...ticket.responses,
  ];
  return (
    <ol aria-label="Replies" className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id} className={cn('rounded-xl border px-4 py-3', entry.fromStaff ? 'border-transparent bg-brand-subtle' : 'border-border bg-surface')}>
          <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted">
            <span className="font-semibold text-foreground">{entry.authorName}</span>
            {entry.fromStaff && <span className="font-medium text-brand-ink">Team</span>}
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-wrap text-foreground">{entry.content}</p>
        </li>
      ))}
    </ol>
  );
}
