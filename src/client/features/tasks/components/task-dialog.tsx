import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { TASK_PRIORITIES, TASK_PRIORITY_LABELS } from '@/shared/constants/operations';
import { zNewTask, type NewTask, type Task } from '@/shared/schemas/tasks';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { useAddTask } from '../api/add-task';
import { useStaffMembers } from '../api/get-staff-members';
import { useUpdateTask } from '../api/update-task';

type TaskFields = z.input<typeof zNewTask>;
const FIELD_NAMES = ['title', 'priority', 'dueDate', 'assigneeId'] as const;

interface TaskDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  /** The task being edited; absent to add one. */
  task?: Task;
  /** A new task goes to the signed-in person unless they choose someone else. */
  meId: string | null;
}

/** Add or edit a task: title, priority, due date and who does it. */
export function TaskDialog({ trigger, task, meId }: TaskDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const add = useAddTask();
  const update = useUpdateTask();
  const members = useStaffMembers();
  const startValues = (): TaskFields =>
    task
      ? { title: task.title, priority: task.priority, dueDate: task.dueDate ?? '', assigneeId: task.assignee?.id ?? '' }
      : { title: '', priority: 'medium', dueDate: '', assigneeId: meId ?? '' };
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TaskFields, unknown, NewTask>({ resolver: zodResolver(zNewTask), defaultValues: startValues() });

  function onOpenChange(next: boolean) {
    // Each opening starts from the task as it is now (or a blank one for me).
    if (next) reset(startValues());
    setOpen(next);
  }

  async function onSubmit(values: NewTask) {
    const fields = { title: values.title, priority: values.priority, dueDate: values.dueDate ?? null, assigneeId: values.assigneeId ?? null };
    try {
      if (task) await update.mutateAsync({ taskId: task.id, change: fields });
      else await add.mutateAsync(fields);
    } catch (error) {
      setServerFieldErrors<TaskFields>(error, FIELD_NAMES, setError, { focus: false });
      return;
    }
    toast.success(task ? 'Task updated' : 'Task added', { description: values.title });
    setOpen(false);
  }

  // Someone no longer on the team stays selectable on the task they already have.
  const people = [...(members.data ?? [])];
  if (task?.assignee && !people.some((m) => m.id === task.assignee!.id)) people.push({ ...task.assignee, role: 'staff' });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{task ? 'Edit Task' : 'Add Task'}</DialogTitle>
        <DialogDescription>{task ? 'Changes show on the team’s task lists at once.' : 'It goes on the list of whoever you assign it to.'}</DialogDescription>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
          <Field id={`${id}-title`} label="Title" error={errors.title?.message}>
            <Input autoComplete="off" maxLength={200} {...register('title')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-priority`} label="Priority" error={errors.priority?.message}>
              <Select {...register('priority')}>
                {TASK_PRIORITIES.map((priority) => (
                  <option key={priority} value={priority}>
                    {TASK_PRIORITY_LABELS[priority]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id={`${id}-dueDate`} label="Due Date" error={errors.dueDate?.message}>
              <Input type="date" {...register('dueDate')} />
            </Field>
            <Field id={`${id}-assigneeId`} label="Assigned To" error={errors.assigneeId?.message} className="sm:col-span-2">
              {(aria) => (
                <>
                  {/* Controlled, so the chosen person shows once the team has loaded. */}
                  <Controller
                    control={control}
                    name="assigneeId"
                    render={({ field: { value, onChange, onBlur, ref } }) => (
                      <Select {...aria} ref={ref} value={typeof value === 'string' ? value : ''} onChange={onChange} onBlur={onBlur}>
                        <option value="">Nobody yet</option>
                        {people.map((member) => (
                          <option key={member.id} value={member.id}>
                            {member.id === meId ? `${member.name} (me)` : member.name}
                          </option>
                        ))}
                      </Select>
                    )}
                  />
                  {members.isError && <p className="text-sm text-muted">We couldn&apos;t load the team; you can still assign the task to nobody for now.</p>}
                </>
              )}
            </Field>
          </div>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : task ? 'Save Changes' : 'Add Task'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
