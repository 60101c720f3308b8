// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Call, OpenSlot } from '@/shared/schemas/availability';
import { callsTo, freezeDate, renderWithProviders, stubApi } from '../test/scheduling-test-utils';
import { ScheduleCallCard } from './schedule-call-card';

// 16 and 17 April 2030 are in British Summer Time: 09:00Z is 10:00 in London.
const SLOTS: OpenSlot[] = [
  { id: 'a0000000-0000-4000-8000-000000000001', startsAt: '2030-04-16T09:00:00.000Z', durationMinutes: 30, staffFirstName: 'James' },
  { id: 'a0000000-0000-4000-8000-000000000002', startsAt: '2030-04-16T13:00:00.000Z', durationMinutes: 30, staffFirstName: 'Priya' },
  { id: 'a0000000-0000-4000-8000-000000000003', startsAt: '2030-04-17T10:30:00.000Z', durationMinutes: 30, staffFirstName: 'James' },
];
const BOOKED: Call = {
  id: 'b0000000-0000-4000-8000-000000000001',
  kind: 'call',
  startsAt: '2030-04-18T09:00:00.000Z',
  durationMinutes: 30,
  staffId: 'user-staff',
  staffName: 'James Wilson',
  customerName: 'Emma Clarke',
  projectId: 'proj-1',
  projectName: 'Garden Office',
  topic: 'Where the <b>cables</b> run',
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  freezeDate();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The server: a booking takes the slot and adds the call; `book` can answer otherwise. */
function stubServer(book?: (init: RequestInit | undefined) => { status: number; body: unknown }) {
  let calls: Call[] = [BOOKED];
  let slots = [...SLOTS];
  return stubApi({
    'GET /api/calls': () => ({ status: 200, body: { calls } }),
    'GET /api/availability/open': () => ({ status: 200, body: { slots } }),
    [`POST /api/availability/${SLOTS[0]!.id}/book`]: (init) => {
      const answer = book?.(init);
      if (answer) return answer;
      const call: Call = { ...BOOKED, id: 'b0000000-0000-4000-8000-000000000002', startsAt: SLOTS[0]!.startsAt, topic: JSON.parse(init!.body as string).topic ?? null };
      calls = [...calls, call];
      slots = slots.slice(1);
      return { status: 201, body: call };
    },
    [`DELETE /api/calls/${BOOKED.id}`]: () => {
      calls = calls.filter((c) => c.id !== BOOKED.id);
      // The stub cannot send a 204 (a Response with that status takes no body); the client reads neither.
      return { status: 200, body: {} };
    },
  });
}

async function renderCard() {
  const user = userEvent.setup();
  renderWithProviders(<ScheduleCallCard projectId="proj-1" />);
  const card = screen.getByRole('region', { name: 'Schedule a Call' });
  await within(card).findByRole('group', { name: 'Tue 16 Apr 2030' });
  return { user, card };
}

describe('Schedule a Call', () => {
  it("lists the customer's calls on UK time with a calendar file, and the free times by day", async () => {
    stubServer();
    const { card } = await renderCard();
    const call = await within(card).findByRole('listitem');
    expect(call).toHaveTextContent('Thu 18 Apr 2030 at 10:00');
    expect(call).toHaveTextContent('30 minutes with James');
    expect(within(call).getByText('Where the <b>cables</b> run')).toBeInTheDocument();
    expect(within(call).getByRole('link', { name: 'Add to calendar: your call on Thu 18 Apr 2030 at 10:00' })).toHaveAttribute('href', `/api/calls/${BOOKED.id}/calendar.ics`);

    const tuesday = within(card).getByRole('group', { name: 'Tue 16 Apr 2030' });
    expect(within(tuesday).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['10:00 with James', '14:00 with Priya']);
    expect(within(card).getByRole('group', { name: 'Wed 17 Apr 2030' })).toHaveTextContent('11:30 with James');
    expect(within(card).getByRole('button', { name: 'Book call' })).toBeDisabled();
  });

  it('books the chosen time with a topic, and shows it among the calls', async () => {
    const fetchMock = stubServer();
    const { user, card } = await renderCard();
    await user.click(within(card).getByRole('radio', { name: '10:00 with James' }));
    expect(card).toHaveTextContent('Tue 16 Apr 2030 at 10:00 with James');
    await user.type(within(card).getByLabelText('What would you like to talk about? (optional)'), '  Doors ');
    await user.click(within(card).getByRole('button', { name: 'Book call' }));

    expect(await screen.findByText('Call booked')).toBeInTheDocument();
    expect(screen.getByText('James will call you on Tue 16 Apr 2030 at 10:00.')).toBeInTheDocument();
    const [request] = callsTo(fetchMock, 'POST', `/api/availability/${SLOTS[0]!.id}/book`);
    expect(JSON.parse(request![1]!.body as string)).toEqual({ topic: 'Doors' });
    expect(await within(card).findByText('Tue 16 Apr 2030 at 10:00')).toBeInTheDocument();
    expect(within(card).queryByRole('radio', { name: '10:00 with James' })).not.toBeInTheDocument();
  });

  it('says when someone else took the time first, and fetches the free times again', async () => {
    const fetchMock = stubServer(() => ({ status: 409, body: { error: { code: 'CONFLICT', message: 'That time has just been taken. Please choose another.' } } }));
    const { user, card } = await renderCard();
    await user.click(within(card).getByRole('radio', { name: '10:00 with James' }));
    await user.click(within(card).getByRole('button', { name: 'Book call' }));
    expect(await screen.findByText('That time has gone')).toBeInTheDocument();
    expect(screen.getByText('That time has just been taken. Please choose another.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/availability/open').length).toBeGreaterThan(1);
    expect(within(card).getByRole('radio', { name: '10:00 with James' })).not.toBeChecked();
  });

  it('cancels a call after asking', async () => {
    const fetchMock = stubServer();
    const { user, card } = await renderCard();
    await user.click(await within(card).findByRole('button', { name: 'Cancel call on Thu 18 Apr 2030 at 10:00' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Call cancelled')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', `/api/calls/${BOOKED.id}`)).toHaveLength(1);
    expect(await within(card).findByText('You have no calls booked. Choose a time below.')).toBeInTheDocument();
  });
});
