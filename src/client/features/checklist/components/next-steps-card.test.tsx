// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChecklistItem } from '@/shared/schemas/checklist';
import { CHECKLIST_PATH, checklistItem, PROJECT_ID, renderWithProviders, stubApi } from '../test/checklist-test-utils';
import { NextStepsCard } from './next-steps-card';

afterEach(() => vi.unstubAllGlobals());

function renderCard(items: ChecklistItem[]) {
  stubApi({ [`GET ${CHECKLIST_PATH}`]: () => ({ status: 200, body: { items } }) });
  renderWithProviders(<NextStepsCard projectId={PROJECT_ID} stage="site_preparation" />);
  return screen.getByRole('region', { name: 'What we need from you next' });
}

describe('What we need from you next', () => {
  it("lists the customer's open items for this stage and earlier ones, most pressing first", async () => {
    const card = renderCard([
      checklistItem({ id: '1', title: 'Confirm where the room will stand', stage: 'design_confirmation' }),
      checklistItem({ id: '2', title: 'Clear the base area', stage: 'site_preparation', isMandatory: true }),
      checklistItem({ id: '3', title: 'Send site photos', stage: 'site_preparation', dueDate: '2024-01-01', isOverdue: true }),
      checklistItem({ id: '4', title: 'Tell us about parking', stage: null, type: 'shared' }),
      checklistItem({ id: '5', title: 'Already done', stage: 'site_preparation', isCompleted: true }),
      checklistItem({ id: '6', title: 'Keep the warranty safe', stage: 'completed' }),
    ]);
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('span')!.textContent)).toEqual([
      'Send site photos',
      'Clear the base area',
      'Confirm where the room will stand',
      'Tell us about parking',
    ]);
    expect(items[0]).toHaveTextContent('Overdue · was due 1 Jan 2024');
    expect(items[1]).toHaveTextContent('Required');
    expect(items[3]).toHaveTextContent('Shared');
    expect(card).toHaveTextContent('Step 3: Site Access Photos Needed');
  });

  it('says so when nothing is needed', async () => {
    const card = renderCard([checklistItem({ isCompleted: true, stage: 'site_preparation' })]);
    expect(await within(card).findByText(/Nothing needed from you right now/)).toBeInTheDocument();
  });
});
