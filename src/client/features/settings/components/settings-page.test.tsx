// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@/shared/constants/roles';
import type { CompanySettings } from '@/shared/schemas/settings';
import { callsTo, companySettings, renderWithProviders, sentBody, sessionUser, stubApi } from '../test/settings-test-utils';
import { SettingsPage } from './settings-page';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

const slots = { bankDetails: <section aria-label="Bank details slot" />, checklistTemplate: <section aria-label="Checklist slot" /> };

function stubAs(role: Role, extra: Parameters<typeof stubApi>[0] = {}) {
  let settings = companySettings({ emailSenderName: 'Arbour Bookings' });
  return stubApi({
    'GET /api/me': () => ({ status: 200, body: sessionUser(role) }),
    'GET /api/settings': () => ({ status: 200, body: settings }),
    'PUT /api/settings': (init) => {
      settings = { ...settings, ...(sentBody(init) as Partial<CompanySettings>) };
      return { status: 200, body: settings };
    },
    'GET /api/teams': () => ({ status: 200, body: { teams: [{ id: 't1', name: 'Install Team North' }] } }),
    'GET /api/tickets/settings': () => ({ status: 200, body: { responseTargetHours: 24 } }),
    'GET /api/settings/payment-reminders': () => ({ status: 200, body: { enabled: true, daysBefore: 7 } }),
    ...extra,
  });
}

const card = (name: string) => screen.getByRole('region', { name });

