// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/configurator-test-utils';
import { PlanningCheckCard } from './planning-check-card';

describe('PlanningCheckCard', () => {
  it('reads the chosen size and the answers, and changes its verdict as they change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PlanningCheckCard size={{ widthM: 4, depthM: 3 }} />);
    expect(screen.getByText('Likely permitted development: no planning application needed')).toBeInTheDocument();
    expect(screen.getByText(/12 m² \(external footprint\) is 15 m² or less/)).toBeInTheDocument();

    const height = screen.getByLabelText('Overall height');
    await user.clear(height);
    await user.type(height, '2.8');
    expect(screen.getByText('Likely needs planning permission')).toBeInTheDocument();
    expect(screen.getByText('2.8 m high is too tall: within 2 m of a boundary the limit is 2.5 m.')).toBeInTheDocument();

    const boundary = screen.getByLabelText('Distance to the nearest boundary');
    await user.clear(boundary);
    await user.type(boundary, '2');
    expect(screen.getByText('Likely permitted development: no planning application needed')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Is the house listed, or on designated land?'), 'designated');
    expect(screen.getByText('Ask your council before you build')).toBeInTheDocument();

    await user.click(within(screen.getByRole('group', { name: /principal elevation/ })).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByText('Likely needs planning permission')).toBeInTheDocument();
  });

  it('says which answer it cannot read, and always that it is guidance with a link to the guide', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PlanningCheckCard size={{ widthM: 5, depthM: 4 }} />);
    const covered = screen.getByLabelText('Share of the garden covered');
    await user.clear(covered);
    await user.type(covered, '120');
    expect(covered).toHaveAccessibleDescription(/Enter a percentage from 0 to 100/);
    expect(screen.getByText('Answer the questions above to see the result.')).toBeInTheDocument();
    expect(screen.getByText('Guidance, not legal advice.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read our planning guidance' })).toHaveAttribute('href', '/faqs');
  });

  it('asks for a size first', () => {
    renderWithProviders(<PlanningCheckCard size={null} />);
    expect(screen.getByText('Choose a size to see the result.')).toBeInTheDocument();
  });
});
