import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractEvents, contracts } from '../../db/schema/contracts';
import { contractsTestKit, type ContractsTestKit } from './contracts.test-kit';

let k: ContractsTestKit;
beforeAll(async () => {
  k = await contractsTestKit();
});

type Caller = 'customer' | 'otherCustomer' | 'staff' | 'otherTenantStaff' | 'otherTenantStaffOnOurHost' | 'anonymous';
const CALLERS: Caller[] = ['customer', 'otherCustomer', 'staff', 'otherTenantStaff', 'otherTenantStaffOnOurHost', 'anonymous'];

/** Who is calling: a cookie and the host it is sent to. */
function as(caller: Caller): { cookie?: string; host?: string } {
  switch (caller) {
    case 'customer':
      return { cookie: k.cookies.a1 };
    case 'otherCustomer':
      return { cookie: k.cookies.a2 };
    case 'staff':
      return { cookie: k.cookies.staffA };
    case 'otherTenantStaff':
      return { cookie: k.cookies.staffB, host: k.world.tenantB.host };
    // Their session belongs to tenant B, so on tenant A's host it is no session at all.
    case 'otherTenantStaffOnOurHost':
      return { cookie: k.cookies.staffB };
    case 'anonymous':
      return {};
  }
}

interface Action {
  /** The contract the request is about, in the state the allowed caller needs. */
  needs: 'unsigned' | 'signed' | 'none';
  request: (id: string) => { method: 'GET' | 'POST'; path: string; body?: unknown };
  expected: Record<Caller, number>;
}

// 404 where the caller may not know the contract exists; 403 where they may see it but not do this.
const ACTIONS: Record<string, Action> = {
  list: {
    needs: 'unsigned',
    request: () => ({ method: 'GET', path: '/api/contracts' }),
    expected: { customer: 200, otherCustomer: 200, staff: 200, otherTenantStaff: 200, otherTenantStaffOnOurHost: 401, anonymous: 401 },
  },
  view: {
    needs: 'unsigned',
    request: (id) => ({ method: 'GET', path: `/api/contracts/${id}` }),
    expected: { customer: 200, otherCustomer: 404, staff: 200, otherTenantStaff: 404, otherTenantStaffOnOurHost: 401, anonymous: 401 },
  },
  // Staff may say they were shown it (nothing is recorded); only the customer's first call writes.
  viewed: {
    needs: 'unsigned',
    request: (id) => ({ method: 'POST', path: `/api/contracts/${id}/viewed` }),
    expected: { customer: 204, otherCustomer: 404, staff: 204, otherTenantStaff: 404, otherTenantStaffOnOurHost: 401, anonymous: 401 },
  },
  create: {
    needs: 'none',
    request: () => ({ method: 'POST', path: '/api/contracts', body: { title: 'T', content: 'C', customerId: k.world.users.customerA1.id } }),
    // Staff of tenant B cannot name tenant A's customer: there is no such customer in their company.
    expected: { customer: 403, otherCustomer: 403, staff: 201, otherTenantStaff: 400, otherTenantStaffOnOurHost: 401, anonymous: 401 },
  },
  sign: {
    needs: 'unsigned',
    request: (id) => ({ method: 'POST', path: `/api/contracts/${id}/sign`, body: { agreed: true } }),
    expected: { customer: 200, otherCustomer: 404, staff: 403, otherTenantStaff: 404, otherTenantStaffOnOurHost: 401, anonymous: 401 },
  },
  void: {
    needs: 'unsigned',
    request: (id) => ({ method: 'POST', path: `/api/contracts/${id}/void`, body: {} }),
    expected: { customer: 403, otherCustomer: 403, staff: 200, otherTenantStaff: 404, otherTenantStaffOnOurHost: 401, anonymous: 401 },
  },
  pdf: {
    needs: 'signed',
    request: (id) => ({ method: 'GET', path: `/api/contracts/${id}/pdf` }),
    expected: { customer: 200, otherCustomer: 404, staff: 200, otherTenantStaff: 404, otherTenantStaffOnOurHost: 401, anonymous: 401 },
  },
  verify: {
    needs: 'signed',
    request: (id) => ({ method: 'GET', path: `/api/contracts/${id}/verify` }),
    expected: { customer: 200, otherCustomer: 404, staff: 200, otherTenantStaff: 404, otherTenantStaffOnOurHost: 401, anonymous: 401 },
  },
  workStart: {
    needs: 'signed',
    request: (id) => ({ method: 'POST', path: `/api/contracts/${id}/work-start-request`, body: {} }),
    expected: { customer: 200, otherCustomer: 404, staff: 403, otherTenantStaff: 404, otherTenantStaffOnOurHost: 401, anonymous: 401 },
  },
};

const CASES = Object.entries(ACTIONS).flatMap(([name, action]) => CALLERS.map((caller) => ({ name, action, caller, status: action.expected[caller] })));

/** Everything a request could change: the contract, its trail, and how many contracts there are. */
async function snapshot(id: string | null) {
  const [all] = await k.t.db.select({ n: count() }).from(contracts);
  if (!id) return { contracts: all!.n };
  const [row] = await k.t.db.select().from(contracts).where(eq(contracts.id, id));
  const [events] = await k.t.db.select({ n: count() }).from(contractEvents).where(eq(contractEvents.contractId, id));
  return { contracts: all!.n, row, events: events!.n };
}

describe('contracts authorisation', () => {
  it.each(CASES)('$name by $caller → $status', async ({ action, caller, status }) => {
    const contract = action.needs === 'none' ? null : action.needs === 'signed' ? await k.signedContract() : await k.newContract();
    const { method, path, body } = action.request(contract?.id ?? '');
    const before = await snapshot(contract?.id ?? null);

    const res = await k.t.request(method, path, body, as(caller));
    expect(res.status).toBe(status);

    if (status >= 400) {
      expect(await res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
      // A refusal changes nothing, not even the audit trail.
      expect(await snapshot(contract?.id ?? null)).toEqual(before);
    }
    if (path === '/api/contracts' && method === 'GET' && status === 200) {
      const ids = ((await res.json()).contracts as { id: string }[]).map((c) => c.id);
      expect(ids.includes(contract!.id)).toBe(caller === 'customer' || caller === 'staff');
    }
  });
});
