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
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { useTeamConflicts } from '../api/get-team-conflicts';
import { useCreateSiteVisit, useDeleteSiteVisit, useUpdateSiteVisit } from '../api/site-visits';
import { ConflictWarning } from './conflict-warning';
import { errorMessage, placeServerErrors } from './form-errors';
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
      console.warn('Saving the visit failed', error);
      const message = placeServerErrors<Fields>(error, FIELD_NAMES, setError);
      if (message) setFormError(message);
      toast.error(visit ? 'Could not save the visit' : 'Could not book the visit', { description: errorMessage(error) });
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
    } catch (error) {
      toast.error('Could not delete the visit', { description: errorMessage(error) });
      return;
    }
    toast.success('Visit deleted');
    onDone();
  }

  const describe = (name: keyof Fields) => (errors[name] ? `visit-${name}-error` : undefined);
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
        <div className="space-y-1.5">
          <Label htmlFor="visit-projectId">Project</Label>
          <Controller
            control={control}
            name="projectId"
            render={({ field }) => (
              <ProjectPicker id="visit-projectId" value={field.value} onChange={field.onChange} onBlur={field.onBlur} selectRef={field.ref} invalid={!!errors.projectId} describedBy={describe('projectId')} />
            )}
          />
          <FieldError id="visit-projectId-error" message={errors.projectId?.message} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="visit-kind">Kind</Label>
          <Select id="visit-kind" aria-invalid={!!errors.kind || undefined} aria-describedby={describe('kind')} {...register('kind')}>
            {VISIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {VISIT_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
          <FieldError id="visit-kind-error" message={errors.kind?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="visit-date">Date</Label>
          <Input id="visit-date" type="date" aria-invalid={!!errors.date || undefined} aria-describedby={describe('date')} {...register('date')} />
          <FieldError id="visit-date-error" message={errors.date?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="visit-slot">Time</Label>
          <Select id="visit-slot" aria-invalid={!!errors.slot || undefined} aria-describedby={describe('slot')} {...register('slot')}>
            {TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {TIME_SLOT_LABELS[slot]}
              </option>
            ))}
          </Select>
          <FieldError id="visit-slot-error" message={errors.slot?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="visit-teamId">Team</Label>
          <TeamSelect id="visit-teamId" aria-invalid={!!errors.teamId || undefined} aria-describedby={describe('teamId')} {...register('teamId', { setValueAs: (v: string | null) => v || null })} />
          <FieldError id="visit-teamId-error" message={errors.teamId?.message} />
        </div>
      </div>
      {teamId && <ConflictWarning teamName={teamName} conflicts={conflicts.data} loading={conflicts.isFetching && !conflicts.data} />}
      <div className="space-y-1.5">
        <Label htmlFor="visit-location">Location</Label>
        <Input id="visit-location" autoComplete="off" placeholder="The project's site address" aria-invalid={!!errors.location || undefined} aria-describedby={describe('location')} {...register('location')} />
        <FieldError id="visit-location-error" message={errors.location?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="visit-notes">Notes</Label>
        <Textarea id="visit-notes" rows={3} aria-invalid={!!errors.notes || undefined} aria-describedby={describe('notes')} {...register('notes')} />
        <FieldError id="visit-notes-error" message={errors.notes?.message} />
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center sm:justify-end">
        {visit &&
          (confirmDelete ? (
            <span className="flex flex-wrap items-center gap-2 sm:mr-auto">
              <span className="text-sm">Delete this visit?</span>
              <Button variant="secondary" size="sm" className="text-danger-ink" onClick={() => void onDelete()} disabled={remove.isPending}>
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
