import { formatPence } from '@/shared/money';
import { reminderKindWords } from '@/shared/schemas/payment-reminders';
import type { PaymentHistoryEntry, StaffPaymentItem } from '@/shared/schemas/payments';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { QueryState } from '@/client/components/ui/query-state';
import { Spinner } from '@/client/components/ui/spinner';
import { formatDateTime, formatShortDate } from '@/client/lib/format';
import { usePaymentHistory } from '../api/get-payment-history';

interface PaymentHistoryDialogProps {
  /** The item whose history to show; null keeps the dialog closed. */
  item: StaffPaymentItem | null;
  onClose: () => void;
}

/** A payment's history (Payment Management): each change of its status and each reminder its customer was emailed. */
export function PaymentHistoryDialog({ item, onClose }: PaymentHistoryDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogTitle>Payment history</DialogTitle>
        <DialogDescription>
          {item ? `${item.title} for ${item.customerName}, ${formatPence(item.amountPence)}, reference ${item.reference}.` : null} Newest first.
        </DialogDescription>
        {item && <HistoryList paymentId={item.id} />}
      </DialogContent>
    </Dialog>
  );
}

function HistoryList({ paymentId }: { paymentId: string }) {
  const history = usePaymentHistory(paymentId);
  return (
    <div className="mt-4">
      <QueryState
        query={history}
        loading={
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner className="size-4" />
            Loading the history...
          </p>
        }
        error="We couldn't load this payment's history."
      >
        {(data) =>
          data.entries.length === 0 ? (
            <p className="text-sm text-muted">Nothing has happened to this payment yet: no transfer confirmed and no reminder sent.</p>
          ) : (
            <ol aria-label="Payment history" className="divide-y divide-border rounded-xl border border-border">
              {data.entries.map((entry) => (
                <li key={`${entry.type}-${entry.id}`} className="px-4 py-3 text-sm">
                  <p className="font-medium text-foreground">{headline(entry)}</p>
                  <p className="text-xs text-muted">
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    {detail(entry)}
                  </p>
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </div>
  );
}

const EVENT_WORDS = {
  transfer_confirmed: 'Transfer confirmed',
  verified: 'Transfer verified, paid',
  rejected: 'Transfer not matched, back to due',
  marked_paid: 'Marked as paid',
} as const;

function headline(entry: PaymentHistoryEntry): string {
  if (entry.type === 'event') return EVENT_WORDS[entry.kind];
  return entry.kind === 'manual' ? 'Reminder emailed' : `Reminder emailed: ${reminderKindWords(entry.kind)}`;
}

function detail(entry: PaymentHistoryEntry): string {
  const parts: string[] = [];
  if (entry.type === 'event') {
    if (entry.by) parts.push(`by ${entry.by}`);
    if (entry.amountPence !== null) parts.push(formatPence(entry.amountPence));
    if (entry.reason) parts.push(`“${entry.reason}”`);
  } else {
    parts.push(entry.by ? `sent by ${entry.by}` : 'sent automatically');
    if (entry.dueDate) parts.push(`due ${formatShortDate(entry.dueDate)}`);
  }
  return parts.length ? ` · ${parts.join(' · ')}` : '';
}
