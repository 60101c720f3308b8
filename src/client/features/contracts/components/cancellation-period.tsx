import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CANCELLATION_DAYS, type Contract } from '@/shared/schemas/contracts';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { useRequestWorkStart } from '../api/request-work-start';
import { formatLongDateTime } from '@/client/lib/format';

interface CancellationPeriodProps {
  contract: Contract;
  viewer: 'customer' | 'staff';
}

/**
 * The 14-day cancellation window of the Consumer Contracts Regulations 2013. Work starts inside it
 * only when the customer expressly asks, and that request is recorded.
 */
export function CancellationPeriod({ contract, viewer }: CancellationPeriodProps) {
  // When the page opened is near enough: the server refuses a late request anyway.
  const [openedAt] = useState(() => Date.now());
  if (contract.status !== 'signed' || !contract.cancellationEndsAt) return null;
  const endsAt = formatLongDateTime(contract.cancellationEndsAt);
  const ended = Date.parse(contract.cancellationEndsAt) <= openedAt;
  const requestedAt = formatLongDateTime(contract.workStartRequestedAt);

  return (
    <section aria-label="Cancellation period" className="rounded-xl border border-border bg-surface px-4 py-4 text-sm">
      <h3 className="flex items-center gap-2 font-semibold text-foreground">
        <CalendarClock aria-hidden="true" className="size-4 text-brand-ink" />
        {CANCELLATION_DAYS}-day cancellation period
      </h3>
      <p className="mt-2 text-muted">
        {ended ? (
          <>
            The cancellation period ended on <span className="font-medium text-foreground">{endsAt}</span>.
          </>
        ) : viewer === 'customer' ? (
          <>
            You can cancel this contract without giving a reason until <span className="font-medium text-foreground">{endsAt}</span>.
          </>
        ) : (
          <>
            The customer can cancel without giving a reason until <span className="font-medium text-foreground">{endsAt}</span>.
          </>
        )}
      </p>
      {requestedAt ? (
        <p className="mt-2 text-foreground">
          {viewer === 'customer' ? 'You asked' : 'The customer asked'} for work to start within the cancellation period on{' '}
          <span className="font-medium">{requestedAt}</span>.
        </p>
      ) : ended ? null : viewer === 'customer' ? (
        <WorkStartRequest contractId={contract.id} />
      ) : (
        <p className="mt-2 text-muted">The customer has not asked for work to start before it ends.</p>
      )}
    </section>
  );
}

function WorkStartRequest({ contractId }: { contractId: string }) {
  const request = useRequestWorkStart();

  async function ask() {
    if (request.isPending) return;
    try {
      await request.mutateAsync(contractId);
    } catch {
      return;
    }
    toast.success('Request recorded', { description: 'We can now start work before your cancellation period ends.' });
  }

  return (
    <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-muted">
        We will not start work before then unless you ask us to. If you ask and later cancel, you pay for the work done up to that point.
      </p>
      <Button variant="secondary" size="sm" onClick={() => void ask()} disabled={request.isPending} aria-busy={request.isPending || undefined} className="self-start sm:self-auto">
        {request.isPending && <Spinner className="size-4 text-current" />}
        Ask to start work now
      </Button>
    </div>
  );
}
