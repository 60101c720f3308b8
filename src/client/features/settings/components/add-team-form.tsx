import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { zTeamInput, type TeamInput } from '@/shared/schemas/teams';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
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
      console.warn('Adding a team failed', error);
      const message = isApiError(error) ? (error.fields?.name?.[0] ?? error.message) : GENERIC_ERROR_MESSAGE;
      setError('name', { type: 'server', message });
      return;
    }
    toast.success('Team added', { description: values.name });
    reset();
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-1.5">
      <Label htmlFor="settings-new-team">New team</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="settings-new-team"
          placeholder="e.g. Install Team North"
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'settings-new-team-error' : undefined}
          {...register('name')}
        />
        <Button type="submit" variant="secondary" disabled={saving} aria-busy={saving || undefined} className="h-11">
          <Plus aria-hidden="true" />
          {saving ? 'Adding...' : 'Add team'}
        </Button>
      </div>
      <FieldError id="settings-new-team-error" message={errors.name?.message} />
    </form>
  );
}
