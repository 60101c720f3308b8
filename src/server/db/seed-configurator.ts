import type { ConfiguratorGroup, OptionPricing } from '../../shared/constants/site';
import type { OptionAttributes } from '../../shared/schemas/configurator';
import type { Database } from './client';
import { configuratorOptions } from './schema/site';

interface SeedOption {
  group: ConfiguratorGroup;
  code: string;
  label: string;
  description?: string;
  /** Pounds here, for reading; stored in pence. */
  price: number;
  pricing?: OptionPricing;
  attributes?: OptionAttributes;
}

const size = (widthM: number, depthM: number): SeedOption => ({
  group: 'size',
  code: `${widthM}x${depthM}`,
  label: `${widthM} × ${depthM} m`,
  price: 0,
  attributes: { widthM, depthM },
});

/**
 * Arbour's price list: a 3 × 3 m garden room with the standard choices comes to £13,595 and a
 * 5 × 4 m to £23,550, inside the trade's £11k–£20k and £17k–£31k (docs: domain.md).
 */
const ARBOUR: SeedOption[] = [
  { group: 'product_type', code: 'garden_room', label: 'Garden Room', description: 'A year-round room for relaxing, hobbies or a gym.', price: 4_500, attributes: { perM2Pence: 85_000 } },
  { group: 'product_type', code: 'home_office', label: 'Home Office', description: 'Desk-height sockets, extra data points and acoustic lining.', price: 5_200, attributes: { perM2Pence: 90_000 } },
  { group: 'product_type', code: 'studio', label: 'Garden Studio', description: 'A taller ceiling and more glazing for music, art or fitness.', price: 5_800, attributes: { perM2Pence: 98_000 } },
  size(2.5, 2.5),
  size(3, 2.5),
  size(3, 3),
  size(4, 3),
  size(4, 4),
  size(5, 3),
  size(5, 4),
  size(6, 4),
  { group: 'cladding', code: 'composite_anthracite', label: 'Composite, anthracite grey', description: 'Low maintenance, with a 25-year guarantee. Included.', price: 0 },
  { group: 'cladding', code: 'composite_sage', label: 'Composite, sage green', description: 'Low maintenance, with a 25-year guarantee. Included.', price: 0 },
  { group: 'cladding', code: 'cedar', label: 'Western red cedar, natural', description: 'Silvers gently with age; treated every few years.', price: 90, pricing: 'per_m2' },
  { group: 'cladding', code: 'larch', label: 'Siberian larch, natural', description: 'Hard-wearing softwood with a warm colour.', price: 60, pricing: 'per_m2' },
  { group: 'windows', code: 'side_window', label: 'One side window', description: 'A full-height fixed window in anthracite aluminium. Included.', price: 0 },
  { group: 'windows', code: 'two_windows', label: 'Two side windows', description: 'One fixed and one opening window.', price: 650 },
  { group: 'windows', code: 'windows_roof_light', label: 'Two windows and a roof light', description: 'Daylight from above as well.', price: 1_450 },
  { group: 'doors', code: 'french', label: 'French doors', description: 'Double-glazed aluminium French doors. Included.', price: 0 },
  { group: 'doors', code: 'sliding', label: 'Sliding patio doors', description: 'Two large panes, one sliding.', price: 1_200 },
  { group: 'doors', code: 'bifold', label: 'Bi-fold doors', description: 'Three panes folding fully open.', price: 2_400 },
  { group: 'electrical', code: 'standard', label: 'Standard', description: '4 double sockets, LED downlights, panel heater, consumer unit and armoured supply.', price: 950 },
  { group: 'electrical', code: 'premium', label: 'Premium', description: 'Standard plus USB sockets, outdoor lights and a 2 kW heater.', price: 1_650 },
  { group: 'electrical', code: 'office', label: 'Office', description: 'Premium plus 8 double sockets, a data point and air conditioning.', price: 3_200 },
  { group: 'insulation', code: 'standard', label: 'Standard (75 mm PIR)', description: 'Warm enough for year-round use. Included.', price: 0, pricing: 'per_m2' },
  { group: 'insulation', code: 'enhanced', label: 'Enhanced (100 mm PIR)', description: 'Lower heating bills and a quieter room.', price: 40, pricing: 'per_m2' },
  { group: 'base', code: 'ground_screws', label: 'Ground screws', description: 'Installed in a day, no concrete, suits most gardens.', price: 55, pricing: 'per_m2' },
  { group: 'base', code: 'concrete', label: 'Concrete base', description: 'A 100 mm slab for sloping or soft ground.', price: 85, pricing: 'per_m2' },
];

