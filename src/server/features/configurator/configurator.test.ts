import { beforeAll, describe, expect, it } from 'vitest';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { priceConfiguration } from '../../../shared/configurator-pricing';
import type { Configuration, ConfiguratorOption } from '../../../shared/schemas/configurator';
import { seedConfiguratorOptions } from '../../db/seed-configurator';

let t: Awaited<ReturnType<typeof createTestApp>>;
const c = {} as Record<'a1' | 'staffA' | 'adminA' | 'staffB', string>;
const ACME = 'acme.localhost';

const standard3x3: Configuration = {
  productType: 'garden_room',
  size: '3x3',
  cladding: 'composite_anthracite',
  windows: 'side_window',
  doors: 'french',
  electrical: 'standard',
  insulation: 'standard',
  base: 'ground_screws',
};

beforeAll(async () => {
  t = await createTestApp();
  const world = await createTwoTenantWorld(t.db);
  await seedConfiguratorOptions(t.db, world.tenantA.company.id, 'arbour');
  await seedConfiguratorOptions(t.db, world.tenantB.company.id, 'acme');
  c.a1 = await t.signIn('a1@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.adminA = await t.signIn('admin-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, { host: ACME });
});

const publicOptions = async (host?: string): Promise<ConfiguratorOption[]> =>
  (await (await t.request('GET', '/api/configurator/options', undefined, { host })).json()).options;
const adminOptions = async (cookie: string, host?: string): Promise<ConfiguratorOption[]> =>
  (await (await t.request('GET', '/api/configurator/admin/options', undefined, { cookie, host })).json()).options;
const quote = (configuration: unknown, host?: string) => t.request('POST', '/api/configurator/quote', { configuration }, { host });
const optionId = async (group: string, code: string) => (await adminOptions(c.staffA)).find((o) => o.group === group && o.code === code)!.id;

describe('public configurator', () => {
  it("lists each company's own available options, in buying order", async () => {
    const options = await publicOptions();
    expect(options.map((o) => o.group).filter((g, i, all) => all.indexOf(g) === i)).toEqual([
      'product_type',
      'size',
      'cladding',
      'windows',
      'doors',
      'electrical',
      'insulation',
      'base',
    ]);
    expect(options.filter((o) => o.group === 'size').map((o) => o.code)).toEqual(['2.5x2.5', '3x2.5', '3x3', '4x3', '4x4', '5x3', '5x4', '6x4']);
    expect(options.find((o) => o.code === 'garden_room')).toMatchObject({ pricePence: 450_000, attributes: { perM2Pence: 85_000 } });
    const acme = await publicOptions(ACME);
    expect(acme.find((o) => o.code === 'garden_room')).toMatchObject({ pricePence: 390_000, attributes: { perM2Pence: 80_000 } });
  });

  it('quotes the same figures as the shared pricing function, inside the trade ranges', async () => {
    const res = await quote(standard3x3);
    expect(res.status).toBe(200);
    const body = await res.json();
    const local = priceConfiguration(await publicOptions(), standard3x3);
    expect(local.ok && local.quote).toEqual(body);
    expect(body).toMatchObject({ totalPence: 1_359_500, vatPence: 226_583, netPence: 1_132_917 });
    expect(body.lines).toHaveLength(8);

    const big = await (await quote({ ...standard3x3, size: '5x4' })).json();
    expect(big.totalPence).toBe(2_355_000);
    const acme = await (await quote({ ...standard3x3, cladding: 'composite_charcoal', windows: 'one_window' }, ACME)).json();
    expect(acme.totalPence).toBe(1_240_000);
  });

  it('refuses unknown and unavailable options with a 400 naming the group', async () => {
    const unknown = await quote({ ...standard3x3, cladding: 'gold_leaf' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'There is no cladding and colour option "gold_leaf". Choose one of the cladding and colour options offered.',
      fields: { 'configuration.cladding': [expect.stringContaining('gold_leaf')] },
    });
    // Another company's code is unknown here.
    expect((await quote({ ...standard3x3, cladding: 'composite_charcoal' })).status).toBe(400);

    const id = await optionId('doors', 'bifold');
    expect((await t.request('PATCH', `/api/configurator/options/${id}`, { available: false }, { cookie: c.staffA })).status).toBe(200);
    const unavailable = await quote({ ...standard3x3, doors: 'bifold' });
    expect(unavailable.status).toBe(400);
    expect((await unavailable.json()).error.message).toBe('The doors option "Bi-fold doors" is no longer available. Choose another.');
    expect((await publicOptions()).some((o) => o.code === 'bifold')).toBe(false);
    expect((await adminOptions(c.staffA)).find((o) => o.id === id)?.available).toBe(false);
    await t.request('PATCH', `/api/configurator/options/${id}`, { available: true }, { cookie: c.staffA });
  });

  it('refuses a malformed configuration with the fields named', async () => {
    const res = await quote({ productType: 'garden_room' });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields)).toContain('configuration.size');
    expect((await t.request('POST', '/api/configurator/quote', '{"configuration":', {})).status).toBe(400);
  });
});

