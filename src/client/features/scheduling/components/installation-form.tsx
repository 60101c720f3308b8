import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { TIME_SLOT_LABELS, TIME_SLOTS } from '@/shared/constants/operations';
import { zUpdateInstallation, type TeamBookingConflict } from '@/shared/schemas/installations';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { DialogClose } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { useTeamConflicts } from '../api/get-team-conflicts';
import { useScheduleInstallation } from '../api/schedule-installation';
import { ConflictWarning } from './conflict-warning';
import { errorMessage } from './form-errors';
import { ProjectPicker } from './project-picker';
import { TeamSelect, useTeamName } from './team-select';

// The installations API's own rules for the fields this dialog sends, all required here but the place, and the project.
const fields = zUpdateInstallation.shape;
const zInstallationFields = z.object({
  projectId: z.string().min(1, 'Choose a project'),
  installDate: fields.installDate.unwrap(),
  installSlot: fields.installSlot.unwrap(),
  teamId: fields.teamId.unwrap(),
  location: fields.location.unwrap(),
});
type Fields = z.input<typeof zInstallationFields>;
type Valid = z.output<typeof zInstallationFields>;
const FIELD_NAMES = ['installDate', 'installSlot', 'teamId', 'location'] as const;

/** An installation already on the calendar, when rescheduling it. */
export interface InstallationDraft {
  projectId: string;
  label: string;
  installDate: string;
  installSlot: Fields['installSlot'];
  teamId: string | null;
  location: string;
}

/** Project, day, slot, team and place of an installation, saved on the project through the installations API. */
export function InstallationForm({ draft, date, onDone }: { draft?: InstallationDraft; date: string; onDone: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const save = useScheduleInstallation();
  const { register, handleSubmit, control, setError, formState } = useForm<Fields, unknown, Valid>({
    resolver: zodResolver(zInstallationFields),
    defaultValues: draft ?? { projectId: '', installDate: date, installSlot: 'all_day', teamId: null, location: '' },
  });
  const [projectId, teamId, day] = useWatch({ control, name: ['projectId', 'teamId', 'installDate'] });
  const conflicts = useTeamConflicts({ teamId: teamId ?? undefined, date: day, ignoreProject: projectId || undefined });
  const teamName = useTeamName(teamId);
  const errors = formState.errors;
  const busy = formState.isSubmitting || save.isPending;

  async function onSubmit({ projectId, location, ...values }: Valid) {
    setFormError(null);
    let others: TeamBookingConflict[];
    try {
      // A blank location keeps the project's site address rather than clearing it.
      others = await save.mutateAsync({ projectId, change: { ...values, ...(location ? { location } : {}) } });
    } catch (error) {
      if (setServerFieldErrors<Fields>(error, FIELD_NAMES, setError) === 0) setFormError(errorMessage(error));
      return;
    }
    toast.success('Installation scheduled', {
      description: others.length > 0 ? `${teamName} has ${others.length} other ${others.length === 1 ? 'booking' : 'bookings'} that day.` : undefined,
    });
    onDone();
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      {formError && <Alert>{formError}</Alert>}
      {draft ? (
        <p className="text-sm">
          <span className="text-muted">Project: </span>
          <span className="font-medium">{draft.label}</span>
        </p>
      ) : (
        <Field id="install-projectId" label="Project" error={errors.projectId?.message}>
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
        <Field id="install-installDate" label="Install date" error={errors.installDate?.message}>
          <Input type="date" {...register('installDate')} />
        </Field>
        <Field id="install-installSlot" label="Time" error={errors.installSlot?.message}>
          <Select {...register('installSlot')}>
            {TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {TIME_SLOT_LABELS[slot]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="install-teamId" label="Team" error={errors.teamId?.message} className="sm:col-span-2">
          <TeamSelect {...register('teamId', { setValueAs: (v: string | null) => v || null })} />
        </Field>
      </div>
      {teamId && <ConflictWarning teamName={teamName} conflicts={conflicts.data} loading={conflicts.isFetching && !conflicts.data} />}
      <Field id="install-location" label="Location" error={errors.location?.message}>
        <Input autoComplete="off" placeholder="The project's site address" {...register('location')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Saving...' : 'Schedule installation'}
        </Button>
      </div>
    </form>
  );
}
