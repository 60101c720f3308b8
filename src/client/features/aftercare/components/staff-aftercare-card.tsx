import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { TIME_SLOT_LABELS, TIME_SLOTS, type TimeSlot } from '@/shared/constants/operations';
import { todayInLondon } from '@/shared/dates';
import { AFTERCARE_TEXT_MAX_LENGTH, AFTERCARE_TRIAGE_LABELS, AFTERCARE_TRIAGES, type AftercareChange, type AftercareRequest, type AftercareTriage } from '@/shared/schemas/aftercare';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { formatShortDate } from '@/client/lib/format';
import { useChangeAftercareRequest } from '../api/change-request';
import { useProjectAftercare } from '../api/get-aftercare';
import { AftercareRequestView } from './aftercare-request-view';

const DONE: Record<AftercareChange['action'], string> = {
  triage: 'Assessment saved',
  reply: 'Reply sent',
  visit: 'Visit booked: it is on the schedule',
  close: 'Request closed',
};

/** Staff: the four things they do with an open request; each is emailed to the customer. */
function RequestActions({ request }: { request: AftercareRequest }) {
  const change = useChangeAftercareRequest();
  const [triage, setTriage] = useState<AftercareTriage>(request.triage ?? 'under_guarantee');
  const [reply, setReply] = useState('');
  const [date, setDate] = useState(request.visit?.date ?? '');
  const [slot, setSlot] = useState<TimeSlot>(request.visit?.slot ?? 'all_day');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const id = (name: string) => `aftercare-${request.id}-${name}`;

  function send(body: AftercareChange, reset?: () => void) {
    return async (event: FormEvent) => {
      event.preventDefault();
      if (change.isPending) return;
      setErrors({});
      try {
        await change.mutateAsync({ id: request.id, change: body });
      } catch (error) {
        const fields = isApiError(error) ? error.fields : undefined;
        const first = fields ? Object.values(fields)[0]?.[0] : undefined;
        const message = first ?? (isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
        setErrors({ [body.action]: message });
        return;
      }
      reset?.();
      toast.success(DONE[body.action], { description: 'The customer has been emailed.' });
    };
  }

  return (
    <div className="mt-4 grid gap-4 border-t border-border pt-4 lg:grid-cols-2">
      <form onSubmit={send({ action: 'triage', triage })} className="flex flex-wrap items-end gap-2">
        <Field id={id('triage')} label="Assessment" error={errors.triage} className="min-w-48 flex-1">
          <Select value={triage} onChange={(e) => setTriage(e.target.value as AftercareTriage)}>
            {AFTERCARE_TRIAGES.map((t) => (
              <option key={t} value={t}>
                {AFTERCARE_TRIAGE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          Save assessment
        </Button>
      </form>
      <form onSubmit={send({ action: 'visit', date, slot }, undefined)} className="flex flex-wrap items-end gap-2">
        <Field id={id('date')} label={request.visit ? 'Move the visit to' : 'Visit date'} error={errors.visit} className="min-w-40 flex-1">
          <Input type="date" min={todayInLondon()} value={date} onChange={(e) => setDate(e.target.value)} required />
        </Field>
        <Field id={id('slot')} label="Time" className="min-w-40 flex-1">
          <Select value={slot} onChange={(e) => setSlot(e.target.value as TimeSlot)}>
            {TIME_SLOTS.map((s) => (
              <option key={s} value={s}>
                {TIME_SLOT_LABELS[s]}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          {request.visit ? 'Move visit' : 'Book visit'}
        </Button>
      </form>
      <form onSubmit={send({ action: 'reply', content: reply }, () => setReply(''))} className="space-y-2">
        <Field id={id('reply')} label="Reply to the customer" error={errors.reply}>
          <Textarea rows={3} maxLength={AFTERCARE_TEXT_MAX_LENGTH} value={reply} onChange={(e) => setReply(e.target.value)} />
        </Field>
        <Button type="submit" disabled={change.isPending}>
          Send reply
        </Button>
      </form>
      <form onSubmit={send({ action: 'close', note }, () => setNote(''))} className="space-y-2">
        <Field id={id('close')} label="Closing note (optional)" error={errors.close}>
          <Textarea rows={3} maxLength={AFTERCARE_TEXT_MAX_LENGTH} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          Close request
        </Button>
      </form>
    </div>
  );
}

/** Staff, on a project's page: its aftercare requests, flagged when past the response target, with what they can do. */
export function StaffAftercareCard({ projectId }: { projectId: string }) {
  const aftercare = useProjectAftercare(projectId);
  if (aftercare.isPending) return <Card aria-busy="true" className="min-h-32" />;
  if (aftercare.isError) return <Card role="alert" className="text-muted">We couldn't load this project's aftercare just now.</Card>;
  const { requests, guarantees, completed, responseTargetHours } = aftercare.data;
  if (!completed && requests.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="staff-aftercare-heading">
      <h2 id="staff-aftercare-heading" className="text-lg font-semibold text-foreground">
        Aftercare
      </h2>
      <p className="text-sm text-muted">
        {guarantees.map((g) => `${g.label} ${g.years} years${g.endsOn ? ` (until ${formatShortDate(g.endsOn)})` : ''}`).join(' · ')}. First answer due within {responseTargetHours} hours.
      </p>
      {requests.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No problems reported.</p>
      ) : (
        <div className="mt-4 space-y-4">
          {requests.map((request) => (
            <AftercareRequestView key={request.id} request={request} viewer="staff">
              {request.status === 'open' && <RequestActions request={request} />}
            </AftercareRequestView>
          ))}
        </div>
      )}
    </Card>
  );
}