describe('configurator admin', () => {
  it('lets staff add, change and delete options, and the public list and quotes follow at once', async () => {
    const created = await t.request(
      'POST',
      '/api/configurator/options',
      { group: 'windows', code: 'skylights', label: 'Two roof lights', description: '  ', pricePence: 180_000, pricing: 'fixed', available: true, position: 25 },
      { cookie: c.staffA },
    );
    expect(created.status).toBe(201);
    const option = await created.json();
    expect(option).toMatchObject({ code: 'skylights', description: null, attributes: {} });
    expect((await publicOptions()).filter((o) => o.group === 'windows').map((o) => o.code)).toEqual(['side_window', 'two_windows', 'skylights', 'windows_roof_light']);
    expect((await (await quote({ ...standard3x3, windows: 'skylights' })).json()).totalPence).toBe(1_359_500 + 180_000);

    const changed = await t.request('PATCH', `/api/configurator/options/${option.id}`, { pricePence: 200_000, label: 'Twin roof lights' }, { cookie: c.adminA });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ label: 'Twin roof lights', pricePence: 200_000, group: 'windows', code: 'skylights' });
    expect((await (await quote({ ...standard3x3, windows: 'skylights' })).json()).totalPence).toBe(1_359_500 + 200_000);

    expect((await t.request('DELETE', `/api/configurator/options/${option.id}`, undefined, { cookie: c.staffA })).status).toBe(204);
    expect((await quote({ ...standard3x3, windows: 'skylights' })).status).toBe(400);
    expect((await t.request('DELETE', `/api/configurator/options/${option.id}`, undefined, { cookie: c.staffA })).status).toBe(404);
  });

  it('validates prices, sizes and product types', async () => {
    const post = (body: object) => t.request('POST', '/api/configurator/options', body, { cookie: c.staffA });
    const base = { group: 'electrical', code: 'deluxe', label: 'Deluxe', pricePence: 100, pricing: 'fixed' };
    const fields = async (res: Response) => {
      expect(res.status).toBe(400);
      return (await res.json()).error.fields;
    };
    expect(await fields(await post({ ...base, pricePence: 10_000_001 }))).toEqual({ pricePence: ['A price must be at most £100,000.00'] });
    expect(await fields(await post({ ...base, pricePence: -1 }))).toEqual({ pricePence: ['A price cannot be negative'] });
    expect(await fields(await post({ ...base, pricePence: 10.5 }))).toEqual({ pricePence: ['Prices are whole pence'] });
    expect(await fields(await post({ ...base, code: 'Not A Code' }))).toHaveProperty('code');
    expect(await fields(await post({ ...base, group: 'size', code: '7x3', attributes: { widthM: 7 } }))).toEqual({ 'attributes.depthM': ['A size needs its depth in metres'] });
    expect(await fields(await post({ ...base, group: 'size', code: '13x3', attributes: { widthM: 13, depthM: 3 } }))).toEqual({ 'attributes.widthM': ['At most 12 m'] });
    expect(await fields(await post({ ...base, group: 'size', code: '0x3', attributes: { widthM: 0.5, depthM: 3 } }))).toEqual({ 'attributes.widthM': ['At least 1 m'] });
    expect(await fields(await post({ ...base, group: 'product_type', code: 'summerhouse' }))).toEqual({ 'attributes.perM2Pence': ['A product type needs its price per m²'] });
    expect((await post({ ...base, pricePence: 10_000_000 })).status).toBe(201);

    const again = await post({ ...base, code: 'deluxe' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.fields.code).toEqual(['There is already an option with the code "deluxe" in this group.']);

    // A change is checked against the whole option: a size keeps both dimensions within range.
    const size = await optionId('size', '3x3');
    const patch = (body: object) => t.request('PATCH', `/api/configurator/options/${size}`, body, { cookie: c.staffA });
    expect(await fields(await patch({ attributes: { depthM: 12.5 } }))).toEqual({ 'attributes.depthM': ['At most 12 m'] });
    expect(await fields(await patch({}))).toHaveProperty('_');
    const room = await optionId('product_type', 'garden_room');
    expect(await fields(await t.request('PATCH', `/api/configurator/options/${room}`, { pricing: 'per_m2' }, { cookie: c.staffA }))).toEqual({
      pricing: ['A product type has a fixed base price'],
    });
    expect((await patch({ attributes: { widthM: 3.2 } })).status).toBe(200);
    expect((await adminOptions(c.staffA)).find((o) => o.id === size)?.attributes).toEqual({ widthM: 3.2, depthM: 3 });
    await patch({ attributes: { widthM: 3 } });
  });

  it('is refused to customers, anonymous callers and other companies', async () => {
    const id = await optionId('base', 'concrete');
    const newOption = { group: 'base', code: 'pads', label: 'Pads', pricePence: 100, pricing: 'fixed' };
    expect((await t.request('GET', '/api/configurator/admin/options', undefined, { cookie: c.a1 })).status).toBe(403);
    expect((await t.request('POST', '/api/configurator/options', newOption, { cookie: c.a1 })).status).toBe(403);
    expect((await t.request('PATCH', `/api/configurator/options/${id}`, { pricePence: 1 }, { cookie: c.a1 })).status).toBe(403);
    expect((await t.request('DELETE', `/api/configurator/options/${id}`, undefined, { cookie: c.a1 })).status).toBe(403);

    expect((await t.request('GET', '/api/configurator/admin/options')).status).toBe(401);
    expect((await t.request('POST', '/api/configurator/options', newOption)).status).toBe(401);
    expect((await t.request('PATCH', `/api/configurator/options/${id}`, { pricePence: 1 })).status).toBe(401);
    expect((await t.request('DELETE', `/api/configurator/options/${id}`)).status).toBe(401);

    // Another company's staff: on this host their session is refused; on theirs this option does not exist.
    expect((await t.request('GET', '/api/configurator/admin/options', undefined, { cookie: c.staffB })).status).toBe(401);
    expect((await t.request('PATCH', `/api/configurator/options/${id}`, { pricePence: 1 }, { cookie: c.staffB })).status).toBe(401);
    expect((await adminOptions(c.staffB, ACME)).some((o) => o.id === id)).toBe(false);
    expect((await t.request('PATCH', `/api/configurator/options/${id}`, { pricePence: 1 }, { cookie: c.staffB, host: ACME })).status).toBe(404);
    expect((await t.request('DELETE', `/api/configurator/options/${id}`, undefined, { cookie: c.staffB, host: ACME })).status).toBe(404);
    expect((await adminOptions(c.staffA)).find((o) => o.id === id)?.pricePence).toBe(8_500);
  });
});
