import { expect } from 'vitest';
import type { Contract } from '../../../shared/schemas/contracts';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp, type TestAppOptions } from '../../../../tests/setup/test-app';

export const CONTENT = '# Agreement\n\nThe company will build a garden room.\n\n## Payment\n\n<script>alert(1)</script> stays text.';
export const USER_AGENT = 'Contract test browser';

/**
 * What the contracts API tests share: a fresh database with two tenants, a signed-in cookie for
 * each kind of caller, and contracts made and signed through the API as staff and customers do.
 */
export async function contractsTestKit(options: TestAppOptions = {}) {
  const t = await createTestApp({}, options);
  const world = await createTwoTenantWorld(t.db);
  const cookies = {
    a1: await t.signIn('a1@example.test'),
    a2: await t.signIn('a2@example.test'),
    staffA: await t.signIn('staff-a@example.test'),
    staffB: await t.signIn('staff-b@example.test', undefined, { host: world.tenantB.host }),
  };

  async function newContract(customerId = world.users.customerA1.id, cookie = cookies.staffA): Promise<Contract> {
    const res = await t.request('POST', '/api/contracts', { title: 'Build agreement', description: 'Garden office', content: CONTENT, customerId }, { cookie });
    expect(res.status).toBe(201);
    return (await res.json()) as Contract;
  }

  const sign = (id: string, cookie = cookies.a1, body: unknown = { agreed: true }) =>
    t.request('POST', `/api/contracts/${id}/sign`, body, { cookie, headers: { 'user-agent': USER_AGENT } });

  async function signedContract(customerId = world.users.customerA1.id, cookie = cookies.a1): Promise<Contract> {
    const contract = await newContract(customerId);
    const res = await sign(contract.id, cookie);
    expect(res.status).toBe(200);
    return (await res.json()) as Contract;
  }

  const verify = async (id: string) => (await t.request('GET', `/api/contracts/${id}/verify`, undefined, { cookie: cookies.staffA })).json();

  return { t, world, cookies, newContract, sign, signedContract, verify };
}

export type ContractsTestKit = Awaited<ReturnType<typeof contractsTestKit>>;
