import { ArrowRight, Check } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PAYMENT_STATUSES, type PaymentStatus } from '@/shared/constants/payments';
import { formatPence } from '@/shared/money';
import type { ProposedMatch, ReconciliationImport } from '@/shared/schemas/reconciliation';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { useConfirmMatch } from '../api/reconcile-statement';
import { formatShortDate } from '@/client/lib/format';
import { StaffPaymentStatusBadge } from './staff-payment-status';

function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** The import's counts and its proposed matches; a confirmed match leaves the list. */
export function ProposedMatches({ result }: { result: ReconciliationImport }) {
  const [matches, setMatches] = useState(result.matches);
  // Kept for the list's life: confirming the same match again (after a lost answer) replays, never acts twice.
  const [keys] = useState(() => new Map(result.matches.map((m) => [m.lineId, crypto.randomUUID()])));
  const confirm = useConfirmMatch();

  async function confirmMatch(match: ProposedMatch) {
    if (confirm.isPending) return;
    try {
      await confirm.mutateAsync({ lineId: match.lineId, paymentId: match.paymentId, idempotencyKey: keys.get(match.lineId)! });
    } catch {
      return;
    }
    toast.success('Payment verified successfully');
    setMatches((current) => current.filter((m) => m.lineId !== match.lineId));
  }

  return (
    <section aria-labelledby="proposed-matches-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-t border-border pt-5">
        <h3 id="proposed-matches-title" className="text-base font-semibold text-foreground">
          Proposed matches
        </h3>
        <p role="status" className="text-sm text-muted">
          Read {result.linesRead} lines, {result.linesAdded} new
        </p>
      </div>
      {result.matches.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border-strong px-4 py-5 text-sm text-muted">No lines matched a payment reference.</p>
      ) : matches.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border-strong px-4 py-5 text-sm text-muted">Every proposed match is confirmed.</p>
      ) : (
        <Table className="min-w-[52rem]">
          <TableHeader>
            <TableRow>
              <TableHead>Statement date</TableHead>
              <TableHead>Description</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead>
                <span className="sr-only">Matches</span>
              </TableHead>
              <TableHead>Payment</TableHead>
              <TableHead>Customer</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {matches.map((match) => {
              const running = confirm.isPending && confirm.variables?.lineId === match.lineId;
              return (
                <TableRow key={match.lineId}>
                  <TableCell className="whitespace-nowrap">{formatShortDate(match.date) ?? match.date}</TableCell>
                  <TableCell className="max-w-56 break-words text-muted">{match.description}</TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">{formatPence(match.amountPence)}</TableCell>
                  <TableCell className="text-muted">
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </TableCell>
                  <TableCell>
                    <span className="font-medium text-foreground">{match.paymentTitle}</span>
                    <span className="block font-mono text-xs text-muted">{match.reference}</span>
                  </TableCell>
                  <TableCell>{match.customerName}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {isPaymentStatus(match.status) ? <StaffPaymentStatusBadge status={match.status} /> : match.status}
                  </TableCell>
                  <TableCell className="text-right">
                    <Button size="sm" onClick={() => void confirmMatch(match)} disabled={confirm.isPending} aria-busy={running || undefined}>
                      {running ? <Spinner className="size-4 text-current" /> : <Check aria-hidden="true" />}
                      Confirm match{' '}
                      <span className="sr-only">for {match.paymentTitle}, {match.customerName}</span>
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
