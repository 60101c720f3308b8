import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { toast, Toaster } from 'sonner';
import type { Role } from '@/shared/constants/roles';
import type { SessionUser } from '@/shared/schemas/auth';
import type { CompanySettings } from '@/shared/schemas/settings';
import { AuthStateProvider } from '@/client/lib/auth/auth-state';
import { createQueryClient } from '@/client/lib/query-client';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';

export function companySettings(overrides: Partial<CompanySettings> = {}): CompanySettings {
  return {
    companyName: 'Arbour Garden Rooms',
    subdomain: 'demo',
    primaryColor: '#1f6f4a',
    secondaryColor: '#a8742c',
    logoUrl: null,
    emailSenderName: null,
    productionCapacity: 12,
    logoMaxBytes: 2 * 1024 * 1024,
    ...overrides,
  };
}

export function sessionUser(role: Role): SessionUser {
  return { id: `user-${role}`, name: role, email: `${role}@example.com`, role, projectId: null, isFirstLogin: false };
}

/** The JSON body a stubbed call was sent with. */
export function sentBody(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init!.body));
}

export function renderWithProviders(ui: ReactElement) {
  // Sonner keeps its toasts in module state and replays them to a new Toaster, so one test's toasts would show in the next.
  toast.dismiss();
  const queryClient = createQueryClient({ retry: false });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <AuthStateProvider>
            {ui}
            <Toaster />
          </AuthStateProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
