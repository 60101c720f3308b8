// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lead, LeadPage } from '@/shared/schemas/leads';
import { callsTo, freezeDate, renderWithProviders, sentBody, stubApi } from '../test/leads-test-utils';
import { LeadsView } from './leads-view';

const QUOTE: Lead = {
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Sam Quote',
  email: 'sam@example.test',
  phone: '07700 900123',
  message: null,
  source: 'configurator',
  status: 'new',
  configuration: { productType: 'home_office', size: '4x3', cladding: 'cedar', windows: 'two_windows', doors: 'bifold', electrical: 'office', insulation: 'enhanced', base: 'ground_screws' },
  configurationSummary: 'Home Office, 4 m x 3 m, Western red cedar',
  preferredDate: null,
  demo: null,
  convertedCustomerId: null,
  createdAt: '2030-04-15T08:30:00.000Z',
};
const DEMO: Lead = {
  ...QUOTE,
  id: 'c0000000-0000-4000-8000-000000000002',
  name: 'Pat Visitor',
  email: 'pat@example.test',
  phone: null,
  source: 'demo',
  status: 'contacted',
  configuration: null,
  configurationSummary: null,
  demo: { startsAt: '2030-04-16T09:00:00.000Z', durationMinutes: 30, staffName: 'James Wilson' },
};
const page = (leads: Lead[]): LeadPage => ({ leads, page: 1, pageCount: 1, total: leads.length });

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

describe('LeadsView', { timeout: 20_000 }, () => {
  it('lists each lead with how to reach them, its source, status, design and booked demo', async () => {
    const fetchMock = stubApi({
      'GET /api/leads?page=1': () => ({ status: 200, body: page([QUOTE, DEMO]) }),
      'GET /api/leads?source=demo&page=1': () => ({ status: 200, body: page([DEMO]) }),
    });
    const { user } = renderWithProviders(<LeadsView />);
    // The table is for wide screens and the cards for phones; jsdom renders both, so read the table.
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Sam Quote');
    expect(within(rows[0]!).getByRole('link', { name: '07700 900123' })).toHaveAttribute('href', 'tel:07700900123');
    expect(rows[0]).toHaveTextContent('Configurator');
    expect(rows[0]).toHaveTextContent('Design: Home Office, 4 m x 3 m, Western red cedar');
    expect(rows[1]).toHaveTextContent('Demo booked: Tue 16 Apr 2030, 10:00 (UK time) with James Wilson');
    expect(rows[1]).toHaveTextContent('Contacted');

    await user.selectOptions(screen.getByLabelText('Source'), 'demo');
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/leads?source=demo&page=1')).toHaveLength(1));
    expect(await screen.findByText('1 lead matching the filters')).toBeInTheDocument();
  });

  it('marks a lead contacted', async () => {
    let current = QUOTE;
    const fetchMock = stubApi({
      'GET /api/leads?page=1': () => ({ status: 200, body: page([current]) }),
      [`PATCH /api/leads/${QUOTE.id}`]: (init) => {
        current = { ...QUOTE, status: sentBody(init).status as Lead['status'] };
        return { status: 200, body: current };
      },
    });
    const { user } = renderWithProviders(<LeadsView />);
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Mark contacted: Sam Quote' }));
    expect(await within(table).findByRole('button', { name: 'Mark as new: Sam Quote' })).toBeInTheDocument();
    expect(sentBody(callsTo(fetchMock, 'PATCH', `/api/leads/${QUOTE.id}`)[0]![1])).toEqual({ status: 'contacted' });
  });

  it('converts a lead after asking, and says who was invited', async () => {
    let current = QUOTE;
    const fetchMock = stubApi({
      'GET /api/leads?page=1': () => ({ status: 200, body: page([current]) }),
      [`POST /api/leads/${QUOTE.id}/convert`]: () => {
        current = { ...QUOTE, status: 'converted', convertedCustomerId: 'user-1' };
        return { status: 201, body: { lead: current, customer: { id: 'user-1', name: 'Sam Quote', email: 'sam@example.test', projectId: 'proj-1' }, invitationExpiresAt: '2030-04-22T09:00:00.000Z' } };
      },
    });
    const { user } = renderWithProviders(<LeadsView />);
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Convert to customer: Sam Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert Sam Quote to a customer?' });
    expect(dialog).toHaveTextContent('with the building they designed as its specification');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'POST', `/api/leads/${QUOTE.id}/convert`)).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: 'Convert to customer: Sam Quote' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText('Customer created successfully')).toBeInTheDocument();
    expect(screen.getByText('An invitation has been sent to sam@example.test.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(screen.getByRole('table')).findByText('Converted')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the conversion is refused', async () => {
    const message = 'Someone already has an account with sam@example.test. Each person needs their own email address.';
    stubApi({
      'GET /api/leads?page=1': () => ({ status: 200, body: page([QUOTE]) }),
      [`POST /api/leads/${QUOTE.id}/convert`]: () => ({ status: 409, body: { error: { code: 'CONFLICT', message } } }),
    });
    const { user } = renderWithProviders(<LeadsView />);
    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Convert to customer: Sam Quote' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create customer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });
});
