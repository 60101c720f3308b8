// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChecklistTemplateItem } from '@/shared/schemas/checklist';
import { callsTo, renderWithProviders, stubApi, templateItem } from '../test/checklist-test-utils';
import { ChecklistTemplateCard } from './checklist-template-card';

const PATH = '/api/checklist-template';
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

function stubTemplate(items: ChecklistTemplateItem[]) {
  let list = items;
  return stubApi({
    [`GET ${PATH}`]: () => ({ status: 200, body: { items: list } }),
    [`POST ${PATH}`]: (init) => {
      const added = templateItem({ id: 't-new', ...JSON.parse(init!.body as string) });
      list = [...list, added];
      return { status: 201, body: added };
    },
    [`PATCH ${PATH}/t-survey`]: (init) => ({ status: 200, body: { ...items[0], ...JSON.parse(init!.body as string) } }),
  });
}

describe('Project Preparation Checklist (the default template)', () => {
  it('lists the items by stage and adds one without a due date', async () => {
    const fetchMock = stubTemplate([
      templateItem({ id: 't-survey', title: 'Site survey', type: 'staff', stage: 'contract_deposit', isMandatory: false }),
      templateItem({ id: 't-base', title: 'Clear the base area', stage: 'site_preparation', visibility: 'private' }),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<ChecklistTemplateCard />);
    const card = screen.getByRole('region', { name: 'Project Preparation Checklist' });
    const first = await within(card).findByRole('region', { name: 'Step 1 · Contract & Deposit Received' });
    expect(first).toHaveTextContent('Site survey');
    expect(first).toHaveTextContent('Staff task');
    const third = within(card).getByRole('region', { name: 'Step 3 · Site Access Photos Needed' });
    expect(third).toHaveTextContent('Required');
    expect(third).toHaveTextContent('Hidden from the customer');

    await user.click(within(card).getByRole('button', { name: 'Add Item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Checklist Item' });
    expect(within(dialog).queryByLabelText('Due Date')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Agree where the skip goes');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'shared');
    await user.selectOptions(within(dialog).getByLabelText('Stage'), 'delivery_installation');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));

    expect(await screen.findByText('Item added')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', PATH);
    expect(JSON.parse(call![1]!.body as string)).toEqual({
      title: 'Agree where the skip goes',
      description: '',
      type: 'shared',
      visibility: 'public',
      stage: 'delivery_installation',
      isMandatory: false,
    });
    expect(await within(card).findByRole('region', { name: 'Step 6 · Delivery & Installation Booked' })).toHaveTextContent('Agree where the skip goes');
  });

  it('edits an item in place', async () => {
    const fetchMock = stubTemplate([templateItem({ id: 't-survey', title: 'Site survey', type: 'staff', stage: 'contract_deposit' })]);
    const user = userEvent.setup();
    renderWithProviders(<ChecklistTemplateCard />);
    await user.click(await screen.findByRole('button', { name: 'Edit Site survey' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Checklist Item' });
    await user.type(within(dialog).getByLabelText('Description'), 'Measure the plot');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Item updated')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PATCH', `${PATH}/t-survey`);
    expect(JSON.parse(call![1]!.body as string)).toMatchObject({ title: 'Site survey', description: 'Measure the plot' });
    expect(JSON.parse(call![1]!.body as string)).not.toHaveProperty('dueDate');
  });
});
