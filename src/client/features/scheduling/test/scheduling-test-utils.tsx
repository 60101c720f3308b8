import { vi } from 'vitest';
import type { ScheduleEvent } from '@/shared/schemas/scheduling';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
export { renderWithProviders } from '@/client/test/render-with-providers';

/** Monday 15 April 2030, 10:00 in London: April 2030 starts on a Monday, so its grid runs 1 April to 12 May. */
export const NOW = new Date('2030-04-15T09:00:00Z');
export const APRIL_SCHEDULE = '/api/schedule?from=2030-04-01&to=2030-05-12';

/** Only the clock is faked, so timers (debounces, user events) still run. */
export function freezeDate() {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
}

export function event(overrides: Partial<ScheduleEvent> & Pick<ScheduleEvent, 'id' | 'kind' | 'date'>): ScheduleEvent {
  return {
    slot: 'all_day',
    startsAt: null,
    durationMinutes: null,
    projectId: 'proj-1',
    projectName: 'Garden Office, 4m x 3m',
    customerName: 'Lucy Ward',
    teamId: null,
    teamName: null,
    location: null,
    notes: null,
    installStatus: null,
    staffName: null,
    topic: null,
    ...overrides,
  };
}
