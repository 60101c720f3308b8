import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { zTeamInput, type TeamInput } from '@/shared/schemas/teams';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { useAddTeam } from '../api/add-team';

/** Admins: a new team; a name already in use is refused by the server and said beside the field. */
export function AddTeamForm() {
  const add = useAddTeam();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TeamInput>({ resolver: zodResolver(zTeamInput), defaultValues: { name: '' } });
  const saving = isSubmitting || add.isPending;

  async function onSubmit(values: TeamInput) {
    try {
      await add.mutateAsync(values);
    } catch (error) {
      if (!setServerFieldErrors(error, ['name'], setError, { focus: false })) {
        setError('name', { type: 'server', message: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE });
      }
      return;
    }
    toast.success('Team added', { description: values.name });
    reset();
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Field id="settings-new-team" label="New team" error={errors.name?.message}>
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input {...control} placeholder="e.g. Install Team North" autoComplete="off" {...register('name')} />
            <Button type="submit" variant="secondary" disabled={saving} aria-busy={saving || undefined} className="h-11">
              <Plus aria-hidden="true" />
              {saving ? 'Adding...' : 'Add team'}
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
}
