import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../../tests/factories/users';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { zSiteContent, type SiteContent } from '../../../shared/schemas/site-content';
import { siteContent } from '../../db/schema/site';
import { seedSiteContent } from '../../db/seed-site-content';
import { defaultSiteContent } from './default-site-content';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const c = {} as Record<'a1' | 'staffA' | 'adminA' | 'staffB' | 'adminB', string>;
const acme = { host: 'acme.localhost' };

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  await insertUser(t.db, { companyId: world.tenantB.company.id, email: 'admin-b@example.test', role: 'admin' });
  c.a1 = await t.signIn('a1@example.test');
  c.staffA = await t.signIn('staff-a@example.test');
  c.adminA = await t.signIn('admin-a@example.test');
  c.staffB = await t.signIn('staff-b@example.test', undefined, acme);
  c.adminB = await t.signIn('admin-b@example.test', undefined, acme);
});

const get = async (host = 'demo.localhost') => {
  const res = await t.request('GET', '/api/site-content', undefined, { host });
  expect(res.status).toBe(200);
  return (await res.json()) as SiteContent;
};
const put = (body: unknown, cookie = c.adminA, host = 'demo.localhost') => t.request('PUT', '/api/site-content', body, { cookie, host });

/** A whole, valid document to change one thing in. */
function validDocument(): SiteContent {
  return structuredClone(defaultSiteContent('Oak & Ash Rooms'));
}

describe('GET /api/site-content', () => {
  it('gives a company with no content a sensible default in its own name, to anyone', async () => {
    const body = await get('acme.localhost');
    expect(zSiteContent.parse(body)).toEqual(body);
    expect(body.hero.intro).toContain('Acme Garden Buildings');
    // Nothing invented that a visitor could act on.
    expect(body.contact).toMatchObject({ phone: null, email: null, address: null });
    expect(body.reviews).toEqual([]);
    // Typical UK prices: a 3 × 3 m room between £11k and £20k including VAT.
    const classic = body.pricing.tiers.find((tier) => tier.widthM === 3 && tier.depthM === 3)!;
    expect(classic.fromPence).toBeGreaterThanOrEqual(1_100_000);
    expect(classic.fromPence).toBeLessThanOrEqual(2_000_000);
  });

  it('serves the default, not an error, when the stored document no longer passes the schema', async () => {
    await t.db.insert(siteContent).values({ companyId: world.tenantB.company.id, content: { tagline: 42, faqs: 'nope' } });
    const body = await get('acme.localhost');
    expect(body).toEqual(defaultSiteContent('Acme Garden Buildings'));
    await t.db.delete(siteContent).where(eq(siteContent.companyId, world.tenantB.company.id));
  });
});

