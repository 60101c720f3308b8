// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectStage } from '@/shared/constants/stages';
import type { SessionUser } from '@/shared/schemas/auth';
import type { PaymentItem } from '@/shared/schemas/payments';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { meQueryKey } from '@/client/lib/auth/get-me';
import { sampleProject } from '@/client/features/dashboard/test/sample-project';
import { BANK_DETAILS } from '../../../../tests/setup/client-api-stub';
import { renderAfterLoader, stubApiByPath } from '../test/loader-test-utils';
import { loadCustomerDashboard } from './customer-dashboard-data';
import CustomerDashboardPage from './customer-dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const PROJECT_ID = 'proj-demo-001';
const DIAGRAM_ID = 'd1000000-0000-4000-8000-000000000001';

const ME: SessionUser = { id: 'user-customer', name: 'Jane Cooper', email: 'jane@example.com', role: 'customer', projectId: PROJECT_ID, isFirstLogin: false };

function project(stage: ProjectStage): ProjectDetail {
  return sampleProject({
    id: PROJECT_ID,
    stage,
    startDate: '2030-01-15',
    estimatedCompletion: '2030-04-26',
    installDate: '2030-04-22',
    progress: 30,
    customerId: ME.id,
    customerName: ME.name,
  });
}

const DEPOSIT: PaymentItem = {
  id: 'pay-1',
  title: 'Deposit',
  amountPence: 220_000,
  dueDate: '2030-01-20',
  status: 'pending',
  reference: 'ARB-0001-1',
  paymentDate: null,
  paymentMethod: null,
  invoiceUrl: null,
  receiptUrl: null,
  rejectionReason: null,
};

const DIAGRAM = {
  id: DIAGRAM_ID,
  projectId: PROJECT_ID,
  diagramUrl: `/api/files/f-${DIAGRAM_ID}`,
  fileName: 'site-plan.png',
  mimeType: 'image/png',
  isCustomerUpload: true,
  uploadedBy: ME.id,
  uploaderName: ME.name,
  createdAt: '2030-01-22T10:15:00.000Z',
};

interface Stub {
  stage?: ProjectStage;
  items?: PaymentItem[];
  diagrams?: (typeof DIAGRAM)[];
  /** The project itself cannot be read. */
  noProject?: boolean;
}

function stubApi({ stage = 'design_confirmation', items = [DEPOSIT], diagrams = [DIAGRAM], noProject = false }: Stub = {}) {
  const p = `/api/projects/${PROJECT_ID}`;
  return stubApiByPath({
    ...(noProject ? {} : { [p]: project(stage) }),
    [`${p}/payments`]: { items, summary: { totalPence: 1_100_000, depositPence: 220_000, depositPercent: 20, paidPence: 0, remainingPence: 1_100_000, nextPayment: null } },
    [`${p}/checklist`]: { items: [] },
    [`${p}/notes`]: { notes: [] },
    [`${p}/variations`]: { variations: [] },
    [`${p}/design-approval`]: { decisions: [] },
    [`${p}/diagrams`]: { diagrams, maxUploadBytes: 25 * 1024 * 1024 },
    [`${p}/diagram-notes`]: { notes: [] },
    [`/api/diagrams/${DIAGRAM_ID}/notes`]: { notes: [] },
    '/api/activity': { activity: [] },
    '/api/calls': { calls: [] },
    '/api/availability/open': { slots: [] },
    [`${p}/document-requests`]: { requests: [] },
    [`${p}/documents`]: { documents: [], maxUploadBytes: 25 * 1024 * 1024 },
    [`${p}/diary`]: { entries: [], maxPhotoBytes: 20 * 1024 * 1024 },
    '/api/bank-details': BANK_DETAILS,
  });
}

function loadAndRender(url: string, me: SessionUser = ME) {
  return renderAfterLoader({
    url,
    path: '/dashboard',
    seed: [[meQueryKey, me]],
    load: (queryClient, { request }) => loadCustomerDashboard(queryClient, me, new URL(request.url).searchParams),
    element: <CustomerDashboardPage projectId={me.projectId} />,
  });
}

const requested = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.map(([input]) => String(input).split('?')[0]);

describe('loadCustomerDashboard', () => {
  for (const tab of ['overview', 'schedule', 'documents', 'payments'] as const) {
    it(`loads exactly what the first render reads, on the ${tab} tab`, async () => {
      stubApi();
      const { asked, loaded, failed } = await loadAndRender(tab === 'overview' ? '/dashboard' : `/dashboard?tab=${tab}`);
      expect(failed).toEqual([]);
      expect(asked).toEqual(loaded);
    });
  }

  it("loads the newest diagram's notes on the overview, and the design decisions while the design waits for approval", async () => {
    const fetchMock = stubApi();
    const { html } = await loadAndRender('/dashboard');
    expect(requested(fetchMock)).toEqual(expect.arrayContaining([`/api/diagrams/${DIAGRAM_ID}/notes`, `/api/projects/${PROJECT_ID}/design-approval`]));
    expect(html).toContain('Design Approval');
  });

  it("reads the project's own notes before its first diagram, and no design decisions past the design stage", async () => {
    const fetchMock = stubApi({ stage: 'manufacturing', diagrams: [] });
    const { asked, loaded } = await loadAndRender('/dashboard');
    expect(asked).toEqual(loaded);
    expect(requested(fetchMock)).toContain(`/api/projects/${PROJECT_ID}/diagram-notes`);
    expect(requested(fetchMock)).not.toContain(`/api/projects/${PROJECT_ID}/design-approval`);
  });

  it('reads no bank details when nothing is left to pay', async () => {
    const fetchMock = stubApi({ items: [{ ...DEPOSIT, status: 'paid' }] });
    const { asked, loaded } = await loadAndRender('/dashboard?tab=payments');
    expect(asked).toEqual(loaded);
    expect(requested(fetchMock)).not.toContain('/api/bank-details');
  });

  it('reads nothing for a customer without a project', async () => {
    const fetchMock = stubApi();
    const { asked, loaded } = await loadAndRender('/dashboard', { ...ME, projectId: null });
    expect(asked).toEqual([]);
    expect(loaded).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops after the project when the project cannot be read (the page shows none of the rest)', async () => {
    const fetchMock = stubApi({ noProject: true });
    const { failed } = await loadAndRender('/dashboard');
    expect(failed).toEqual([`["projects","${PROJECT_ID}"]`]);
    expect(requested(fetchMock)).not.toContain(`/api/diagrams/${DIAGRAM_ID}/notes`);
  });
});
