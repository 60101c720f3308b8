// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/shared/schemas/auth';
import type { CompanyBranding } from '@/shared/schemas/company';
import type { PageLoader } from '@/client/app/route-data';
import { renderAfterLoader } from '@/client/app/test/loader-test-utils';
import { sampleOptions } from '@/client/features/configurator/test/configurator-test-utils';
import { demoAccountsQueryKey } from '@/client/lib/auth/get-demo-accounts';
import { meQueryKey } from '@/client/lib/auth/get-me';
import { companyQueryKey } from '@/client/lib/company/get-company';
import { stubApi } from '../../../../tests/setup/client-api-stub';
import ConfiguratorPage, { loader as configuratorLoader } from './configurator';
import DemoPage, { loader as demoLoader } from './demo';
import GalleryPage, { loader as galleryLoader } from './gallery';
import InvitationPage, { loader as invitationLoader } from './invitation';
import LoginPage, { loader as loginLoader } from './login';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'invite-token-1';
const ok = (body: unknown) => () => ({ status: 200, body });
const signedOut = () => ({ status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } });

const COMPANY = { name: 'Arbour Garden Rooms' } as CompanyBranding;
/** What the root route loads for every public page. */
const ROOT_SEED: [readonly unknown[], unknown][] = [
  [companyQueryKey, COMPANY],
  [demoAccountsQueryKey, null],
];

function loadAndRender(url: string, path: string, loader: PageLoader, Page: () => React.ReactNode, params: Record<string, string> = {}) {
  return renderAfterLoader({
    url,
    path,
    params,
    seed: ROOT_SEED,
    load: (queryClient: QueryClient, args: LoaderFunctionArgs) => loader(queryClient, args),
    element: <Page />,
  });
}

describe('public page loaders', () => {
  const cases: [string, string, PageLoader, () => React.ReactNode, string][] = [
    ['/configurator', '/configurator', configuratorLoader, ConfiguratorPage, 'GET /api/configurator/options'],
    ['/gallery', '/gallery', galleryLoader, GalleryPage, 'GET /api/gallery'],
    ['/demo', '/demo', demoLoader, DemoPage, 'GET /api/demo/slots'],
  ];
  const answers = {
    'GET /api/configurator/options': ok({ options: sampleOptions() }),
    'GET /api/gallery': ok({ items: [] }),
    'GET /api/demo/slots': ok({ slots: [] }),
  };
  for (const [url, path, loader, Page, read] of cases) {
    it(`${url}: loads exactly what the first render reads`, async () => {
      const fetchMock = stubApi(answers);
      const { asked, loaded, failed } = await loadAndRender(url, path, loader, Page);
      expect(failed).toEqual([]);
      expect(asked).toEqual(loaded);
      expect(fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`)).toEqual([read]);
    });
  }

  it('/invitations/:token: loads the invitation and who is signed in', async () => {
    stubApi({
      [`GET /api/invitations/${TOKEN}`]: ok({ name: 'Jane Cooper', email: 'jane@example.com', companyName: 'Arbour Garden Rooms' }),
      'GET /api/me': signedOut,
    });
    const { asked, loaded, failed, html } = await loadAndRender(`/invitations/${TOKEN}`, '/invitations/:token', invitationLoader, InvitationPage, { token: TOKEN });
    expect(failed).toEqual([]);
    expect(asked).toEqual(loaded);
    expect(html).toContain('jane@example.com');
  });

  it('/login: loads who is signed in (nobody) and renders the sign-in card', async () => {
    stubApi({ 'GET /api/me': signedOut });
    const { asked, loaded, failed, html } = await loadAndRender('/login', '/login', loginLoader, LoginPage);
    expect(failed).toEqual([]);
    expect(asked).toEqual(loaded);
    expect(html).toContain('type="password"');
  });

  it('/login: sends someone already signed in on to where signing in would take them', async () => {
    const fetchMock = stubApi({});
    const me: SessionUser = { id: 'user-customer', name: 'Jane Cooper', email: 'jane@example.com', role: 'customer', projectId: null, isFirstLogin: false };
    const queryClient = new QueryClient();
    queryClient.setQueryData(meQueryKey, me);
    const run = (url: string) =>
      loginLoader(queryClient, { request: new Request(`http://arbour.test${url}`), params: {} } as unknown as LoaderFunctionArgs).catch((thrown: unknown) => thrown);

    const toContracts = (await run('/login?redirectTo=%2Fcontracts')) as Response;
    expect(toContracts.status).toBe(302);
    expect(toContracts.headers.get('Location')).toBe('/contracts');

    queryClient.setQueryData(meQueryKey, { ...me, isFirstLogin: true });
    const toWelcome = (await run('/login')) as Response;
    expect(toWelcome.headers.get('Location')).toBe('/welcome');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
