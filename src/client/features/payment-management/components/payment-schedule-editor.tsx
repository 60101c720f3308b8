import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarClock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatPence } from '@/shared/money';
import type { PaymentItem, ProjectPayments } from '@/shared/schemas/payments';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { PaymentStatusBadge } from '@/client/components/payments/payment-status-badge';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { formatShortDate } from '@/client/lib/format';
import { useScheduleItemMutations } from '../api/schedule-items';
import { ScheduleItemForm } from './schedule-item-form';

interface PaymentScheduleEditorProps {
  projectId: string;
  /** The project's `['payments', projectId]` query, passed in by the page that composes this. */
  payments: UseQueryResult<ProjectPayments>;
}

/** Only lines nobody has paid against may change: once a transfer is confirmed or paid, it is fixed. */
const editable = (item: PaymentItem) => item.status === 'pending' || item.status === 'overdue';

/** Staff: the project's payment schedule, with Add payment, and Edit and Delete on lines still pending. */
export function PaymentScheduleEditor({ projectId, payments }: PaymentScheduleEditorProps) {
  const [editing, setEditing] = useState<PaymentItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PaymentItem | null>(null);
  const summary = payments.data?.summary;

  return (
    <SectionCard
      title="Payment schedule"
      icon={CalendarClock}
      description={summary ? `${formatPence(summary.totalPence)} in total, ${formatPence(summary.remainingPence)} still to pay` : 'What the customer pays, and when'}
      action={
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Add payment
        </Button>
      }
    >
      {payments.isPending ? (
        <CardLoading>Loading the payment schedule...</CardLoading>
      ) : payments.isError ? (
        <p role="alert" className="text-sm text-muted">
          We couldn&apos;t load the payment schedule.
        </p>
      ) : payments.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border-strong bg-subtle px-4 py-5 text-sm text-muted">No payments scheduled yet. Add the deposit first.</p>
      ) : (
        <ul className="divide-y divide-border">
          {payments.data.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0">
              <div className="min-w-0">
                <p className="font-medium text-foreground">{item.title}</p>
                <p className="text-sm text-muted">
                  <span className="font-semibold text-foreground tabular-nums">{formatPence(item.amountPence)}</span>
                  {' · '}
                  {item.dueDate ? `due ${formatShortDate(item.dueDate)}` : 'no due date'}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <PaymentStatusBadge status={item.status} />
                {editable(item) && (
                  <>
                    <Button variant="ghost" size="sm" aria-label={`Edit ${item.title}`} onClick={() => setEditing(item)}>
                      <Pencil aria-hidden="true" />
                      Edit
                    </Button>
                    <Button variant="ghost" size="sm" aria-label={`Delete ${item.title}`} onClick={() => setDeleting(item)}>
                      <Trash2 aria-hidden="true" />
                      Delete
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          <DialogTitle>{editing === 'new' ? 'Add payment' : 'Edit payment'}</DialogTitle>
          <DialogDescription>Amounts are in pounds and include VAT. The customer sees the schedule on their dashboard.</DialogDescription>
          {editing !== null && <ScheduleItemForm key={editing === 'new' ? 'new' : editing.id} projectId={projectId} item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
      <DeleteScheduleItemDialog projectId={projectId} item={deleting} onClose={() => setDeleting(null)} />
    </SectionCard>
  );
}

function DeleteScheduleItemDialog({ projectId, item, onClose }: { projectId: string; item: PaymentItem | null; onClose: () => void }) {
  const { remove } = useScheduleItemMutations(projectId);
  async function confirm() {
    if (!item || remove.isPending) return;
    try {
      await remove.mutateAsync(item.id);
      toast.success('Payment deleted');
    } catch {
      // The query client shows the failure, in the words of the mutation's meta.
    }
    onClose();
  }
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete payment"
      description={item ? `Remove “${item.title}” (${formatPence(item.amountPence)}) from the schedule? The customer will no longer see it.` : ''}
      confirmLabel={remove.isPending ? 'Deleting...' : 'Delete payment'}
      onConfirm={() => void confirm()}
      busy={remove.isPending}
    />
  );
}
