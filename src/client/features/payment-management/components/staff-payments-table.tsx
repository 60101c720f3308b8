import { History } from 'lucide-react';
import { Link } from 'react-router';
import { formatPence } from '@/shared/money';
import { reminderKindWords } from '@/shared/schemas/payment-reminders';
import type { StaffPaymentItem } from '@/shared/schemas/payments';
import { Button } from '@/client/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { formatShortDate } from '@/client/lib/format';
import { staffProjectHref } from '@/client/lib/paths';
import { SendReminderButton } from './send-reminder-button';
import { StaffPaymentActions } from './staff-payment-actions';
import { StaffPaymentStatusBadge } from './staff-payment-status';
import { amountDifference } from './transfer-discrepancy';

interface StaffPaymentsTableProps {
  items: StaffPaymentItem[];
  onVerify: (item: StaffPaymentItem) => void;
  onMarkPaid: (item: StaffPaymentItem) => void;
  onHistory: (item: StaffPaymentItem) => void;
}

/** Payment Management's table; on narrow screens it scrolls sideways rather than squashing. */
export function StaffPaymentsTable({ items, onVerify, onMarkPaid, onHistory }: StaffPaymentsTableProps) {
  return (
    <Table className="min-w-[60rem]">
      <TableHeader>
        <TableRow>
          <TableHead>Customer</TableHead>
          <TableHead>Project</TableHead>
          <TableHead>Payment</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Due Date</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell className="font-medium text-foreground">{item.customerName}</TableCell>
            <TableCell className="max-w-48">
              <Link to={staffProjectHref(item.projectId)} className="text-brand-ink underline-offset-4 hover:underline">
                {item.projectName}
              </Link>
            </TableCell>
            <TableCell className="max-w-64">
              <span className="font-medium text-foreground">{item.title}</span>
              <span className="block font-mono text-xs text-muted">{item.reference}</span>
              <Button variant="link" size="sm" className="mt-0.5 h-auto gap-1 px-0 py-0.5 text-xs" onClick={() => onHistory(item)}>
                <History aria-hidden="true" className="size-3.5" />
                History <span className="sr-only">of {item.title}, {item.customerName}</span>
              </Button>
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{formatPence(item.amountPence)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatShortDate(item.dueDate) ?? <span className="text-muted">Not set</span>}</TableCell>
            <TableCell className="whitespace-nowrap">
              <StaffPaymentStatusBadge status={item.status} />
              <ConfirmedAmountHint item={item} />
              <LastReminder item={item} />
            </TableCell>
            <TableCell className="text-right whitespace-nowrap">
              <div className="flex items-center justify-end gap-2">
                {(item.status === 'pending' || item.status === 'overdue') && <SendReminderButton item={item} />}
                <StaffPaymentActions item={item} onVerify={onVerify} onMarkPaid={onMarkPaid} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Flags a short or over payment in the list, before anyone opens the dialog. */
function ConfirmedAmountHint({ item }: { item: StaffPaymentItem }) {
  if (item.status !== 'pending_verification') return null;
  const difference = amountDifference(item.amountPence, item.confirmation?.amountPence);
  if (!difference) return null;
  const gap = formatPence(Math.abs(difference.pence));
  return (
    <span className={difference.pence < 0 ? 'mt-1 block text-xs font-medium text-danger-ink' : 'mt-1 block text-xs font-medium text-warning-ink'}>
      {difference.pence < 0 ? `Confirmed ${gap} short` : `Confirmed ${gap} over`}
    </span>
  );
}

/** "Last reminder: 3 days overdue, 12 Nov 2026": the latest email the customer had about this payment. */
function LastReminder({ item }: { item: StaffPaymentItem }) {
  const reminder = item.lastReminder;
  if (!reminder) return null;
  const what = reminder.kind === 'manual' ? `sent by ${reminder.sentBy ?? 'staff'}` : reminderKindWords(reminder.kind);
  return (
    <span className="mt-1 block text-xs text-muted">
      Last reminder: {what}, {formatShortDate(reminder.sentAt)}
    </span>
  );
}
