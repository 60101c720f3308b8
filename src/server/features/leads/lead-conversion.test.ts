import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeadConverted } from '../../../shared/schemas/leads';
import { users } from '../../db/schema/auth';
import { leads } from '../../db/schema/operations';
import { projects } from '../../db/schema/projects';
import { UNCONFIRMED_SPECIFICATION } from '../customers/new-project';
import { homeOffice4x3, leadsTestKit } from './leads.test-kit';

let kit: Awaited<ReturnType<typeof leadsTestKit>>;
beforeAll(async () => {
  kit = await leadsTestKit();
});

async function newLead(email: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await kit.postLead({ name: 'Sam Quote', email, source: 'contact', ...extra });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}
const convert = (id: string, cookie = kit.cookies.staffA, host?: string) => kit.t.request('POST', `/api/leads/${id}/convert`, undefined, { cookie, host });
const leadRow = async (id: string) => (await kit.t.db.select().from(leads).where(eq(leads.id, id)))[0]!;
const usersWith = (email: string) => kit.t.db.select().from(users).where(eq(users.email, email));

describe('POST /api/leads/{id}/convert', () => {
  it('makes a quote request a customer once, with the designed building as the project’s specification', async () => {
    const id = await newLead('designer@example.test', { source: 'configurator', configuration: homeOffice4x3 });
    const res = await convert(id);
    expect(res.status).toBe(201);
    const body = (await res.json()) as LeadConverted;
    expect(body.customer).toMatchObject({ name: 'Sam Quote', email: 'designer@example.test', projectId: expect.any(String) });
    expect(body.lead).toMatchObject({ status: 'converted', convertedCustomerId: body.customer.id });

    const [project] = await kit.t.db.select().from(projects).where(eq(projects.id, body.customer.projectId!));
    expect(project).toMatchObject({ customerId: body.customer.id, productType: 'home_office', name: 'Home Office project', stage: 'contract_deposit' });
    expect(project!.specification).toEqual({
      size: '4 m x 3 m',
      color: 'Western red cedar, natural',
      windows: 'Two side windows',
      doors: 'Bi-fold doors',
      electricalPackage: 'Office',
      insulation: 'Enhanced (100 mm PIR)',
      groundScrews: true,
    });
    expect(await kit.outboxTo('invitation', 'designer@example.test')).toHaveLength(1);

    const again = await convert(id);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toEqual({ code: 'CONFLICT', message: 'Sam Quote has already been made a customer.' });
    expect(await usersWith('designer@example.test')).toHaveLength(1);
    expect(await kit.outboxTo('invitation', 'designer@example.test')).toHaveLength(1);
    // A converted lead keeps its status.
    expect((await kit.t.request('PATCH', `/api/leads/${id}`, { status: 'new' }, { cookie: kit.cookies.staffA })).status).toBe(409);
  });

  it('gives one of two staff converting at once the customer, and the other a 409', async () => {
    const id = await newLead('twice@example.test');
    const results = await Promise.all([convert(id, kit.cookies.staffA), convert(id, kit.cookies.adminA)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await usersWith('twice@example.test')).toHaveLength(1);
    expect(await kit.outboxTo('invitation', 'twice@example.test')).toHaveLength(1);
  });

  it('starts an enquiry’s project with nothing confirmed, ground screws without a base choice left false', async () => {
    const id = await newLead('plain@example.test');
    const body = (await (await convert(id)).json()) as LeadConverted;
    const [project] = await kit.t.db.select().from(projects).where(eq(projects.id, body.customer.projectId!));
    expect(project!.specification).toEqual(UNCONFIRMED_SPECIFICATION);
    expect(project!.productType).toBe('garden_room');
  });

  it('leaves the lead as it was when the email already has an account', async () => {
    const id = await newLead('a1@example.test');
    const res = await convert(id);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toContain('Someone already has an account with a1@example.test');
    expect(await leadRow(id)).toMatchObject({ status: 'new', convertedCustomerId: null });
  });

  it('is refused to customers, strangers and other companies’ staff', async () => {
    const id = await newLead('guarded@example.test');
    expect((await convert(id, kit.cookies.a1)).status).toBe(403);
    expect((await convert(id, '')).status).toBe(401);
    expect((await convert(id, kit.cookies.staffB)).status).toBe(401);
    expect((await convert(id, kit.cookies.staffB, kit.world.tenantB.host)).status).toBe(404);
    expect((await convert('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await leadRow(id)).toMatchObject({ status: 'new' });
    expect(await usersWith('guarded@example.test')).toEqual([]);
  });
});
