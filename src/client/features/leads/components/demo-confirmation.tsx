import { CalendarCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatCalendarDay, londonWhen } from '@/shared/dates';
import type { DemoBooked } from '@/shared/schemas/leads';
import { buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/client/lib/paths';

/** What the visitor booked, or asked for, in words; their focus lands on it. */
export function DemoConfirmation({ booked, email }: { booked: DemoBooked; email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="py-6 text-center">
      <CalendarCheck aria-hidden="true" className="mx-auto size-12 text-success-ink" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 font-display text-2xl font-semibold text-foreground outline-none">
        {booked.startsAt ? 'Your demo is booked' : 'Thank you, we have your request'}
      </h2>
      {booked.startsAt ? (
        <p className="mx-auto mt-3 max-w-md text-lg text-foreground">
          {londonWhen(booked.startsAt)} (UK time)
          {booked.staffFirstName ? ` with ${booked.staffFirstName}` : ''}
          {booked.durationMinutes ? `, for about ${booked.durationMinutes} minutes.` : '.'}
        </p>
      ) : (
        <p className="mx-auto mt-3 max-w-md text-lg text-foreground">
          {booked.preferredDate ? `You would like a demo on ${formatCalendarDay(booked.preferredDate)}. ` : ''}We will be in touch within one working day to agree a time.
        </p>
      )}
      <p className="mx-auto mt-2 max-w-md text-muted">
        We have emailed the details to <span className="font-medium text-foreground">{email}</span>.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.configurator} className={buttonVariants()}>
          Design your garden room
        </Link>
        <Link to={paths.home} className={buttonVariants({ variant: 'secondary' })}>
          Back to the home page
        </Link>
      </div>
    </div>
  );
}
