import { CalendarPlus } from 'lucide-react';
import { toast } from 'sonner';
import { londonDay, londonTime } from '@/shared/dates';
import type { Call } from '@/shared/schemas/availability';
import { Button } from '@/client/components/ui/button';
import { QueryError } from '@/client/components/ui/query-state';
import { callCalendarHref, useCalls, useCancelCall } from '../api/calls';
import { ConfirmButton } from './confirm-button';

/** The customer's booked calls, each with a calendar file and a way to cancel. */
export function UpcomingCalls() {
  const calls = useCalls();
  return (
    <section aria-labelledby="upcoming-calls-title">
      <h3 id="upcoming-calls-title" className="text-sm font-semibold text-foreground">
        Your upcoming calls
      </h3>
      {calls.isPending ? (
        <p role="status" className="mt-2 text-sm text-muted">
          Loading your calls...
        </p>
      ) : calls.isError ? (
        <QueryError query={calls} className="mt-2">We couldn&apos;t load your calls.</QueryError>
      ) : calls.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted">You have no calls booked. Choose a time below.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {calls.data.map((call) => (
            <CallItem key={call.id} call={call} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CallItem({ call }: { call: Call }) {
  const cancel = useCancelCall();
  const when = `${londonDay(call.startsAt)} at ${londonTime(call.startsAt)}`;

  async function onCancel() {
    try {
      await cancel.mutateAsync(call.id);
      toast.success('Call cancelled', { description: `Your call on ${when} is cancelled.` });
    } catch {
      // The query client shows the failure, in the words of the mutation's meta.
    }
  }

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-border p-3 text-sm">
      <div className="min-w-0">
        <p className="font-medium text-foreground">{when}</p>
        <p className="mt-0.5 text-muted">
          {call.durationMinutes} minutes with {call.staffName.split(' ')[0]}
        </p>
        {call.topic && <p className="mt-1 break-words text-foreground">{call.topic}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="secondary" size="sm">
          <a href={callCalendarHref(call.id)} download aria-label={`Add to calendar: your call on ${when}`}>
            <CalendarPlus aria-hidden="true" />
            Add to calendar
          </a>
        </Button>
        <ConfirmButton question="Cancel this call?" confirmLabel="Yes, cancel" busy={cancel.isPending} onConfirm={() => void onCancel()} aria-label={`Cancel call on ${when}`}>
          Cancel call
        </ConfirmButton>
      </div>
    </li>
  );
}
