// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/shared/schemas/auth';
import type { Installation } from '@/shared/schemas/installations';
import { AuthStateProvider } from '@/client/lib/auth/auth-state';
import { meQueryKey } from '@/client/lib/auth/get-me';
import { BANK_DETAILS } from '../../../../tests/setup/client-api-stub';
import { loadStaffDashboard } from './staff-dashboard-data';
import StaffDashboardPage from './staff-dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const PROJECT_ID = 'proj-demo-001';
const DIAGRAM_ID = 'd1000000-0000-4000-8000-000000000001';

function user(role: SessionUser['role']): SessionUser {
  return { id: `user-${role}`, name: 'Sam Fitter', email: `${role}@example.com`, role, projectId: null, isFirstLogin: false };
}

const INSTALLATION: Installation = {
  projectId: PROJECT_ID,
  projectName: 'Garden Studio, 5m x 4m',
  customerName: 'Oliver Hughes',
  productType: 'studio',
  installDate: '2099-05-12',
  installSlot: 'all_day',
  location: 'Guildford, Surrey',
  team: null,
  status: 'in_production',
};

const DIAGRAM = {
  id: DIAGRAM_ID,
  projectId: PROJECT_ID,
  diagramUrl: `/api/files/f-${DIAGRAM_ID}`,
  fileName: 'site-plan.png',
  mimeType: 'image/png',
  isCustomerUpload: true,
  uploadedBy: 'user-customer',
  uploaderName: 'Jane Cooper',
  createdAt: '2030-04-22T10:15:00.000Z',
};

/** The API by path, whatever the query string: the render, not the stub, decides which reads are right. */
function stubApi({ installations, diagrams }: { installations: Installation[]; diagrams: (typeof DIAGRAM)[] }) {
  const bodies: Record<string, unknown> = {
    '/api/staff/dashboard': { activeProjects: 1, pendingInstallations: 1, pendingTasks: 0, newLeads: 0, openTickets: 0, unansweredTickets: 0, ticketsPastTarget: 0 },
    '/api/staff/production': { capacity: 12, inProduction: 1, inQualityControl: 0, complete: 0, capacityPercent: 8 },
    '/api/installations': { items: installations, page: 1, pageCount: 1, total: installations.length },
    '/api/teams': { teams: [] },
    '/api/schedule': { events: [] },
    '/api/payments': { items: [], page: 1, pageCount: 1, total: 0 },
    '/api/bank-details': BANK_DETAILS,
    '/api/checklist-template': { items: [] },
    [`/api/projects/${PROJECT_ID}/diagrams`]: { diagrams, maxUploadBytes: 25 * 1024 * 1024 },
    [`/api/projects/${PROJECT_ID}/notes`]: { notes: [] },
    [`/api/projects/${PROJECT_ID}/diagram-notes`]: { notes: [] },
    [`/api/diagrams/${DIAGRAM_ID}/notes`]: { notes: [] },
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const body = bodies[String(input).split('?')[0]!];
    return new Response(JSON.stringify(body ?? { error: { code: 'NOT_FOUND', message: 'No stub' } }), {
      status: body === undefined ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const enabled = (query: Query) => (query.options as { enabled?: unknown }).enabled !== false;

/** A query the render asked for that has no data and was not loaded (as the server's check counts them). */
function unloaded(queryClient: QueryClient): string[] {
  const waiting = (query: Query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query);
  return queryClient.getQueryCache().getAll().filter(waiting).map((query) => query.queryHash);
}

/** Every read the cache holds, but those switched off until someone acts (a dialog's, while it is closed). */
function reads(queryClient: QueryClient): string[] {
  return queryClient.getQueryCache().getAll().filter(enabled).map((query) => query.queryHash);
}

/** Loads as the page's loader would, then renders once on the server's terms (no fetching while rendering). */
async function loadAndRender(me: SessionUser) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(meQueryKey, me);
  await loadStaffDashboard(queryClient, me);
  const loaded = reads(queryClient);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <AuthStateProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <StaffDashboardPage />
        </MemoryRouter>
      </AuthStateProvider>
    </QueryClientProvider>,
  );
  return { queryClient, loaded, html };
}

describe('loadStaffDashboard', () => {
  for (const role of ['staff', 'admin'] as const) {
    it(`loads everything the first screen reads, for ${role}: the first installation open with its diagram's notes`, async () => {
      const fetchMock = stubApi({ installations: [INSTALLATION], diagrams: [DIAGRAM] });
      const { queryClient, loaded, html } = await loadAndRender(user(role));
      expect(unloaded(queryClient)).toEqual([]);
      // Nothing beyond what was loaded, and every load succeeded.
      expect(reads(queryClient)).toEqual(loaded);
      expect(queryClient.getQueryCache().getAll().filter((query) => enabled(query) && query.state.status !== 'success')).toEqual([]);
      // The first installation is open, with the newest diagram's notes beside it.
      expect(html).toContain('Oliver Hughes');
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(`/api/diagrams/${DIAGRAM_ID}/notes`);
    });
  }

  it("before a project's first diagram, loads the project's own notes thread", async () => {
    const fetchMock = stubApi({ installations: [INSTALLATION], diagrams: [] });
    const { queryClient } = await loadAndRender(user('staff'));
    expect(unloaded(queryClient)).toEqual([]);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(`/api/projects/${PROJECT_ID}/diagram-notes`);
  });

  it('with no installation booked, reads no project', async () => {
    const fetchMock = stubApi({ installations: [], diagrams: [] });
    const { queryClient } = await loadAndRender(user('admin'));
    expect(unloaded(queryClient)).toEqual([]);
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/projects/'))).toBe(false);
  });

  it('reads nothing for a customer, whose dashboard is another view', async () => {
    const fetchMock = stubApi({ installations: [INSTALLATION], diagrams: [] });
    const queryClient = new QueryClient();
    await loadStaffDashboard(queryClient, user('customer'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
