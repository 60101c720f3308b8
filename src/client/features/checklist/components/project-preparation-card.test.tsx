// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChecklistItem } from '@/shared/schemas/checklist';
import { callsTo, CHECKLIST_PATH, checklistItem, itemPath, PROJECT_ID, renderWithProviders, stubApi } from '../test/checklist-test-utils';
import { ProjectPreparationCard } from './project-preparation-card';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

const PHOTOS = checklistItem({ id: 'i-photos', isMandatory: true, dueDate: '2024-01-10', isOverdue: true });
const PARKING = checklistItem({ id: 'i-parking', title: 'Arrange parking', description: '', type: 'shared', stage: 'delivery_installation' });
const ORDER = checklistItem({ id: 'i-order', title: 'Order cladding', description: '', type: 'staff', stage: 'manufacturing' });
const SECRET = checklistItem({ id: 'i-secret', title: 'Check credit', description: '', type: 'customer', visibility: 'private', stage: null });

type Answer = { status: number; body: unknown };

/** The server's checklist; PATCH answers with `patch` (by default: the change applied). */
function stubChecklist(items: ChecklistItem[], patch?: (item: ChecklistItem, body: Partial<ChecklistItem>) => Answer | Promise<Answer>) {
  let list = items;
  const routes: Parameters<typeof stubApi>[0] = {
    [`GET ${CHECKLIST_PATH}`]: () => ({ status: 200, body: { items: list } }),
    [`POST ${CHECKLIST_PATH}`]: (init) => {
      const added = checklistItem({ id: 'i-new', ...JSON.parse(init!.body as string) });
      list = [...list, added];
      return { status: 201, body: added };
    },
  };
  for (const item of items) {
    routes[`PATCH ${itemPath(item.id)}`] = async (init) => {
      const body = JSON.parse(init!.body as string) as Partial<ChecklistItem>;
      const answer = patch ? await patch(item, body) : { status: 200, body: { ...item, ...body, isOverdue: body.isCompleted ? false : item.isOverdue } };
      if (answer.status === 200) list = list.map((i) => (i.id === item.id ? (answer.body as ChecklistItem) : i));
      return answer;
    };
    routes[`DELETE ${itemPath(item.id)}`] = () => {
      list = list.filter((i) => i.id !== item.id);
      // The API answers 204; the stub always sends a body, which a 204 may not have.
      return { status: 200, body: null };
    };
  }
  return stubApi(routes);
}

async function renderCard(viewer: 'customer' | 'staff') {
  const user = userEvent.setup();
  renderWithProviders(<ProjectPreparationCard projectId={PROJECT_ID} stage="design_confirmation" viewer={viewer} />);
  const card = screen.getByRole('region', { name: 'Project Preparation' });
  return { user, card };
}

