// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@/shared/constants/roles';
import type { ConfiguratorOption } from '@/shared/schemas/configurator';
import { callsTo, renderWithProviders, sampleOptions, sentBody, sessionUser, stubApi } from '../test/configurator-test-utils';
import { ConfiguratorAdminView } from './configurator-admin-view';
import { StaffOnly } from '@/client/components/auth/staff-only';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

const page = (
  <StaffOnly signInTitle="Sign in to manage the configurator">
    <ConfiguratorAdminView />
  </StaffOnly>
);

/** The API as staff see it: writes change the list, as the server would. */
function stubAs(role: Role | null) {
  let options = sampleOptions();
  const patchRoutes = Object.fromEntries(
    options.map((o) => [
      `PATCH /api/configurator/options/${o.id}`,
      (init: RequestInit | undefined) => {
        options = options.map((x) => (x.id === o.id ? { ...x, ...(sentBody(init) as Partial<ConfiguratorOption>) } : x));
        return { status: 200, body: options.find((x) => x.id === o.id) };
      },
    ]),
  );
  return stubApi({
    'GET /api/me': () => (role ? { status: 200, body: sessionUser(role) } : { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } } }),
    'GET /api/configurator/admin/options': () => ({ status: 200, body: { options } }),
    'POST /api/configurator/options': (init) => {
      const created = { id: 'opt-new', description: null, ...(sentBody(init) as object) } as ConfiguratorOption;
      options = [...options, created];
      return { status: 201, body: created };
    },
    'DELETE /api/configurator/options/opt-9': () => {
      options = options.filter((o) => o.id !== 'opt-9');
      return { status: 200, body: null };
    },
    ...patchRoutes,
  });
}

const group = (name: string) => screen.getByRole('list', { name: `${name} options` });

describe('Configurator admin', { timeout: 20_000 }, () => {
  it('asks a visitor to sign in, and comes back here afterwards', async () => {
    const fetchMock = stubAs(null);
    renderWithProviders(page, { route: '/configurator/admin' });
    expect(await screen.findByRole('heading', { name: 'Sign in to manage the configurator' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirectTo=%2Fconfigurator%2Fadmin');
    expect(callsTo(fetchMock, 'GET', '/api/configurator/admin/options')).toHaveLength(0);
  });

  it('tells a customer the page is for staff', async () => {
    stubAs('customer');
    renderWithProviders(page, { route: '/configurator/admin' });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
  });

  it('lets staff change a price typed in pounds, stored in pence', async () => {
    const fetchMock = stubAs('staff');
    const user = userEvent.setup();
    renderWithProviders(page, { route: '/configurator/admin' });
    expect(await within(await screen.findByRole('list', { name: 'Product type options' })).findByText('£4,500.00 + £850.00 per m²')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Garden Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Garden Room' });
    const base = within(dialog).getByLabelText('Base price (£)');
    expect(base).toHaveValue('4500.00');
    await user.clear(base);
    await user.type(base, '£4,750.50');
    await user.clear(within(dialog).getByLabelText('Price per m² of floor (£)'));
    await user.type(within(dialog).getByLabelText('Price per m² of floor (£)'), '900');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Available on the configurator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Option saved')).toBeInTheDocument();
    expect(sentBody(callsTo(fetchMock, 'PATCH', '/api/configurator/options/opt-1')[0]![1])).toEqual({
      label: 'Garden Room',
      description: null,
      pricePence: 475_050,
      pricing: 'fixed',
      attributes: { perM2Pence: 90_000 },
      available: false,
      position: 10,
    });
    expect(await within(group('Product type')).findByText('£4,750.50 + £900.00 per m²')).toBeInTheDocument();
    expect(within(group('Product type')).getByText('Unavailable')).toBeInTheDocument();
  });

  it('checks a new size before sending it, with the same rules as the server', async () => {
    const fetchMock = stubAs('admin');
    const user = userEvent.setup();
    renderWithProviders(page, { route: '/configurator/admin' });
    await user.click(await screen.findByRole('button', { name: 'Add size option' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a size option' });
    await user.type(within(dialog).getByLabelText('Label'), '7 × 4 m');
    await user.type(within(dialog).getByLabelText('Code'), '7x4');
    await user.type(within(dialog).getByLabelText('Width (m)'), '13');
    await user.clear(within(dialog).getByLabelText('Surcharge for this size (£)'));
    await user.type(within(dialog).getByLabelText('Surcharge for this size (£)'), '100001');
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));

    expect(await within(dialog).findByText('At most 12 m')).toBeInTheDocument();
    expect(within(dialog).getByText('A size needs its depth in metres')).toBeInTheDocument();
    expect(within(dialog).getByText('A price must be at most £100,000.00')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/configurator/options')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Width (m)'));
    await user.type(within(dialog).getByLabelText('Width (m)'), '7');
    await user.type(within(dialog).getByLabelText('Depth (m)'), '4');
    await user.clear(within(dialog).getByLabelText('Surcharge for this size (£)'));
    await user.type(within(dialog).getByLabelText('Surcharge for this size (£)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    expect(await screen.findByText('Option added')).toBeInTheDocument();
    expect(sentBody(callsTo(fetchMock, 'POST', '/api/configurator/options')[0]![1])).toMatchObject({
      group: 'size',
      code: '7x4',
      pricePence: 0,
      attributes: { widthM: 7, depthM: 4 },
      position: 50,
    });
    expect(await within(group('Size')).findByText('7 × 4 m')).toBeInTheDocument();
  });

  it('deletes an option after asking', async () => {
    const fetchMock = stubAs('staff');
    const user = userEvent.setup();
    renderWithProviders(page, { route: '/configurator/admin' });
    await user.click(await screen.findByRole('button', { name: 'Delete Bi-fold doors' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Bi-fold doors?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete option' }));
    expect(await screen.findByText('Option deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/configurator/options/opt-9')).toHaveLength(1);
    await vi.waitFor(() => expect(within(group('Doors')).queryByText('Bi-fold doors')).not.toBeInTheDocument());
  });
});
