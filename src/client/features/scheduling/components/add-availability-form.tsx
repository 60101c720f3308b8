import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { londonDateTime, londonDay, shiftIsoDate, todayInLondon } from '@/shared/dates';
import { CALL_DURATIONS } from '@/shared/schemas/availability';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { isApiError } from '@/client/lib/api-client';
import { useAddAvailability } from '../api/availability';
import { errorMessage } from './form-errors';

/** Offer a time for calls: a UK day and time (the company works on UK time) and how long. */
export function AddAvailabilityForm() {
  const [date, setDate] = useState(() => shiftIsoDate(todayInLondon(), 1));
  const [time, setTime] = useState('10:00');
  const [minutes, setMinutes] = useState('30');
  const [error, setError] = useState<string | null>(null);
  const add = useAddAvailability();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) {
      setError('Choose a day and a time.');
      return;
    }
    const startsAt = londonDateTime(date, time).toISOString();
    try {
      await add.mutateAsync({ startsAt, durationMinutes: Number(minutes) });
    } catch (failure) {
      const message = (isApiError(failure) && failure.fields?.startsAt?.[0]) || errorMessage(failure);
      setError(message);
      return;
    }
    toast.success('Time added', { description: `${londonDay(startsAt)} at ${time} is open for calls.` });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add a time for calls" className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
      {/* One message for the day and time together, shown under the whole row. */}
      <Field id="slot-date" label="Day" error={error ?? undefined} errorId="slot-error">
        <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </Field>
      <Field id="slot-time" label="Time (UK)" error={error ?? undefined} errorId="slot-error">
        <Input type="time" step={900} value={time} onChange={(e) => setTime(e.target.value)} />
      </Field>
      <Field id="slot-minutes" label="Length">
        <Select value={minutes} onChange={(e) => setMinutes(e.target.value)}>
          {CALL_DURATIONS.map((m) => (
            <option key={m} value={m}>
              {m} minutes
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" disabled={add.isPending} aria-busy={add.isPending || undefined} className="h-11">
        {add.isPending ? 'Adding...' : 'Add time'}
      </Button>
      <div className="sm:col-span-4">
        <FieldError id="slot-error" message={error ?? undefined} />
      </div>
    </form>
  );
}
