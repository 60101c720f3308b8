import { CalendarCog } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { INSTALLATION_STATUS_LABELS, INSTALLATION_STATUSES, TIME_SLOT_LABELS, TIME_SLOTS } from '@/shared/constants/operations';
import { INSTALLATION_LOCATION_MAX, zUpdateInstallation, type Installation, type TeamBookingConflict } from '@/shared/schemas/installations';
import { SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { isApiError } from '@/client/lib/api-client';
import { usePrefilledForm } from '@/client/lib/use-prefilled-form';
import { useTeams } from '../api/get-teams';
import { useUpdateInstallation, type InstallationChange } from '../api/update-installation';
import { ConflictWarning } from './conflict-warning';

/** The form's values: what the inputs hold (an empty team is "Unassigned"). */
interface EditorFields {
  installDate: string;
  installSlot: Installation['installSlot'];
  teamId: string;
  location: string;
  status: Installation['status'];
}
type FieldName = keyof EditorFields;
const FIELD_NAMES: FieldName[] = ['installDate', 'installSlot', 'teamId', 'location', 'status'];

function fieldsOf(installation: Installation): EditorFields {
  return {
    installDate: installation.installDate ?? '',
    installSlot: installation.installSlot,
    teamId: installation.team?.id ?? '',
    location: installation.location ?? '',
    status: installation.status,
  };
}

/** Only what was changed is sent, so an overdue date left alone is not re-checked as "in the past". */
function changedFields(values: EditorFields, initial: EditorFields): InstallationChange {
  const change: InstallationChange = {};
  if (values.installDate !== initial.installDate) change.installDate = values.installDate;
  if (values.installSlot !== initial.installSlot) change.installSlot = values.installSlot;
  if (values.teamId !== initial.teamId) change.teamId = values.teamId || null;
  if (values.location.trim() !== initial.location) change.location = values.location;
  if (values.status !== initial.status) change.status = values.status;
  return change;
}

/** Staff change the chosen installation; the answer warns of the team's other bookings that day. */
export function InstallationEditor({ installation }: { installation: Installation }) {
  const id = useId();
  const teams = useTeams();
  const update = useUpdateInstallation(installation.projectId);
  const [saved, setSaved] = useState<{ conflicts: TeamBookingConflict[]; teamName: string | null } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, defaultValues },
  } = usePrefilledForm<EditorFields>({ defaultValues: fieldsOf(installation) });

  async function onSubmit(values: EditorFields) {
    setFormError(null);
    const parsed = zUpdateInstallation.safeParse(changedFields(values, defaultValues as EditorFields));
    if (!parsed.success) {
      showFieldErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || '_', [issue.message]])));
      return;
    }
    try {
      const result = await update.mutateAsync(parsed.data);
      reset(fieldsOf(result.installation));
      setSaved({ conflicts: result.conflicts, teamName: result.installation.team?.name ?? null });
      toast.success('Installation saved', { description: `${result.installation.customerName}'s installation is up to date.` });
    } catch (error) {
      if (isApiError(error) && error.fields) showFieldErrors(error.fields);
      else setFormError(isApiError(error) ? error.message : 'The installation could not be saved. Please try again.');
    }
  }

  function showFieldErrors(fields: Record<string, string[]>) {
    for (const [name, [message]] of Object.entries(fields)) {
      if (FIELD_NAMES.includes(name as FieldName)) setError(name as FieldName, { message });
      else setFormError(message ?? null);
    }
  }

  const teamOptions = teams.data ?? (installation.team ? [installation.team] : []);
  return (
    <SectionCard title="Edit Installation" description={`${installation.customerName} · ${installation.projectName}`} icon={CalendarCog}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-label={`Installation for ${installation.customerName}`}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field id={`${id}-installDate`} label="Install date" error={errors.installDate?.message}>
            <Input type="date" {...register('installDate')} />
          </Field>
          <Field id={`${id}-installSlot`} label="Time slot" error={errors.installSlot?.message}>
            <Select {...register('installSlot')}>
              {TIME_SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {TIME_SLOT_LABELS[slot]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-teamId`} label="Team" error={errors.teamId?.message}>
            <Select {...register('teamId')}>
              <option value="">Unassigned</option>
              {teamOptions.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-status`} label="Status" error={errors.status?.message}>
            <Select {...register('status')}>
              {INSTALLATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {INSTALLATION_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-location`} label="Location" error={errors.location?.message} className="sm:col-span-2 lg:col-span-4">
            <Input maxLength={INSTALLATION_LOCATION_MAX} autoComplete="off" placeholder="e.g. 12 Mill Lane, Guildford" {...register('location')} />
          </Field>
        </div>
        {formError && (
          <p role="alert" className="text-sm text-danger-ink">
            {formError}
          </p>
        )}
        {saved && saved.conflicts.length > 0 && <ConflictWarning teamName={saved.teamName} conflicts={saved.conflicts} />}
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
