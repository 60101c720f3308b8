import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { toast, Toaster } from 'sonner';
import type { Contract } from '@/shared/schemas/contracts';
import type { CustomerSummary } from '@/shared/schemas/customers';
import { createQueryClient } from '@/client/lib/query-client';

export { callsTo, headerOf, stubApi } from '../../../../../tests/setup/client-api-stub';

export const CONTRACT_ID = 'c1000000-0000-4000-8000-000000000001';
export const contractPath = (id: string) => `/api/contracts/${id}`;

export function contract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: CONTRACT_ID,
    title: 'Garden Office Build Agreement',
    description: 'Supply and installation of your garden office',
    content: '# Agreement\n\nWe will build your garden room.\n\n## Payment\n\nA 20% deposit is due on signing.',
    customerId: 'user-customer',
    customerName: 'Jane Cooper',
    projectId: 'proj-123456',
    staffId: 'user-staff',
    status: 'unsigned',
    isSigned: false,
    signedAt: null,
    voidedAt: null,
    createdAt: '2030-04-20T09:00:00.000Z',
    contentHash: null,
    signerName: null,
    signerEmail: null,
    cancellationEndsAt: null,
    workStartRequestedAt: null,
    ...overrides,
  };
}

/** The contract as the API answers once its customer has signed it. */
export function signed(base: Contract, signedAt = '2030-04-22T13:05:00.000Z'): Contract {
  return {
    ...base,
    status: 'signed',
    isSigned: true,
    signedAt: signedAt,
    contentHash: 'a'.repeat(64),
    signerName: 'Jane Cooper',
    signerEmail: 'jane@example.com',
    cancellationEndsAt: new Date(Date.parse(signedAt) + 14 * 86_400_000).toISOString(),
  };
}

export function customer(overrides: Partial<CustomerSummary> = {}): CustomerSummary {
  return { id: 'user-jane', name: 'Jane Cooper', email: 'jane@example.com', projectId: 'proj-jane', projectName: 'Garden Office, 4m x 3m', ...overrides };
}

export const apiError = (status: number, code: string, message: string) => ({ status, body: { error: { code, message } } });

/** Shows the current URL's query, so a test can see what a selection wrote there. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderWithProviders(ui: ReactElement, { url = '/contracts' }: { url?: string } = {}) {
  // Sonner keeps its toasts in module state and replays them to a new Toaster, so one test's toasts would show in the next.
  toast.dismiss();
  const queryClient = createQueryClient({ retry: false });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}
