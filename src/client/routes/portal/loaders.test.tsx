// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/shared/schemas/auth';
import type { OnboardingState } from '@/shared/schemas/onboarding';
import type { PageLoader } from '@/client/app/route-data';
import { renderAfterLoader, stubApiByPath } from '@/client/app/test/loader-test-utils';
import { contract } from '@/client/features/contracts/test/contracts-test-utils';
import { summary } from '@/client/features/messages/test/messages-test-utils';
import { ticket, TICKET_ID, withResponses } from '@/client/features/support-tickets/test/support-test-utils';
import { meQueryKey } from '@/client/lib/auth/get-me';
import ContractsPage, { loader as contractsLoader } from './contracts';
import DashboardPage, { loader as dashboardLoader } from './dashboard';
import MessagesPage, { loader as messagesLoader } from './messages';
import OnboardingPage, { loader as onboardingLoader } from './onboarding';
import SupportPage, { loader as supportLoader } from './support';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // Reads that fail on purpose are logged as warnings by their features.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

const PROJECT_ID = 'proj-123456';
const OTHER_PROJECT_ID = 'proj-654321';
const OLDER_CONTRACT_ID = 'c9000000-0000-4000-8000-000000000009';

function user(role: SessionUser['role'], projectId: string | null = role === 'customer' ? PROJECT_ID : null): SessionUser {
  return { id: `user-${role}`, name: 'Jane Cooper', email: `${role}@example.com`, role, projectId, isFirstLogin: false };
}

/** The page's loader, then its first render, signed in as `me` (the portal layout has loaded who that is). */
function loadAndRender(url: string, me: SessionUser, loader: PageLoader, Page: () => React.ReactNode) {
  return renderAfterLoader({
    url,
    seed: [[meQueryKey, me]],
    load: (queryClient: QueryClient, args: LoaderFunctionArgs) => loader(queryClient, args),
    element: <Page />,
  });
}

const requested = (fetchMock: ReturnType<typeof stubApiByPath>) => fetchMock.mock.calls.map(([input]) => String(input));

