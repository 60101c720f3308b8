import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { TIME_SLOT_LABELS, TIME_SLOTS, VISIT_KIND_LABELS, VISIT_KINDS } from '@/shared/constants/operations';
import { zSiteVisitInput, type SiteVisit, type TeamBooking } from '@/shared/schemas/scheduling';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { DialogClose } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { useTeamConflicts } from '../api/get-team-conflicts';
import { useCreateSiteVisit, useDeleteSiteVisit, useUpdateSiteVisit } from '../api/site-visits';
import { ConflictWarning } from './conflict-warning';
import { errorMessage } from './form-errors';
import { ProjectPicker } from './project-picker';
import { TeamSelect, useTeamName } from './team-select';

type Fields = z.input<typeof zSiteVisitInput>;
type Valid = z.output<typeof zSiteVisitInput>;
const FIELD_NAMES = ['projectId', 'kind', 'date', 'slot', 'teamId', 'location', 'notes'] as const;

interface VisitFormProps {
  /** The visit being changed; a new one otherwise. */
  visit?: SiteVisit;
  /** The day chosen on the calendar, for a new visit. */
  date: string;
  onDone: () => void;
}

/** Project, kind, day, slot, team, place and notes, checked with the API's schema; the team's other bookings show before saving. */
export function VisitForm({ visit, date, onDone }: VisitFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = useCreateSiteVisit();
  const update = useUpdateSiteVisit();
  const remove = useDeleteSiteVisit();
  const { register, handleSubmit, control, setError, formState } = useForm<Fields, unknown, Valid>({
    resolver: zodResolver(zSiteVisitInput),
    defaultValues: visit
      ? { projectId: visit.projectId, kind: visit.kind, date: visit.date, slot: visit.slot, teamId: visit.teamId, location: visit.location ?? '', notes: visit.notes ?? '' }
      : { projectId: '', kind: 'survey', date, slot: 'all_day', teamId: null, location: '', notes: '' },
  });
  const [teamId, day] = useWatch({ control, name: ['teamId', 'date'] });
  const conflicts = useTeamConflicts({ teamId: teamId ?? undefined, date: day, ignoreVisit: visit?.id });
  const teamName = useTeamName(teamId);
  const errors = formState.errors;
  const busy = formState.isSubmitting || create.isPending || update.isPending;

  async function onSubmit(values: Valid) {
    setFormError(null);
    let result: { conflicts: TeamBooking[] };
    try {
      const { projectId: _project, ...change } = values;
      result = visit ? await update.mutateAsync({ id: visit.id, change }) : await create.mutateAsync(values);
    } catch (error) {
      if (setServerFieldErrors<Fields>(error, FIELD_NAMES, setError) === 0) setFormError(errorMessage(error));
      return;
    }
    const others = result.conflicts.length;
    toast.success(visit ? 'Visit updated' : `${VISIT_KIND_LABELS[values.kind]} booked`, {
      description: others > 0 ? `${teamName} has ${others} other ${others === 1 ? 'booking' : 'bookings'} that day.` : undefined,
    });
    onDone();
  }

  async function onDelete() {
    if (!visit) return;
    try {
      await remove.mutateAsync(visit.id);
    } catch {
      return;
    }
    toast.success('Visit deleted');
    onDone();
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      {formError && <Alert>{formError}</Alert>}
      {visit ? (
        <p className="text-sm">
          <span className="text-muted">Project: </span>
          <span className="font-medium">
            {visit.customerName} – {visit.projectName}
          </span>
        </p>
      ) : (
        <Field id="visit-projectId" label="Project" error={errors.projectId?.message}>
          {(aria) => (
            <Controller
              control={control}
              name="projectId"
              render={({ field }) => <ProjectPicker {...aria} value={field.value} onChange={field.onChange} onBlur={field.onBlur} selectRef={field.ref} />}
            />
          )}
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="visit-kind" label="Kind" error={errors.kind?.message}>
          <Select {...register('kind')}>
            {VISIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {VISIT_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="visit-date" label="Date" error={errors.date?.message}>
          <Input type="date" {...register('date')} />
        </Field>
        <Field id="visit-slot" label="Time" error={errors.slot?.message}>
          <Select {...register('slot')}>
            {TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {TIME_SLOT_LABELS[slot]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="visit-teamId" label="Team" error={errors.teamId?.message}>
          <TeamSelect {...register('teamId', { setValueAs: (v: string | null) => v || null })} />
        </Field>
      </div>
      {teamId && <ConflictWarning teamName={teamName} conflicts={conflicts.data} loading={conflicts.isFetching && !conflicts.data} />}
      <Field id="visit-location" label="Location" error={errors.location?.message}>
        <Input autoComplete="off" placeholder="The project's site address" {...register('location')} />
      </Field>
      <Field id="visit-notes" label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} {...register('notes')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center sm:justify-end">
        {visit &&
          (confirmDelete ? (
            <span className="flex flex-wrap items-center gap-2 sm:mr-auto">
              <span className="text-sm">Delete this visit?</span>
              <Button variant="danger" size="sm" onClick={() => void onDelete()} disabled={remove.isPending}>
                {remove.isPending ? 'Deleting...' : 'Yes, delete'}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(false)}>
                Keep it
              </Button>
            </span>
          ) : (
            <Button variant="ghost" className="text-danger-ink sm:mr-auto" onClick={() => setConfirmDelete(true)}>
              Delete visit
            </Button>
          ))}
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Saving...' : visit ? 'Save changes' : 'Book visit'}
        </Button>
      </div>
    </form>
  );
}