describe('Project Preparation, for the customer', () => {
  it('shows the Current Stage and Customer Requirements with the Required and Shared badges and overdue marked', async () => {
    stubChecklist([PHOTOS, PARKING]);
    const { card } = await renderCard('customer');
    expect(within(card).getByText('Current Stage: Planning')).toBeInTheDocument();
    const section = await within(card).findByRole('region', { name: 'Customer Requirements' });
    expect(within(card).queryByRole('region', { name: 'Staff Tasks' })).not.toBeInTheDocument();

    const photos = within(section).getByRole('checkbox', { name: 'Send photos of the site' });
    expect(photos).not.toBeChecked();
    const photosRow = photos.closest('li')!;
    expect(within(photosRow).getByText('Required')).toBeInTheDocument();
    expect(within(photosRow).queryByText('Shared')).not.toBeInTheDocument();
    expect(within(photosRow).getByText('Overdue · was due 10 Jan 2024')).toBeInTheDocument();
    const parkingRow = within(section).getByRole('checkbox', { name: 'Arrange parking' }).closest('li')!;
    expect(within(parkingRow).getByText('Shared')).toBeInTheDocument();
    // Customers tick; they do not edit.
    expect(within(card).queryByRole('button', { name: /Edit|Delete|Add Item/ })).not.toBeInTheDocument();
  });

  it('hides Customer Requirements when there are none', async () => {
    stubChecklist([]);
    const { card } = await renderCard('customer');
    expect(await within(card).findByText(/Nothing to prepare right now/)).toBeInTheDocument();
    expect(within(card).queryByRole('region', { name: 'Customer Requirements' })).not.toBeInTheDocument();
  });

  it('ticks at once, saves, and says so', async () => {
    const fetchMock = stubChecklist([PHOTOS]);
    const { user } = await renderCard('customer');
    const box = await screen.findByRole('checkbox', { name: 'Send photos of the site' });
    await user.click(box);
    expect(box).toBeChecked();
    expect(await screen.findByText('Task completed')).toBeInTheDocument();
    expect(screen.getByText('The checklist has been updated.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PATCH', itemPath('i-photos'));
    expect(JSON.parse(call![1]!.body as string)).toEqual({ isCompleted: true });
    // Done, so no longer overdue.
    await waitFor(() => expect(screen.queryByText(/Overdue/)).not.toBeInTheDocument());
  });

  it('reopens a done item', async () => {
    stubChecklist([checklistItem({ id: 'i-done', isCompleted: true, completedAt: '2030-01-01T10:00:00.000Z' })]);
    const { user } = await renderCard('customer');
    await user.click(await screen.findByRole('checkbox', { name: 'Send photos of the site' }));
    expect(await screen.findByText('Task reopened')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Send photos of the site' })).not.toBeChecked();
  });

  it('puts the tick back when the server refuses it', async () => {
    stubChecklist([PHOTOS], () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } }));
    const { user } = await renderCard('customer');
    const box = await screen.findByRole('checkbox', { name: 'Send photos of the site' });
    await user.click(box);
    expect(await screen.findByText('Error updating task')).toBeInTheDocument();
    // Once: the query client shows it, from the mutation's meta, and the card does not as well.
    expect(screen.getAllByText('Error updating task')).toHaveLength(1);
    expect(screen.getByText('There was a problem updating the checklist.')).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it('says so when the checklist cannot be loaded', async () => {
    stubApi({ [`GET ${CHECKLIST_PATH}`]: () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong' } } }) });
    const { card } = await renderCard('customer');
    expect(await screen.findByText('Error loading checklist')).toBeInTheDocument();
    expect(within(card).getByRole('alert')).toHaveTextContent('There was a problem loading the checklist data.');
    expect(within(card).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('Project Preparation, for staff', () => {
  it('shows both sections, with the stage and who sees each item', async () => {
    stubChecklist([PHOTOS, PARKING, ORDER, SECRET]);
    const { card } = await renderCard('staff');
    const customer = await within(card).findByRole('region', { name: 'Customer Requirements' });
    const staff = within(card).getByRole('region', { name: 'Staff Tasks' });
    expect(within(customer).getAllByRole('checkbox').map((b) => b.getAttribute('id') && (b as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Send photos of the site',
      'Arrange parking',
      'Check credit',
    ]);
    expect(within(staff).getByRole('checkbox', { name: 'Order cladding' })).toBeInTheDocument();
    const secretRow = within(customer).getByRole('checkbox', { name: 'Check credit' }).closest('li')!;
    expect(secretRow).toHaveTextContent('Hidden from the customer');
    expect(secretRow).toHaveTextContent('Any stage');
    expect(within(staff).getByText('Step 4 · Manufacturing Started')).toBeInTheDocument();
  });

  it('adds an item through the dialog, defaulting to the current stage', async () => {
    const fetchMock = stubChecklist([PHOTOS]);
    const { user, card } = await renderCard('staff');
    await within(card).findByRole('region', { name: 'Customer Requirements' });
    await user.click(within(card).getByRole('button', { name: 'Add Item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Checklist Item' });

    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(await within(dialog).findByText('Give the item a title')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Book the crane');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'staff');
    await user.selectOptions(within(dialog).getByLabelText('Visibility'), 'private');
    await user.type(within(dialog).getByLabelText('Due Date'), '2030-05-01');
    await user.click(within(dialog).getByLabelText(/Mandatory/));
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));

    expect(await screen.findByText('Item added')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', CHECKLIST_PATH);
    expect(JSON.parse(call![1]!.body as string)).toEqual({
      title: 'Book the crane',
      description: '',
      type: 'staff',
      visibility: 'private',
      stage: 'design_confirmation',
      dueDate: '2030-05-01',
      isMandatory: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(card).findByRole('region', { name: 'Staff Tasks' })).toHaveTextContent('Book the crane');
  });

  it('edits an item, sending its fields with the change', async () => {
    const fetchMock = stubChecklist([PARKING]);
    const { user, card } = await renderCard('staff');
    await user.click(await within(card).findByRole('button', { name: 'Edit Arrange parking' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Checklist Item' });
    expect(within(dialog).getByLabelText('Stage')).toHaveValue('delivery_installation');
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Arrange parking for the lorry');
    await user.selectOptions(within(dialog).getByLabelText('Stage'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Item updated')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PATCH', itemPath('i-parking'));
    expect(JSON.parse(call![1]!.body as string)).toMatchObject({ title: 'Arrange parking for the lorry', stage: null, dueDate: null, type: 'shared' });
  });

  it('deletes an item after asking', async () => {
    const fetchMock = stubChecklist([PHOTOS, ORDER]);
    const { user, card } = await renderCard('staff');
    await user.click(await within(card).findByRole('button', { name: 'Delete Order cladding' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this item?' });
    expect(dialog).toHaveTextContent('“Order cladding” will be removed.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Item deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', itemPath('i-order'))).toHaveLength(1);
    await waitFor(() => expect(within(card).queryByText('Order cladding')).not.toBeInTheDocument());
  });
});
