import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { toast, Toaster } from 'sonner';
import { vi } from 'vitest';
import { createQueryClient } from '@/client/lib/query-client';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';

/** Monday 15 April 2030, 10:00 in London (British Summer Time: 09:00Z). */
export const NOW = new Date('2030-04-15T09:00:00Z');

/** Only the clock is faked, so timers (user events, toasts) still run. */
export function freezeDate() {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
}

export function renderWithProviders(ui: ReactElement) {
  // Sonner keeps toasts in module state and replays them to a new Toaster.
  toast.dismiss();
  const queryClient = createQueryClient({ retry: false });
  return {
    // No pause between keystrokes: the forms are typed into a lot, on a busy machine.
    user: userEvent.setup({ delay: null }),
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}

/** The JSON body a stubbed request carried. */
export const sentBody = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
