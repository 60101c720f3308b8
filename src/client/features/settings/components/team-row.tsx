import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { zTeamInput, type Team, type TeamInput } from '@/shared/schemas/teams';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { useRenameTeam } from '../api/rename-team';
import { RemoveTeamDialog } from './remove-team-dialog';

/** One team: its name, and for admins Rename (in place) and Remove (after a confirmation). */
export function TeamRow({ team, canEdit }: { team: Team; canEdit: boolean }) {
  const [renaming, setRenaming] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      {renaming ? (
        <RenameTeamForm team={team} onDone={() => setRenaming(false)} />
      ) : (
        <>
          <span className="min-w-32 flex-1 font-medium break-words">{team.name}</span>
          {canEdit && (
            <div className="flex gap-1">
              {/* The visible word starts the name, so voice control users can say what they see. */}
              <Button size="sm" variant="ghost" aria-label={`Rename ${team.name}`} onClick={() => setRenaming(true)}>
                <Pencil aria-hidden="true" />
                Rename
              </Button>
              <RemoveTeamDialog
                team={team}
                trigger={
                  <Button size="sm" variant="ghost" aria-label={`Remove ${team.name}`}>
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                }
              />
            </div>
          )}
        </>
      )}
    </li>
  );
}

function RenameTeamForm({ team, onDone }: { team: Team; onDone: () => void }) {
  const rename = useRenameTeam();
  const inputId = `team-${team.id}-name`;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TeamInput>({ resolver: zodResolver(zTeamInput), defaultValues: { name: team.name } });
  const saving = isSubmitting || rename.isPending;

  async function onSubmit(values: TeamInput) {
    try {
      await rename.mutateAsync({ id: team.id, name: values.name });
    } catch (error) {
      if (!setServerFieldErrors(error, ['name'], setError, { focus: false })) {
        setError('name', { type: 'server', message: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE });
      }
      return;
    }
    toast.success('Team renamed', { description: values.name });
    onDone();
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="w-full">
      <Field id={inputId} label={`New name for ${team.name}`} labelHidden error={errors.name?.message}>
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Input
              {...control}
              autoFocus
              autoComplete="off"
              onKeyDown={(event) => {
                if (event.key === 'Escape') onDone();
              }}
              {...register('name')}
            />
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={saving} aria-busy={saving || undefined}>
                {saving ? 'Saving...' : 'Save'}
              </Button>
              <Button size="sm" variant="secondary" onClick={onDone} disabled={saving}>
                Cancel
              </Button>
            </div>
          </div>
        )}
      </Field>
    </form>
  );
}
