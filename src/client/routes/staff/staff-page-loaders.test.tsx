// @vitest-environment jsdom
import { QueryClient, type Query } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, type LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/shared/schemas/auth';
import type { ProjectDetails } from '@/shared/schemas/customers';
import type { ProjectPayments } from '@/shared/schemas/payments';
import { Providers } from '@/client/app/providers';
import type { PageLoader } from '@/client/app/route-data';
import { sampleProject } from '@/client/features/dashboard/test/sample-project';
import { meQueryKey } from '@/client/lib/auth/get-me';
import { BANK_DETAILS } from '../../../../tests/setup/client-api-stub';
import * as configuratorAdmin from '../public/configurator-admin';
import * as galleryAdmin from '../public/gallery-admin';
import * as customers from './customers';
import * as emails from './emails';
import * as leads from './leads';
import * as project from './project';
import * as reports from './reports';
import * as scheduling from './scheduling';
import * as settings from './settings';

afterEach(() => vi.unstubAllGlobals());

const PROJECT_ID = 'proj-123456';
const PROJECT = sampleProject({ id: PROJECT_ID });
const SPECIFICATION = PROJECT.specification;
const DETAILS: ProjectDetails = {
  id: PROJECT_ID,
  name: PROJECT.name,
  stage: PROJECT.stage,
  startDate: PROJECT.startDate,
  estimatedCompletion: PROJECT.estimatedCompletion,
  productType: 'home_office',
  siteAddress: null,
  specification: SPECIFICATION,
  detailsConfirmedAt: null,
};
const PAYMENTS: ProjectPayments = {
  items: [],
  summary: { totalPence: 0, depositPence: 0, depositPercent: 0, paidPence: 0, remainingPence: 0, nextPayment: null },
};
const PAGE = { page: 1, pageCount: 1, total: 0 };

/** The API by path, whatever the query string: the page's render, not the stub, decides which reads are right. */
const BODIES: Record<string, unknown> = {
  '/api/customers': { customers: [], ...PAGE },
  '/api/leads': { leads: [], ...PAGE },
  '/api/outbox': { emails: [] },
  '/api/reports/cash-flow': {
    today: '2026-11-27',
    overdue: { pence: 0, count: 0 },
    awaitingVerification: { pence: 0, count: 0 },
    weeks: [{ weekStart: '2026-11-23', weekEnd: '2026-11-29', pence: 220_000, count: 1 }],
    later: { pence: 0, count: 0 },
  },
  '/api/reports/pipeline': { months: [], stages: [] },
  '/api/schedule': { events: [] },
  '/api/availability': { slots: [] },
  '/api/settings': {
    companyName: 'Arbour Garden Rooms',
    subdomain: 'demo',
    primaryColor: '#1f6f4a',
    secondaryColor: '#a8742c',
    logoUrl: null,
    emailSenderName: null,
    productionCapacity: 12,
    logoMaxBytes: 2 * 1024 * 1024,
  },
  '/api/bank-details': BANK_DETAILS,
  '/api/teams': { teams: [] },
  '/api/tickets/settings': { responseTargetHours: 24 },
  '/api/settings/payment-reminders': { enabled: true, daysBefore: 7 },
  '/api/settings/guarantees': { structureYears: 10, workmanshipYears: 2 },
  '/api/checklist-template': { items: [] },
  '/api/auth/two-factor/status': { enabled: false },
  [`/api/projects/${PROJECT_ID}`]: PROJECT,
  [`/api/projects/${PROJECT_ID}/payments`]: PAYMENTS,
  [`/api/projects/${PROJECT_ID}/details`]: DETAILS,
  [`/api/projects/${PROJECT_ID}/checklist`]: { items: [] },
  [`/api/projects/${PROJECT_ID}/notes`]: { notes: [] },
  [`/api/projects/${PROJECT_ID}/design-approval`]: { decisions: [] },
  [`/api/projects/${PROJECT_ID}/documents`]: { documents: [], maxUploadBytes: 25 * 1024 * 1024 },
  [`/api/projects/${PROJECT_ID}/document-requests`]: { requests: [] },
  [`/api/projects/${PROJECT_ID}/variations`]: { variations: [] },
  [`/api/projects/${PROJECT_ID}/diagrams`]: { diagrams: [], maxUploadBytes: 25 * 1024 * 1024 },
  [`/api/projects/${PROJECT_ID}/diagram-notes`]: { notes: [] },
  [`/api/projects/${PROJECT_ID}/diary`]: { entries: [], maxPhotoBytes: 20 * 1024 * 1024 },
  '/api/gallery/admin': { items: [], maxUploadBytes: 10 * 1024 * 1024 },
  '/api/configurator/admin/options': { options: [] },
};

function stubApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const body = BODIES[String(input).split('?')[0]!];
    return new Response(JSON.stringify(body ?? { error: { code: 'NOT_FOUND', message: 'No stub' } }), {
      status: body === undefined ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function user(role: SessionUser['role']): SessionUser {
  return { id: `user-${role}`, name: 'Sam Fitter', email: `${role}@example.com`, role, projectId: role === 'customer' ? PROJECT_ID : null, isFirstLogin: false };
}

const enabled = (query: Query) => (query.options as { enabled?: unknown }).enabled !== false;
const reads = (queryClient: QueryClient) => queryClient.getQueryCache().getAll().filter(enabled);

interface PageModule {
  default: ComponentType;
  loader?: PageLoader;
}

/** Runs the page's loader, then renders the page once as the server does (nothing fetched while rendering). */
async function loadAndRender(page: PageModule, { path, url, me }: { path: string; url: string; me: SessionUser }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // The server knows who is signed in before any loader runs.
  queryClient.setQueryData(meQueryKey, me);
  const params = path.includes(':projectId') ? { projectId: PROJECT_ID } : {};
  await page.loader?.(queryClient, { params, request: new Request(`http://localhost${url}`), context: undefined } as unknown as LoaderFunctionArgs);
  const loaded = reads(queryClient).map((query) => query.queryHash);
  const html = renderToString(
    <Providers queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} Component={page.default} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { queryClient, loaded, html };
}

const PAGES: { name: string; page: PageModule; path: string; url?: string; shows: string }[] = [
  { name: '/customers', page: customers, path: '/customers', shows: 'No customers yet.' },
  { name: '/customers/projects/:projectId', page: project, path: '/customers/projects/:projectId', url: `/customers/projects/${PROJECT_ID}`, shows: 'Emma Clarke' },
  { name: '/leads', page: leads, path: '/leads', shows: 'No leads yet.' },
  { name: '/reports', page: reports, path: '/reports', shows: '£2,200.00' },
  { name: '/scheduling', page: scheduling, path: '/scheduling', shows: 'You have no times offered' },
  { name: '/settings', page: settings, path: '/settings', shows: 'Arbour Garden Rooms' },
  { name: '/gallery/admin', page: galleryAdmin, path: '/gallery/admin', shows: 'Manage photos' },
  { name: '/configurator/admin', page: configuratorAdmin, path: '/configurator/admin', shows: 'Options' },
];

describe('staff page loaders', () => {
  for (const role of ['staff', 'admin'] as const) {
    for (const { name, page, path, url = path, shows } of PAGES) {
      it(`${name} for ${role}: loads exactly what the first render reads, and it renders complete`, async () => {
        stubApi();
        const { queryClient, loaded, html } = await loadAndRender(page, { path, url, me: user(role) });
        // Nothing asked for beyond what was loaded (it would render as loading), every read answered.
        expect(reads(queryClient).map((query) => query.queryHash)).toEqual(loaded);
        expect(reads(queryClient).filter((query) => query.state.status !== 'success')).toEqual([]);
        expect(html).toContain(shows);
        expect(html).not.toMatch(/Loading/);
      });
    }
  }

  it('/emails for an admin: the mailbox, loaded before the render', async () => {
    const fetchMock = stubApi();
    const { queryClient, loaded, html } = await loadAndRender(emails, { path: '/emails', url: '/emails', me: user('admin') });
    expect(reads(queryClient).map((query) => query.queryHash)).toEqual(loaded);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/outbox']);
    expect(html).toContain('No emails yet.');
  });

  it('/emails for staff who are not admins: says at once that it is for admins, and asks the server nothing', async () => {
    const fetchMock = stubApi();
    const { queryClient, loaded, html } = await loadAndRender(emails, { path: '/emails', url: '/emails', me: user('staff') });
    expect(reads(queryClient).map((query) => query.queryHash)).toEqual(loaded);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(html).toContain('Only administrators can read sent emails.');
  });

  it('reads nothing for a customer, who is shown that these pages are for staff', async () => {
    const fetchMock = stubApi();
    for (const { page, path, url = path } of [...PAGES, { page: emails, path: '/emails' }]) {
      const queryClient = new QueryClient();
      queryClient.setQueryData(meQueryKey, user('customer'));
      await page.loader?.(queryClient, { params: { projectId: PROJECT_ID }, request: new Request(`http://localhost${url}`), context: undefined } as unknown as LoaderFunctionArgs);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
