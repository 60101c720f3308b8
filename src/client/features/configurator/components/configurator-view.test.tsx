// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderWithProviders, sampleOptions, sentBody, stubApi } from '../test/configurator-test-utils';
import { ConfiguratorView } from './configurator-view';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

const summary = () => screen.getByRole('region', { name: /^Your / });

// A whole page of radios: role queries in jsdom take seconds on a busy machine.
describe('ConfiguratorView', { timeout: 20_000 }, () => {
  it('prices the first option of each group, and reprices live as choices change', async () => {
    stubApi({ 'GET /api/configurator/options': () => ({ status: 200, body: { options: sampleOptions() } }) });
    const user = userEvent.setup();
    renderWithProviders(<ConfiguratorView />);

    // 4,500 + 9 m² × 850 + 950 + 9 × 55 = £13,595.00, a sixth of it VAT.
    expect(await within(await screen.findByRole('region', { name: 'Your garden room' })).findByText('£13,595.00')).toBeInTheDocument();
    expect(within(summary()).getByText('Includes VAT at 20%: £2,265.83')).toBeInTheDocument();
    expect(within(summary()).getByText('Price before VAT: £11,329.17')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Garden Room/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /5 × 4 m/ }));
    await user.click(screen.getByRole('radio', { name: /Western red cedar/ }));
    await user.click(screen.getByRole('radio', { name: /Bi-fold doors/ }));
    // 4,500 + 20 × 850 + 20 × 90 + 2,400 + 950 + 20 × 55.
    expect(within(summary()).getByText('£27,750.00')).toBeInTheDocument();
    expect(within(summary()).getByText('5 × 4 m (20 m²)')).toBeInTheDocument();
    // Per-m² prices are shown for the chosen size.
    expect(screen.getByRole('radio', { name: /Western red cedar/ })).toHaveAccessibleDescription(/\+£1,800\.00 \(£90\.00 per m²\)/);

    // The size cards price the floor at the chosen product's rate.
    await user.click(screen.getByRole('radio', { name: /Garden Studio/ }));
    expect(screen.getByRole('radio', { name: /5 × 4 m/ })).toHaveAccessibleDescription('20 m² · £19,600.00');
    expect(within(summary()).getByRole('heading', { name: 'Your garden studio' })).toBeInTheDocument();
  });

  it('sends a quote request as a lead with the configuration, and says it went', async () => {
    const fetchMock = stubApi({
      'GET /api/configurator/options': () => ({ status: 200, body: { options: sampleOptions() } }),
      'POST /api/leads': () => ({ status: 201, body: { id: 'lead-1' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ConfiguratorView />);
    await user.click(await screen.findByRole('radio', { name: /5 × 4 m/ }));
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));

    const dialog = await screen.findByRole('dialog', { name: 'Request a quote' });
    expect(dialog).toHaveAccessibleDescription(/Garden Room, 5 × 4 m: £23,550\.00 including VAT/);
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Enter your name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your email address')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/leads')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Sarah Hughes');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Enter an email address like name@example.com')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'sarah@example.co.uk');
    await user.type(within(dialog).getByLabelText(/Message/), 'Side access is narrow.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByText('Thank you, we have your request')).toBeInTheDocument();
    expect(sentBody(callsTo(fetchMock, 'POST', '/api/leads')[0]![1])).toEqual({
      name: 'Sarah Hughes',
      email: 'sarah@example.co.uk',
      message: 'Side access is narrow.',
      source: 'configurator',
      configuration: {
        productType: 'garden_room',
        size: '5x4',
        cladding: 'composite',
        windows: 'side_window',
        doors: 'french',
        electrical: 'standard',
        insulation: 'standard',
        base: 'ground_screws',
      },
    });
  });

  it("says so when a quote request fails, showing the server's reasons beside the fields", async () => {
    stubApi({
      'GET /api/configurator/options': () => ({ status: 200, body: { options: sampleOptions() } }),
      'POST /api/leads': () => ({
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'Some of the information sent is not valid.', fields: { phone: ['That number is not in service'] } } },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ConfiguratorView />);
    await user.click(await screen.findByRole('button', { name: 'Request a quote' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Sam');
    await user.type(within(dialog).getByLabelText('Email'), 'sam@example.com');
    await user.type(within(dialog).getByLabelText(/Phone/), '07700 900123');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Some of the information sent is not valid.');
    expect(within(dialog).getByLabelText(/Phone/)).toHaveAccessibleDescription('That number is not in service');
  });

  it('offers a retry when the options cannot be loaded', async () => {
    stubApi({ 'GET /api/configurator/options': () => ({ status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Down for a moment.' } } }) });
    renderWithProviders(<ConfiguratorView />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the options. Down for a moment.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