describe('messages loader', () => {
  const bodies = {
    [`/api/projects/${PROJECT_ID}/messages`]: { messages: [], unread: 0 },
    [`/api/projects/${OTHER_PROJECT_ID}/messages`]: { messages: [], unread: 0 },
    '/api/messages/conversations': { conversations: [summary(), summary({ projectId: OTHER_PROJECT_ID, customerName: 'Oliver Hughes' })] },
  };

  it("loads a customer's conversation", async () => {
    const fetchMock = stubApiByPath(bodies);
    const { asked, loaded, failed } = await loadAndRender('/messages', user('customer'), messagesLoader, MessagesPage);
    expect(failed).toEqual([]);
    expect(asked).toEqual(loaded);
    expect(requested(fetchMock)).toEqual([`/api/projects/${PROJECT_ID}/messages`]);
  });

  it('reads nothing for a customer without a project', async () => {
    const fetchMock = stubApiByPath(bodies);
    const { asked, loaded } = await loadAndRender('/messages', user('customer', null), messagesLoader, MessagesPage);
    expect(asked).toEqual(loaded);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  for (const url of ['/messages', `/messages?project=${OTHER_PROJECT_ID}`]) {
    it(`loads staff's conversations and the one the URL opens: ${url}`, async () => {
      const fetchMock = stubApiByPath(bodies);
      const { asked, loaded, failed, html } = await loadAndRender(url, user('staff'), messagesLoader, MessagesPage);
      expect(failed).toEqual([]);
      expect(asked).toEqual(loaded);
      expect(html).toContain('Oliver Hughes');
      expect(requested(fetchMock).includes(`/api/projects/${OTHER_PROJECT_ID}/messages`)).toBe(url.includes('?project='));
    });
  }
});

describe('support loader', () => {
  const bodies = {
    '/api/tickets': { tickets: [ticket()], responseTargetHours: 24 },
    [`/api/tickets/${TICKET_ID}`]: withResponses(ticket()),
  };

  const cases: [string, SessionUser['role'], string][] = [
    ['/support', 'customer', '/api/tickets'],
    ['/support', 'staff', '/api/tickets?status=open'],
    ['/support?show=closed', 'staff', '/api/tickets?status=closed'],
    ['/support?show=nonsense', 'admin', '/api/tickets?status=open'],
    // A customer's list is every ticket of theirs, whatever ?show= says.
    ['/support?show=closed', 'customer', '/api/tickets'],
  ];
  for (const [url, role, list] of cases) {
    it(`loads the list the page shows, as ${role}: ${url}`, async () => {
      const fetchMock = stubApiByPath(bodies);
      const { asked, loaded, failed } = await loadAndRender(url, user(role), supportLoader, SupportPage);
      expect(failed).toEqual([]);
      expect(asked).toEqual(loaded);
      expect(requested(fetchMock)).toEqual([list]);
    });
  }

  it('loads the ticket the URL opens', async () => {
    const fetchMock = stubApiByPath(bodies);
    const { asked, loaded, failed } = await loadAndRender(`/support?ticket=${TICKET_ID}`, user('customer'), supportLoader, SupportPage);
    expect(failed).toEqual([]);
    expect(asked).toEqual(loaded);
    expect(requested(fetchMock)).toContain(`/api/tickets/${TICKET_ID}`);
  });
});

describe('contracts loader', () => {
  const listed = contract();
  const older = contract({ id: OLDER_CONTRACT_ID, title: 'Older agreement' });
  const bodies = {
    '/api/contracts': { contracts: [listed], nextCursor: 'next' },
    [`/api/contracts/${listed.id}`]: listed,
    [`/api/contracts/${OLDER_CONTRACT_ID}`]: older,
  };

  const cases: [string, SessionUser['role'], boolean][] = [
    ['/contracts', 'customer', false],
    ['/contracts', 'staff', false],
    // A customer's open contract is read on its own; staff show a listed one from the list.
    [`/contracts?contract=${listed.id}`, 'customer', true],
    [`/contracts?contract=${listed.id}`, 'staff', false],
    // Staff read one that is not on the first page on its own; a customer's page shows only listed ones.
    [`/contracts?contract=${OLDER_CONTRACT_ID}`, 'staff', true],
    [`/contracts?contract=${OLDER_CONTRACT_ID}`, 'customer', false],
  ];
  for (const [url, role, readsDetail] of cases) {
    it(`loads the first page${readsDetail ? ' and the open contract' : ''}, as ${role}: ${url}`, async () => {
      const fetchMock = stubApiByPath(bodies);
      const { asked, loaded, failed } = await loadAndRender(url, user(role), contractsLoader, ContractsPage);
      expect(failed).toEqual([]);
      expect(asked).toEqual(loaded);
      expect(requested(fetchMock).length).toBe(readsDetail ? 2 : 1);
    });
  }
});

describe('onboarding loader', () => {
  const state = (withProject: boolean): OnboardingState => ({
    name: 'Jane Cooper',
    email: 'customer@example.com',
    phone: null,
    companyName: 'Arbour Garden Rooms',
    project: withProject ? { id: PROJECT_ID, name: 'Garden office', siteAddress: null, productType: 'garden_room', detailsConfirmedAt: null } : null,
    steps: { details: false, project: false, upload: false },
  });

  for (const withProject of [true, false]) {
    it(`loads the onboarding${withProject ? ' and the documents of its project' : ', with no project to read documents of'}`, async () => {
      const fetchMock = stubApiByPath({
        '/api/onboarding': state(withProject),
        [`/api/projects/${PROJECT_ID}/documents`]: { documents: [], maxUploadBytes: 25 * 1024 * 1024 },
      });
      const { asked, loaded, failed } = await loadAndRender('/onboarding', user('customer'), onboardingLoader, OnboardingPage);
      expect(failed).toEqual([]);
      expect(asked).toEqual(loaded);
      expect(requested(fetchMock).length).toBe(withProject ? 2 : 1);
    });
  }
});

describe('dashboard loader', () => {
  it("renders the customer's view itself once the loader has run, with what it shows first", async () => {
    const fetchMock = stubApiByPath({});
    const { html } = await loadAndRender('/dashboard', user('customer', null), dashboardLoader, DashboardPage);
    // The view, not the spinner a lazy view would show while its code comes.
    expect(html).toContain('Welcome Back');
    expect(html).not.toContain('role="status"');
    // A customer without a project: nothing to read.
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
