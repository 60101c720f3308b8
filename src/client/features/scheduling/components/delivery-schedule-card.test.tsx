// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APRIL_SCHEDULE, callsTo, event, freezeDate, renderWithProviders, stubApi } from '../test/scheduling-test-utils';
import { DeliveryScheduleCard } from './delivery-schedule-card';

const EVENTS = [
  event({ id: 'installation:p1', kind: 'installation', date: '2030-04-15', customerName: 'Lucy Ward', teamName: 'Team Oak', location: 'Cranleigh', installStatus: 'confirmed' }),
  event({ id: 'delivery:v1', kind: 'delivery', date: '2030-04-15', slot: 'morning', customerName: 'Harry Cooper', location: 'Epsom' }),
  event({ id: 'survey:v2', kind: 'survey', date: '2030-04-16', customerName: 'Mia Scott' }),
  event({ id: 'delivery:v3', kind: 'delivery', date: '2030-04-22', customerName: 'Isla <b>Morgan</b>' }),
];

// Role queries over a 42-day grid take a while in jsdom on a busy machine.
const SLOW = { timeout: 5000 };

beforeEach(freezeDate);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Delivery Schedule', () => {
  it("marks the month's deliveries and installations on their days and lists the chosen day's", async () => {
    stubApi({ [`GET ${APRIL_SCHEDULE}`]: () => ({ status: 200, body: { events: EVENTS } }) });
    const user = userEvent.setup();
    renderWithProviders(<DeliveryScheduleCard />);
    const card = screen.getByRole('region', { name: 'Delivery Schedule' });
    const grid = within(card).getByRole('grid', { name: 'April 2030' });

    const today = await within(grid).findByRole('button', { name: /^Monday 15 April 2030, today, 2 events: Installation: Lucy Ward; Delivery: Harry Cooper$/ }, SLOW);
    expect(today.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    // Surveys belong on the scheduling page, not in this card.
    expect(within(grid).getByRole('button', { name: 'Tuesday 16 April 2030, nothing booked' })).toBeInTheDocument();
    const list = within(card).getByRole('region', { name: 'Mon 15 Apr 2030' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Installation'),
      expect.stringContaining('Delivery'),
    ]);
    expect(list).toHaveTextContent('Team Oak');
    expect(list).toHaveTextContent('Confirmed');

    await user.click(within(grid).getByRole('button', { name: /^Monday 22 April 2030/ }));
    const other = within(card).getByRole('region', { name: 'Mon 22 Apr 2030' });
    // Names are text, never markup.
    expect(within(other).getByText('Isla <b>Morgan</b>')).toBeInTheDocument();
  });

  it('moves by month with the buttons and the keyboard, asking for the weeks on show', async () => {
    const fetchMock = stubApi({
      [`GET ${APRIL_SCHEDULE}`]: () => ({ status: 200, body: { events: EVENTS } }),
      'GET /api/schedule?from=2030-04-29&to=2030-06-09': () => ({ status: 200, body: { events: [] } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DeliveryScheduleCard />);
    const card = screen.getByRole('region', { name: 'Delivery Schedule' });
    await within(card).findByRole('button', { name: /^Monday 15 April 2030, today, 2 events/ }, SLOW);

    await user.click(within(card).getByRole('button', { name: 'Next month' }));
    expect(await within(card).findByRole('grid', { name: 'May 2030' }, SLOW)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/schedule?from=2030-04-29&to=2030-06-09')).toHaveLength(1);
    // The first of the month is chosen, so the list belongs to the month on show.
    expect(within(card).getByRole('region', { name: 'Wed 1 May 2030' })).toHaveTextContent('No deliveries or installations on this day.');

    // Arrow keys move the focus by day; Enter chooses.
    await user.click(within(card).getByRole('button', { name: /^Wednesday 1 May 2030/ }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(card).getByRole('region', { name: 'Wed 8 May 2030' })).toBeInTheDocument();
  });

  it('says so when the schedule cannot be loaded, and tries again', async () => {
    let fail = true;
    stubApi({ [`GET ${APRIL_SCHEDULE}`]: () => (fail ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Down' } } } : { status: 200, body: { events: EVENTS } }) });
    const user = userEvent.setup();
    renderWithProviders(<DeliveryScheduleCard />);
    expect(await screen.findByText("We couldn't load the schedule.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: /^Monday 15 April 2030, today, 2 events/ }, SLOW)).toBeInTheDocument();
  });
});
