import { z } from 'zod';
import { TASK_PRIORITIES } from '../constants/operations';

/** Whose tasks a list shows: the caller's own (My Tasks) or the whole team's. */
export const TASK_ASSIGNEE_SCOPES = ['me', 'all'] as const;
export type TaskAssigneeScope = (typeof TASK_ASSIGNEE_SCOPES)[number];
export const TASK_STATUSES = ['open', 'done', 'all'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const zTaskListQuery = z.object({
  assignee: z.enum(TASK_ASSIGNEE_SCOPES, 'Use me or all').default('me'),
  status: z.enum(TASK_STATUSES, 'Use open, done or all').default('open'),
});
export type TaskListQuery = z.infer<typeof zTaskListQuery>;

const zNamed = z.object({ id: z.string(), name: z.string() });

export const zTask = z.object({
  id: z.string(),
  title: z.string(),
  priority: z.enum(TASK_PRIORITIES),
  dueDate: z.string().nullable(),
  /** Derived on every read (due before today in London, not done), never stored. */
  isOverdue: z.boolean(),
  assignee: zNamed.nullable(),
  project: zNamed.nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Task = z.infer<typeof zTask>;

export const zTaskList = z.object({ tasks: z.array(zTask) });

// The date picker sends '' for "no date"; a form's empty select sends '' for "nobody".
const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Past dates are allowed (a task noted late); the range keeps out typos PostgreSQL would refuse. */
const zDueDate = z.preprocess(
  blankAsNull,
  z.iso
    .date({ error: 'Enter the due date as a date, such as 2026-03-01', abort: true })
    .refine((d) => d >= '2000-01-01' && d <= '2099-12-31', 'Choose a date between 2000 and 2099')
    .nullable(),
);
const zId = (message: string) => z.preprocess(blankAsNull, z.string(message).trim().min(1, message).max(100, message).nullable());

const taskFields = {
  title: z.string('Give the task a title').trim().min(1, 'Give the task a title').max(200, 'Keep the title under 200 characters'),
  priority: z.enum(TASK_PRIORITIES, 'Choose low, medium or high'),
  dueDate: zDueDate,
  assigneeId: zId('Choose a member of your team'),
};

/** A new task: medium priority, no date and nobody assigned unless said otherwise. */
export const zNewTask = z.object({
  ...taskFields,
  priority: taskFields.priority.default('medium'),
  dueDate: taskFields.dueDate.optional(),
  assigneeId: taskFields.assigneeId.optional(),
  projectId: zId('Choose one of your projects').optional(),
});
export type NewTask = z.infer<typeof zNewTask>;
export type NewTaskInput = z.input<typeof zNewTask>;

// No defaults: a field left out of a change stays as it is. `done` sets or clears the completion time.
export const zUpdateTask = z
  .object({ ...taskFields, done: z.boolean('Use true or false') })
  .partial()
  .refine((v) => Object.values(v).some((value) => value !== undefined), 'Nothing to change');
export type UpdateTask = z.infer<typeof zUpdateTask>;

/** Someone a task can be given to: the company's staff and admins. */
export const zStaffMember = z.object({ id: z.string(), name: z.string(), role: z.enum(['staff', 'admin']) });
export type StaffMember = z.infer<typeof zStaffMember>;
export const zStaffMemberList = z.object({ members: z.array(zStaffMember) });
