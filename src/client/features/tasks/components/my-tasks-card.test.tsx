// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, listPath, ME, PRIYA, renderWithProviders, stubTaskApi, task, taskPath } from '../test/tasks-test-utils';
import { MyTasksCard } from './my-tasks-card';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

const CLADDING = task({ id: 'c1000000-0000-4000-8000-000000000001', title: 'Order cedar cladding', priority: 'high', dueDate: '2030-06-03' });
const LATE = task({ id: 'c1000000-0000-4000-8000-000000000002', title: 'Call Mr Patel', dueDate: '2030-05-20', isOverdue: true, project: { id: 'proj-1', name: 'Patel garden office' } });
const PRIYAS = task({ id: 'c1000000-0000-4000-8000-000000000003', title: 'Review capacity', priority: 'low', dueDate: null, assignee: { id: PRIYA.id, name: PRIYA.name } });
const DONE = task({ id: 'c1000000-0000-4000-8000-000000000004', title: 'Photograph the room', completedAt: '2030-05-01T10:00:00.000Z' });

async function renderCard() {
  const user = userEvent.setup();
  renderWithProviders(<MyTasksCard />);
  const card = screen.getByRole('region', { name: 'My Tasks' });
  await within(card).findByRole('list', { name: 'My tasks' });
  return { user, card };
}

const rowOf = (title: string) => screen.getByRole('checkbox', { name: title }).closest('li')!;

