// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenSlot } from '@/shared/schemas/availability';
import { callsTo, freezeDate, renderWithProviders, sentBody, stubApi } from '../test/leads-test-utils';
import { DemoBooking } from './demo-booking';

// 16 and 17 April 2030 are in British Summer Time: 09:00Z is 10:00 in London.
const SLOTS: OpenSlot[] = [
  { id: 'a0000000-0000-4000-8000-000000000001', startsAt: '2030-04-16T09:00:00.000Z', durationMinutes: 30, staffFirstName: 'James' },
  { id: 'a0000000-0000-4000-8000-000000000002', startsAt: '2030-04-16T13:00:00.000Z', durationMinutes: 30, staffFirstName: 'Priya' },
  { id: 'a0000000-0000-4000-8000-000000000003', startsAt: '2030-04-17T10:30:00.000Z', durationMinutes: 45, staffFirstName: 'James' },
];
const TAKEN = 'That time has just been taken. Please choose another.';

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

async function fillDetails(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Your name'), 'Pat Visitor');
  await user.type(screen.getByLabelText('Email'), 'pat@example.test');
}

// Typing through whole forms in jsdom is slow on a shared machine.
describe('DemoBooking', { timeout: 20_000 }, () => {
  it('offers the free times by UK day as one keyboard radio group, and confirms the one booked', async () => {
    const fetchMock = stubApi({
      'GET /api/demo/slots': () => ({ status: 200, body: { slots: SLOTS } }),
      'POST /api/demo/book': (init) => ({
        status: 201,
        body: { leadId: 'b0000000-0000-4000-8000-000000000001', startsAt: SLOTS[2]!.startsAt, durationMinutes: 45, staffFirstName: 'James', preferredDate: null, slotId: sentBody(init).slotId },
      }),
    });
    const { user } = renderWithProviders(<DemoBooking />);
    const tuesday = await screen.findByRole('group', { name: 'Tuesday 16 April' });
    expect(within(tuesday).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['10:00 with James', '14:00 with Priya']);
    expect(screen.getByRole('group', { name: 'Wednesday 17 April' })).toBeInTheDocument();

    // Keyboard only: into the group, then along it with the arrow keys.
    within(tuesday).getByRole('radio', { name: /10:00/ }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: /11:30 with James/ })).toBeChecked();
    expect(screen.getByText('Wednesday 17 April at 11:30 with James')).toBeInTheDocument();

    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book my demo' }));
    const heading = await screen.findByRole('heading', { name: 'Your demo is booked' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Wednesday 17 April 2030 at 11:30 (UK time) with James, for about 45 minutes.');
    expect(screen.getByRole('status')).toHaveTextContent('We have emailed the details to pat@example.test.');
    const [call] = callsTo(fetchMock, 'POST', '/api/demo/book');
    expect(sentBody(call![1])).toEqual({ slotId: SLOTS[2]!.id, name: 'Pat Visitor', email: 'pat@example.test', website: '' });
  });

  it('asks for a time or a day, and takes a day that suits when no time does', async () => {
    const fetchMock = stubApi({
      'GET /api/demo/slots': () => ({ status: 200, body: { slots: SLOTS } }),
      'POST /api/demo/book': () => ({ status: 201, body: { leadId: 'b0000000-0000-4000-8000-000000000002', startsAt: null, durationMinutes: null, staffFirstName: null, preferredDate: '2030-04-24' } }),
    });
    const { user } = renderWithProviders(<DemoBooking />);
    await screen.findByRole('group', { name: 'Tuesday 16 April' });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book my demo' }));
    expect(await screen.findByText('Choose a time, or tell us a day that suits you')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'None of these suit? Suggest a day' }));
    const day = screen.getByLabelText('A day that suits you');
    expect(day).toHaveAttribute('min', '2030-04-16');
    await user.type(day, '2030-04-24');
    await user.click(screen.getByRole('button', { name: 'Ask for a demo' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, we have your request' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You would like a demo on Wednesday 24 April 2030.');
    const [call] = callsTo(fetchMock, 'POST', '/api/demo/book');
    expect(sentBody(call![1])).toMatchObject({ preferredDate: '2030-04-24' });
    expect(sentBody(call![1])).not.toHaveProperty('slotId');
  });

  it('says when a time has just gone, and offers the times still free', async () => {
    let slots = SLOTS;
    stubApi({
      'GET /api/demo/slots': () => ({ status: 200, body: { slots } }),
      'POST /api/demo/book': () => {
        slots = SLOTS.slice(1);
        return { status: 409, body: { error: { code: 'CONFLICT', message: TAKEN } } };
      },
    });
    const { user } = renderWithProviders(<DemoBooking />);
    await user.click(await screen.findByRole('radio', { name: /10:00 with James/ }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book my demo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TAKEN);
    await vi.waitFor(() => expect(screen.queryByRole('radio', { name: /10:00 with James/ })).toBeNull());
    expect(screen.getByRole('radio', { name: /14:00 with Priya/ })).not.toBeChecked();
    expect(screen.getByLabelText('Your name')).toHaveValue('Pat Visitor');
  });

  it('goes straight to a day that suits when no time is free', async () => {
    stubApi({ 'GET /api/demo/slots': () => ({ status: 200, body: { slots: [] } }) });
    renderWithProviders(<DemoBooking />);
    expect(await screen.findByText(/There are no free times online just now/)).toBeInTheDocument();
    expect(screen.getByLabelText('A day that suits you')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for a demo' })).toBeInTheDocument();
  });
});