describe('Settings page', () => {
  it('shows staff every setting as text, with the note and no way to change them', async () => {
    stubAs('staff');
    renderWithProviders(<SettingsPage slots={slots} />);

    expect(screen.getByText(/^Only an admin can change these settings\./)).toBeInTheDocument();
    const company = await screen.findByRole('region', { name: 'Company' });
    expect(within(company).getByText('Arbour Garden Rooms', { selector: 'dd' })).toBeInTheDocument();
    expect(within(company).getByText('#1f6f4a')).toBeInTheDocument();
    expect(within(card('Email')).getByText('Arbour Bookings')).toBeInTheDocument();
    expect(within(card('Production capacity')).getByText('12 builds at once')).toBeInTheDocument();
    expect(await within(card('Support response target')).findByText('24 hours')).toBeInTheDocument();
    expect(await within(card('Teams')).findByText('Install Team North')).toBeInTheDocument();
    // The drawn logo, since there is none.
    expect(within(card('Logo')).getByTestId('fallback-logo')).toHaveTextContent('Arbour Garden Rooms');

    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /save|upload|add team|rename|remove/i })).not.toBeInTheDocument();
    // Other features' cards go where the route page put them.
    expect(screen.getByRole('region', { name: 'Bank details slot' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Checklist slot' })).toBeInTheDocument();
  });

  it('previews a colour as it is typed, then saves the whole set and has the header read the branding again', async () => {
    const fetchMock = stubAs('admin');
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<SettingsPage slots={slots} />);
    queryClient.setQueryData(['company'], { id: 'c1', name: 'Arbour Garden Rooms', subdomain: 'demo', logoUrl: null, primaryColor: '#1f6f4a', secondaryColor: '#a8742c' });

    const primary = await screen.findByRole('textbox', { name: 'Primary colour' });
    expect(screen.queryByText(/Only an admin can change these settings/)).not.toBeInTheDocument();
    const preview = screen.getByRole('figure', { name: 'Preview' });
    await user.clear(primary);
    await user.type(primary, '#7B2D8E');
    expect(preview.style.getPropertyValue('--color-primary')).toBe('#7b2d8e');
    // White reads better than black on this purple, so the preview's button text is white.
    expect(preview.style.getPropertyValue('--color-primary-fg')).toBe('#ffffff');
    expect(screen.getByLabelText('Pick the primary colour')).toHaveValue('#7b2d8e');

    await user.click(screen.getByRole('button', { name: 'Save company details' }));
    expect(await screen.findByText('Company details saved')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PUT', '/api/settings');
    expect(sentBody(call![1])).toEqual({
      companyName: 'Arbour Garden Rooms',
      primaryColor: '#7b2d8e',
      secondaryColor: '#a8742c',
      emailSenderName: 'Arbour Bookings',
      productionCapacity: 12,
    });
    expect(queryClient.getQueryState(['company'])?.isInvalidated).toBe(true);
  });

  it('checks the fields before sending, and shows the server’s reason beside a field', async () => {
    const fetchMock = stubAs('admin', {
      'PUT /api/settings': () => ({
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'Some of the information sent is not valid.', fields: { companyName: ['That name is taken'] } } },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage slots={slots} />);

    const primary = await screen.findByRole('textbox', { name: 'Primary colour' });
    await user.clear(primary);
    await user.type(primary, '#12');
    const name = screen.getByRole('textbox', { name: 'Company name' });
    await user.clear(name);
    await user.type(name, 'A');
    await user.click(screen.getByRole('button', { name: 'Save company details' }));
    expect(await screen.findByText('Use a colour like #1f6f4a')).toBeInTheDocument();
    expect(screen.getByText('Enter the company name (at least 2 characters)')).toBeInTheDocument();
    expect(primary).toHaveAttribute('aria-invalid', 'true');
    // The picker keeps the last real colour while the text is half typed.
    expect(screen.getByLabelText('Pick the primary colour')).toHaveValue('#1f6f4a');
    expect(callsTo(fetchMock, 'PUT', '/api/settings')).toHaveLength(0);

    await user.clear(primary);
    await user.type(primary, '#1f6f4a');
    await user.type(name, 'cme');
    await user.click(screen.getByRole('button', { name: 'Save company details' }));
    expect(await screen.findByText('That name is taken')).toBeInTheDocument();
    expect(screen.getByText('Could not save the company details')).toBeInTheDocument();
  });

  it('saves the sender name (empty means the company name) and the capacity (empty means not set)', async () => {
    const fetchMock = stubAs('admin');
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage slots={slots} />);

    const sender = await screen.findByRole('textbox', { name: 'Sender name' });
    await user.clear(sender);
    await user.type(sender, 'Arbour <sales>');
    await user.click(screen.getByRole('button', { name: 'Save sender name' }));
    expect(await screen.findByText('The sender name cannot contain line breaks or < >')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/settings')).toHaveLength(0);

    await user.clear(sender);
    await user.click(screen.getByRole('button', { name: 'Save sender name' }));
    expect(await screen.findByText('Sender name saved')).toBeInTheDocument();
    expect(sentBody(callsTo(fetchMock, 'PUT', '/api/settings')[0]![1])).toMatchObject({ emailSenderName: null });

    const capacity = screen.getByRole('spinbutton', { name: 'Builds at once' });
    await user.clear(capacity);
    await user.type(capacity, '501');
    await user.click(screen.getByRole('button', { name: 'Save capacity' }));
    expect(await screen.findByText('At most 500 builds')).toBeInTheDocument();
    await user.clear(capacity);
    await user.click(screen.getByRole('button', { name: 'Save capacity' }));
    expect(await screen.findByText('Production capacity saved')).toBeInTheDocument();
    expect(sentBody(callsTo(fetchMock, 'PUT', '/api/settings')[1]![1])).toMatchObject({ productionCapacity: null, emailSenderName: null });
  });

  it('saves the support response target through the ticket settings', async () => {
    const fetchMock = stubAs('admin', { 'PUT /api/tickets/settings': (init) => ({ status: 200, body: sentBody(init) }) });
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage slots={slots} />);

    const target = await screen.findByRole('spinbutton', { name: 'Hours to the first reply' });
    await user.clear(target);
    await user.type(target, '8');
    await user.click(screen.getByRole('button', { name: 'Save response target' }));
    expect(await screen.findByText('Response target saved')).toBeInTheDocument();
    expect(sentBody(callsTo(fetchMock, 'PUT', '/api/tickets/settings')[0]![1])).toEqual({ responseTargetHours: 8 });
  });
});