describe('My Tasks', () => {
  it('lists my open tasks with priority, en-GB due date and assignee, overdue ones marked', async () => {
    const fetchMock = stubTaskApi([CLADDING, LATE, PRIYAS, DONE]);
    const { card } = await renderCard();
    expect(callsTo(fetchMock, 'GET', listPath('me', 'open'))).toHaveLength(1);
    const list = within(card).getByRole('list', { name: 'My tasks' });
    expect(within(list).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['Order cedar cladding', 'Call Mr Patel']);
    const cladding = rowOf('Order cedar cladding');
    expect(cladding).toHaveTextContent('High priority');
    expect(cladding).toHaveTextContent('Due 3 Jun 2030');
    expect(cladding).toHaveTextContent('Assigned to James Wilson (me)');
    expect(within(cladding).queryByText('Overdue')).not.toBeInTheDocument();
    const late = rowOf('Call Mr Patel');
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    expect(late).toHaveTextContent('Due 20 May 2030');
    expect(late).toHaveTextContent('Project Patel garden office');
    expect(within(card).getByText('1 overdue')).toBeInTheDocument();
    // The checkbox's description carries the facts, so a screen reader hears them with the title.
    expect(screen.getByRole('checkbox', { name: 'Call Mr Patel' })).toHaveAccessibleDescription(/Overdue/);
  });

  it('switches to the whole team’s tasks, and shows done ones on request', async () => {
    const fetchMock = stubTaskApi([CLADDING, LATE, PRIYAS, DONE]);
    const { user, card } = await renderCard();
    await user.click(within(card).getByRole('button', { name: 'Whole team' }));
    expect(await within(card).findByRole('checkbox', { name: 'Review capacity' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Whole team' })).toHaveAttribute('aria-pressed', 'true');
    expect(rowOf('Review capacity')).toHaveTextContent('Priya Shah');
    expect(rowOf('Review capacity')).toHaveTextContent('Low priority');

    await user.click(within(card).getByRole('checkbox', { name: 'Show done' }));
    expect(await within(card).findByRole('checkbox', { name: 'Photograph the room' })).toBeChecked();
    expect(callsTo(fetchMock, 'GET', listPath('all', 'all'))).toHaveLength(1);
  });

  it('ticks in the same frame as the click, saves, says so, and the task leaves the open list', async () => {
    const fetchMock = stubTaskApi([CLADDING, LATE]);
    await renderCard();
    const box = screen.getByRole('checkbox', { name: 'Call Mr Patel' });
    fireEvent.click(box);
    expect(box).toBeChecked();
    expect(within(rowOf('Call Mr Patel')).queryByText('Overdue')).not.toBeInTheDocument();
    expect(await screen.findByText('Task completed')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PATCH', taskPath(LATE.id));
    expect(JSON.parse(call![1]!.body as string)).toEqual({ done: true });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Call Mr Patel' })).not.toBeInTheDocument());
  });

  it('reopens a done task', async () => {
    stubTaskApi([DONE]);
    const user = userEvent.setup();
    renderWithProviders(<MyTasksCard />);
    await user.click(await screen.findByRole('checkbox', { name: 'Show done' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Photograph the room' }));
    expect(await screen.findByText('Task reopened')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Photograph the room' })).not.toBeChecked();
  });

  it('puts the tick back and shows the server’s message when it refuses', async () => {
    stubTaskApi([CLADDING], { [`PATCH ${taskPath(CLADDING.id)}`]: () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Task not found.' } } }) });
    const { user } = await renderCard();
    const box = screen.getByRole('checkbox', { name: 'Order cedar cladding' });
    await user.click(box);
    expect(await screen.findByText('Could not update the task')).toBeInTheDocument();
    // Shown once: the query client reports the failure, not the card as well.
    expect(screen.getAllByText('Could not update the task')).toHaveLength(1);
    expect(screen.getByText('Task not found.')).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
  });
});

describe('Add Task', () => {
  it('sends nothing without a title, and says why', async () => {
    const fetchMock = stubTaskApi([CLADDING]);
    const { user, card } = await renderCard();
    await user.click(within(card).getByRole('button', { name: 'Add Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    expect(await within(dialog).findByText('Give the task a title')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/api/tasks')).toHaveLength(0);
  });

  it('adds a task for me by default, with priority and date, and shows it', async () => {
    const fetchMock = stubTaskApi([CLADDING]);
    const { user, card } = await renderCard();
    await user.click(within(card).getByRole('button', { name: 'Add Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    await waitFor(() => expect(within(dialog).getByLabelText('Assigned To')).toHaveValue(ME.id));
    await user.type(within(dialog).getByLabelText('Title'), '  Book the electrician ');
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'High');
    fireEvent.change(within(dialog).getByLabelText('Due Date'), { target: { value: '2030-06-10' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));

    expect(await screen.findByText('Task added')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/tasks');
    expect(JSON.parse(call![1]!.body as string)).toEqual({ title: 'Book the electrician', priority: 'high', dueDate: '2030-06-10', assigneeId: ME.id });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(card).findByRole('checkbox', { name: 'Book the electrician' })).toBeInTheDocument();
  });

  it('shows the server’s refusal beside the field and in a toast, keeping what was typed', async () => {
    stubTaskApi([CLADDING], {
      'POST /api/tasks': () => ({
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'Choose a member of your team to do this task.', fields: { assigneeId: ['Choose a member of your team'] } } },
      }),
    });
    const { user, card } = await renderCard();
    await user.click(within(card).getByRole('button', { name: 'Add Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    await user.type(within(dialog).getByLabelText('Title'), 'Chase the glazier');
    await user.selectOptions(within(dialog).getByLabelText('Assigned To'), 'Priya Shah');
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByText('Could not add the task')).toBeInTheDocument();
    expect(screen.getAllByText('Could not add the task')).toHaveLength(1);
    expect(screen.getByText('Choose a member of your team to do this task.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a member of your team')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Chase the glazier');
  });
});

describe('editing and deleting', () => {
  it('edits a task from its current values', async () => {
    const fetchMock = stubTaskApi([CLADDING]);
    const { user } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit Order cedar cladding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    expect(within(dialog).getByLabelText('Due Date')).toHaveValue('2030-06-03');
    expect(within(dialog).getByLabelText('Priority')).toHaveValue('high');
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Order larch cladding');
    await user.selectOptions(within(dialog).getByLabelText('Assigned To'), 'Priya Shah');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Task updated')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PATCH', taskPath(CLADDING.id));
    expect(JSON.parse(call![1]!.body as string)).toEqual({ title: 'Order larch cladding', priority: 'high', dueDate: '2030-06-03', assigneeId: PRIYA.id });
  });

  it('deletes a task only after confirming', async () => {
    const fetchMock = stubTaskApi([CLADDING, LATE]);
    const { user } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete Order cedar cladding' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this task?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE', taskPath(CLADDING.id))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Order cedar cladding' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this task?' })).getByRole('button', { name: 'Delete Task' }));
    expect(await screen.findByText('Task deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', taskPath(CLADDING.id))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Order cedar cladding' })).not.toBeInTheDocument());
  });
});
