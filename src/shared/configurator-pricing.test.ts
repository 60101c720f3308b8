import { describe, expect, it } from 'vitest';
import { priceConfiguration, type PricingOption } from './configurator-pricing';
import type { Configuration } from './schemas/configurator';

const option = (o: Partial<PricingOption> & Pick<PricingOption, 'group' | 'code'>): PricingOption => ({
  label: o.code,
  pricePence: 0,
  pricing: 'fixed',
  attributes: {},
  available: true,
  ...o,
});

const options: PricingOption[] = [
  option({ group: 'product_type', code: 'garden_room', label: 'Garden Room', pricePence: 450_000, attributes: { perM2Pence: 85_000 } }),
  option({ group: 'size', code: '3x3', label: '3 m × 3 m', attributes: { widthM: 3, depthM: 3 } }),
  option({ group: 'size', code: '2.4x3.6', label: '2.4 m × 3.6 m', attributes: { widthM: 2.4, depthM: 3.6 } }),
  option({ group: 'size', code: '6x4', label: '6 m × 4 m', pricePence: 50_000, attributes: { widthM: 6, depthM: 4 } }),
  option({ group: 'cladding', code: 'composite', label: 'Composite', pricePence: 0 }),
  option({ group: 'cladding', code: 'cedar', label: 'Cedar', pricePence: 9_000, pricing: 'per_m2' }),
  option({ group: 'windows', code: 'roof_light', label: 'Roof light', pricePence: 145_000 }),
  option({ group: 'doors', code: 'bifold', label: 'Bi-fold', pricePence: 240_000 }),
  option({ group: 'doors', code: 'sliding', label: 'Sliding', pricePence: 120_000, available: false }),
  option({ group: 'electrical', code: 'standard', label: 'Standard', pricePence: 95_000 }),
  option({ group: 'insulation', code: 'enhanced', label: 'Enhanced', pricePence: 4_000, pricing: 'per_m2' }),
  option({ group: 'base', code: 'ground_screws', label: 'Ground screws', pricePence: 5_500, pricing: 'per_m2' }),
];

const config: Configuration = {
  productType: 'garden_room',
  size: '3x3',
  cladding: 'cedar',
  windows: 'roof_light',
  doors: 'bifold',
  electrical: 'standard',
  insulation: 'enhanced',
  base: 'ground_screws',
};

describe('priceConfiguration', () => {
  it('adds the base, the floor rate × area, fixed extras and per-m² extras, VAT inclusive', () => {
    const result = priceConfiguration(options, config);
    if (!result.ok) throw new Error(result.message);
    expect(result.areaM2).toBe(9);
    expect(result.quote.lines.map((l) => [l.group, l.amountPence])).toEqual([
      ['product_type', 450_000],
      ['size', 765_000],
      ['cladding', 81_000],
      ['windows', 145_000],
      ['doors', 240_000],
      ['electrical', 95_000],
      ['insulation', 36_000],
      ['base', 49_500],
    ]);
    expect(result.quote.totalPence).toBe(1_861_500);
    // VAT is a sixth of the VAT-inclusive total; net is the rest, so the two always add up.
    expect(result.quote.vatPence).toBe(310_250);
    expect(result.quote.netPence).toBe(1_551_250);
  });

  it('measures areas exactly and rounds each per-m² amount to whole pence once', () => {
    const result = priceConfiguration(options, { ...config, size: '2.4x3.6' });
    if (!result.ok) throw new Error(result.message);
    expect(result.areaM2).toBe(8.64);
    expect(result.quote.lines.find((l) => l.group === 'size')?.amountPence).toBe(734_400);
    expect(result.quote.lines.find((l) => l.group === 'base')?.amountPence).toBe(47_520);
    expect(result.quote.netPence + result.quote.vatPence).toBe(result.quote.totalPence);
  });

  it("adds a size's own surcharge to its line", () => {
    const result = priceConfiguration(options, { ...config, size: '6x4' });
    if (!result.ok) throw new Error(result.message);
    expect(result.quote.lines.find((l) => l.group === 'size')?.amountPence).toBe(24 * 85_000 + 50_000);
  });

  it('rounds the VAT portion to the nearest penny', () => {
    const cheap = options.map((o) => (o.group === 'electrical' ? { ...o, pricePence: 95_001 } : o));
    const result = priceConfiguration(cheap, config);
    if (!result.ok) throw new Error(result.message);
    expect(result.quote.totalPence).toBe(1_861_501);
    expect(result.quote.vatPence).toBe(310_250);
    expect(result.quote.netPence).toBe(1_551_251);
  });

  it('refuses an unknown code, naming the group', () => {
    expect(priceConfiguration(options, { ...config, cladding: 'gold' })).toEqual({
      ok: false,
      group: 'cladding',
      field: 'configuration.cladding',
      message: 'There is no cladding and colour option "gold". Choose one of the cladding and colour options offered.',
    });
  });

  it('refuses an unavailable option, naming it', () => {
    const result = priceConfiguration(options, { ...config, doors: 'sliding' });
    expect(result).toMatchObject({ ok: false, group: 'doors', message: 'The doors option "Sliding" is no longer available. Choose another.' });
  });

  it("refuses a code from another group (codes are only unique within one)", () => {
    expect(priceConfiguration(options, { ...config, windows: 'bifold' })).toMatchObject({ ok: false, group: 'windows' });
  });

  it('refuses a size without dimensions or a product type without a floor rate', () => {
    const broken = options.map((o) => (o.code === '3x3' ? { ...o, attributes: {} } : o));
    expect(priceConfiguration(broken, config)).toMatchObject({ ok: false, group: 'size' });
    const noRate = options.map((o) => (o.group === 'product_type' ? { ...o, attributes: {} } : o));
    expect(priceConfiguration(noRate, config)).toMatchObject({ ok: false, group: 'product_type' });
  });
});
