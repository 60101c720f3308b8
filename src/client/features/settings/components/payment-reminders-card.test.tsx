// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderWithProviders, sentBody, stubApi } from '../test/settings-test-utils';
import { PaymentRemindersCard } from './payment-reminders-card';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

function stubReminders(initial = { enabled: true, daysBefore: 7 }) {
  let saved = initial;
  return stubApi({
    'GET /api/settings/payment-reminders': () => ({ status: 200, body: saved }),
    'PUT /api/settings/payment-reminders': (init) => {
      saved = sentBody(init) as typeof saved;
      return { status: 200, body: saved };
    },
  });
}

describe('PaymentRemindersCard', () => {
  it('tells staff when reminders go, with nothing to change', async () => {
    stubReminders({ enabled: true, daysBefore: 5 });
    renderWithProviders(<PaymentRemindersCard canEdit={false} />);
    expect(await screen.findByText('5 days before the due date, on it, and 3 and 10 days after')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says Off to staff when an admin turned them off', async () => {
    stubReminders({ enabled: false, daysBefore: 7 });
    renderWithProviders(<PaymentRemindersCard canEdit={false} />);
    expect(await screen.findByText('Off')).toBeInTheDocument();
  });

  it('lets an admin change the days and turn reminders off, from the keyboard', async () => {
    const fetchMock = stubReminders();
    const user = userEvent.setup();
    renderWithProviders(<PaymentRemindersCard canEdit />);

    const enabled = await screen.findByRole('checkbox', { name: 'Email customers payment reminders' });
    const daysBefore = screen.getByRole('spinbutton', { name: 'Days before the due date' });
    expect(enabled).toBeChecked();
    expect(daysBefore).toHaveValue(7);
    expect(daysBefore).toHaveAccessibleDescription(/a whole number from 1 to 30/);

    await user.clear(daysBefore);
    await user.type(daysBefore, '10');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Payment reminders saved')).toBeInTheDocument();
    expect(sentBody(callsTo(fetchMock, 'PUT', '/api/settings/payment-reminders')[0]![1])).toEqual({ enabled: true, daysBefore: 10 });

    enabled.focus();
    await user.keyboard(' ');
    expect(enabled).not.toBeChecked();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/settings/payment-reminders')).toHaveLength(2));
    expect(sentBody(callsTo(fetchMock, 'PUT', '/api/settings/payment-reminders')[1]![1])).toEqual({ enabled: false, daysBefore: 10 });
  });

  it('refuses days outside 1 to 30 before sending anything, naming the field', async () => {
    const fetchMock = stubReminders();
    const user = userEvent.setup();
    renderWithProviders(<PaymentRemindersCard canEdit />);
    const daysBefore = await screen.findByRole('spinbutton', { name: 'Days before the due date' });
    for (const [typed, message] of [['0', 'At least 1 day'], ['31', 'At most 30 days']] as const) {
      await user.clear(daysBefore);
      await user.type(daysBefore, typed);
      await user.click(screen.getByRole('button', { name: 'Save reminders' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(daysBefore).toHaveAttribute('aria-invalid', 'true');
    }
    expect(callsTo(fetchMock, 'PUT', '/api/settings/payment-reminders')).toHaveLength(0);
  });
});