describe('PUT /api/site-content', () => {
  it('lets an admin replace the document, normalised, for their company only', async () => {
    const doc = validDocument();
    doc.tagline = '  Oak and ash, built to last  ';
    doc.composite.colours = [{ name: 'Moss', hex: '#6F7B5A' }];
    doc.contact.address = { lines: ['1 High Street'], town: 'Ilkley', county: null, postcode: 'ls29 8aa' };
    const res = await put(doc);
    expect(res.status).toBe(200);
    const saved = (await res.json()) as SiteContent;
    expect(saved.tagline).toBe('Oak and ash, built to last');
    expect(saved.composite.colours).toEqual([{ name: 'Moss', hex: '#6f7b5a' }]);
    expect(saved.contact.address?.postcode).toBe('LS29 8AA');

    expect(await get()).toEqual(saved);
    expect((await get('acme.localhost')).tagline).not.toBe(saved.tagline);
    const [row] = await t.db.select().from(siteContent).where(eq(siteContent.companyId, world.tenantA.company.id));
    expect(row!.updatedBy).toBe(world.users.adminA.id);
  });

  it.each([
    ['tagline', (d: SiteContent) => void (d.tagline = 'Two\nlines')],
    ['tagline', (d: SiteContent) => void (d.tagline = '   ')],
    ['products.gardenRooms.ranges.0.fromPence', (d: SiteContent) => void (d.products.gardenRooms.ranges[0]!.fromPence = 1_695_000.5)],
    ['products.gardenRooms.ranges.0.fromPence', (d: SiteContent) => void (d.products.gardenRooms.ranges[0]!.fromPence = -1)],
    ['products.studios.ranges.0.widthM', (d: SiteContent) => void (d.products.studios.ranges[0]!.widthM = 3.333)],
    ['products.studios.ranges.0.depthM', (d: SiteContent) => void (d.products.studios.ranges[0]!.depthM = 0)],
    ['products.homeOffices.ranges', (d: SiteContent) => void (d.products.homeOffices.ranges = [])],
    ['composite.colours.0.hex', (d: SiteContent) => void (d.composite.colours[0]!.hex = 'red')],
    ['pricing.payment.stages', (d: SiteContent) => void (d.pricing.payment.stages[0]!.percent = 10)],
    ['faqs.0.category', (d: SiteContent) => void ((d.faqs[0] as { category: string }).category = 'gossip')],
    ['reviews.0.rating', (d: SiteContent) => void d.reviews.push({ name: 'A', town: 'B', rating: 6, text: 'C' })],
    ['contact.phone', (d: SiteContent) => void (d.contact.phone = 'call me')],
    ['contact.email', (d: SiteContent) => void (d.contact.email = 'not-an-email')],
    ['services.design.aftercare.guaranteeYears', (d: SiteContent) => void (d.services.design.aftercare.guaranteeYears = 0)],
  ])('refuses a bad %s with the field named', async (field, spoil) => {
    const doc = validDocument();
    spoil(doc);
    const res = await put(doc);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields)).toEqual([field]);
  });

  it('refuses a partial document: the site needs every page', async () => {
    const { products: _products, ...partial } = validDocument();
    const res = await put(partial);
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields)).toEqual(['products']);
  });

  it('is refused to staff and customers (403), anonymous callers and another company’s admin on this host (401)', async () => {
    const before = await get();
    const doc = { ...validDocument(), tagline: 'Changed by someone who may not' };
    expect((await put(doc, c.staffA)).status).toBe(403);
    expect((await put(doc, c.a1)).status).toBe(403);
    expect((await t.request('PUT', '/api/site-content', doc)).status).toBe(401);
    expect((await put(doc, c.staffB)).status).toBe(401);
    expect((await put(doc, c.adminB)).status).toBe(401);
    // Anonymous callers learn nothing from validation either.
    expect((await t.request('PUT', '/api/site-content', { tagline: 1 })).status).toBe(401);
    expect(await get()).toEqual(before);
  });

  it('never answers 500 to a body that is not JSON', async () => {
    const res = await t.request('PUT', '/api/site-content', '{"tagline":', { cookie: c.adminA });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('INVALID_JSON');
  });
});

describe('the seeded content', () => {
  it('is valid, distinct per company and priced as the trade prices', async () => {
    await seedSiteContent(t.db, world.tenantA.company);
    await seedSiteContent(t.db, world.tenantB.company);
    const arbour = await get();
    const acmeContent = await get('acme.localhost');
    expect(arbour.contact.areaServed).toContain('Surrey');
    expect(acmeContent.contact.areaServed).toContain('Leeds');
    expect(arbour.tagline).not.toBe(acmeContent.tagline);
    expect(arbour.pricing.tiers.map((tier) => tier.fromPence)).not.toEqual(acmeContent.pricing.tiers.map((tier) => tier.fromPence));

    for (const content of [arbour, acmeContent]) {
      const ranges = [...Object.values(content.products).flatMap((p) => p.ranges), ...content.pricing.tiers];
      for (const { widthM, depthM, fromPence } of ranges) {
        const poundsPerM2 = fromPence / 100 / (widthM * depthM);
        // Turnkey about £1,700–£2,200 per m² including VAT; large rooms a little less, small ones a little more.
        expect(poundsPerM2, `${widthM} × ${depthM} m at ${fromPence}p`).toBeGreaterThan(1_400);
        expect(poundsPerM2, `${widthM} × ${depthM} m at ${fromPence}p`).toBeLessThan(2_400);
        if (widthM === 3 && depthM === 3) expect(fromPence).toBeLessThanOrEqual(2_000_000);
      }
      expect(content.reviews.length).toBeGreaterThan(2);
      expect(content.faqs.some((faq) => faq.category === 'planning')).toBe(true);
    }
  });
});
