import { vi } from 'vitest';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
export { renderWithProviders } from '@/client/test/render-with-providers';

/** Monday 15 April 2030, 10:00 in London (British Summer Time: 09:00Z). */
export const NOW = new Date('2030-04-15T09:00:00Z');

/** Only the clock is faked, so timers (user events, toasts) still run. */
export function freezeDate() {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
}

/** The JSON body a stubbed request carried. */
export const sentBody = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