/** Acme's own list, a little cheaper: a 3 × 3 m garden room with the standard choices comes to £12,400, a 5 × 4 m to £21,750. */
const ACME: SeedOption[] = [
  { group: 'product_type', code: 'garden_room', label: 'Garden Room', description: 'Our classic insulated garden room.', price: 3_900, attributes: { perM2Pence: 80_000 } },
  { group: 'product_type', code: 'home_office', label: 'Home Office', description: 'Ready for a full working day, with data and extra sockets.', price: 4_600, attributes: { perM2Pence: 86_000 } },
  { group: 'product_type', code: 'studio', label: 'Garden Studio', description: 'High ceiling and big glazing.', price: 5_200, attributes: { perM2Pence: 92_000 } },
  size(2.5, 2.5),
  size(3, 3),
  size(3.5, 3),
  size(4, 3),
  size(5, 4),
  size(6, 4),
  { group: 'cladding', code: 'composite_charcoal', label: 'Composite, charcoal', description: '20-year guarantee. Included.', price: 0 },
  { group: 'cladding', code: 'composite_olive', label: 'Composite, olive green', description: '20-year guarantee. Included.', price: 0 },
  { group: 'cladding', code: 'thermowood', label: 'Thermowood, natural', description: 'Heat-treated pine, stable and sustainable.', price: 70, pricing: 'per_m2' },
  { group: 'cladding', code: 'cedar', label: 'Cedar, natural', description: 'Canadian western red cedar.', price: 95, pricing: 'per_m2' },
  { group: 'windows', code: 'one_window', label: 'One fixed window', description: 'Included.', price: 0 },
  { group: 'windows', code: 'two_windows', label: 'Two windows', description: 'One opening.', price: 700 },
  { group: 'windows', code: 'roof_light', label: 'Two windows and a roof light', description: 'Extra daylight.', price: 1_350 },
  { group: 'doors', code: 'french', label: 'French doors', description: 'Included.', price: 0 },
  { group: 'doors', code: 'sliding', label: 'Sliding doors', description: 'Two panes, one sliding.', price: 1_100 },
  { group: 'doors', code: 'bifold', label: 'Bi-fold doors', description: 'Three-pane bi-fold.', price: 2_250 },
  { group: 'electrical', code: 'standard', label: 'Standard', description: '4 double sockets, lighting, heater and supply.', price: 850 },
  { group: 'electrical', code: 'premium', label: 'Premium', description: 'Standard plus outdoor lights and USB sockets.', price: 1_500 },
  { group: 'electrical', code: 'office', label: 'Office', description: 'Premium plus data, 8 sockets and air conditioning.', price: 2_900 },
  { group: 'insulation', code: 'standard', label: 'Standard', description: 'Included.', price: 0, pricing: 'per_m2' },
  { group: 'insulation', code: 'enhanced', label: 'Enhanced', description: 'Thicker insulation throughout.', price: 50, pricing: 'per_m2' },
  { group: 'base', code: 'ground_screws', label: 'Ground screws', description: 'Quick and clean.', price: 50, pricing: 'per_m2' },
  { group: 'base', code: 'concrete', label: 'Concrete base', description: 'For difficult ground.', price: 90, pricing: 'per_m2' },
];

const CATALOGUES = { arbour: ARBOUR, acme: ACME } as const;

/** A company's configurator options in the order listed, positions 10 apart so staff can slot one between two. */
export async function seedConfiguratorOptions(db: Database, companyId: string, catalogue: keyof typeof CATALOGUES): Promise<void> {
  const positions = new Map<ConfiguratorGroup, number>();
  const rows = CATALOGUES[catalogue].map((o) => {
    const position = (positions.get(o.group) ?? 0) + 10;
    positions.set(o.group, position);
    return {
      companyId,
      group: o.group,
      code: o.code,
      label: o.label,
      description: o.description ?? null,
      pricePence: Math.round(o.price * 100),
      pricing: o.pricing ?? ('fixed' as const),
      attributes: { ...o.attributes },
      position,
    };
  });
  await db.insert(configuratorOptions).values(rows);
}
