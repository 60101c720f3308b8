import { CONFIGURATOR_GROUPS, type ConfiguratorGroup } from './constants/site';
import { GROUP_KEYS, GROUP_LABELS } from './configurator-groups';
import { vatPortionPence } from './money';
import type { Configuration, ConfiguratorOption, Quote, QuoteLine } from './schemas/configurator';

/**
 * The one pricing rule, run by the server for a quote and by the browser for the live price,
 * so the price a buyer watches is the price they are quoted. No zod here: it ships in the page.
 */
export type PricingOption = Pick<ConfiguratorOption, 'group' | 'code' | 'label' | 'pricePence' | 'pricing' | 'attributes' | 'available'>;

export type PriceResult =
  | { ok: true; quote: Quote; widthM: number; depthM: number; areaM2: number }
  | { ok: false; group: ConfiguratorGroup; field: string; message: string };

/** Centimetres, so areas are whole numbers and 2.4 × 3.6 is exactly 8.64 m². */
const toCm = (metres: number) => Math.round(metres * 100);

/** pence × area, rounded once to whole pence. */
const perArea = (pence: number, areaCm2: number) => Math.round((pence * areaCm2) / 10_000);

/** A size's floor area in cm² (whole numbers), or null without both dimensions. */
export function areaCm2Of(size: Pick<PricingOption, 'attributes'>): number | null {
  const { widthM, depthM } = size.attributes;
  return widthM === undefined || depthM === undefined ? null : toCm(widthM) * toCm(depthM);
}

/**
 * What one chosen option adds for a floor area and the product type's rate per m². The product
 * type's line is its base price; its floor rate shows on the size line, which the area drives.
 */
export function lineAmountPence(option: Pick<PricingOption, 'group' | 'pricePence' | 'pricing'>, areaCm2: number, floorRatePence: number): number {
  const own = option.pricing === 'per_m2' ? perArea(option.pricePence, areaCm2) : option.pricePence;
  if (option.group === 'product_type') return option.pricePence;
  if (option.group === 'size') return perArea(floorRatePence, areaCm2) + own;
  return own;
}

export function priceConfiguration(options: readonly PricingOption[], configuration: Configuration): PriceResult {
  const chosen = {} as Record<ConfiguratorGroup, PricingOption>;
  for (const group of CONFIGURATOR_GROUPS) {
    const code = configuration[GROUP_KEYS[group]];
    const option = options.find((o) => o.group === group && o.code === code);
    const name = GROUP_LABELS[group].toLowerCase();
    const refuse = (message: string): PriceResult => ({ ok: false, group, field: `configuration.${GROUP_KEYS[group]}`, message });
    if (!option) return refuse(`There is no ${name} option "${code}". Choose one of the ${name} options offered.`);
    if (!option.available) return refuse(`The ${name} option "${option.label}" is no longer available. Choose another.`);
    chosen[group] = option;
  }

  const { widthM, depthM } = chosen.size.attributes;
  const perM2Pence = chosen.product_type.attributes.perM2Pence;
  if (widthM === undefined || depthM === undefined) {
    return { ok: false, group: 'size', field: 'configuration.size', message: `The size "${chosen.size.label}" has no dimensions yet. Choose another size.` };
  }
  if (perM2Pence === undefined) {
    return { ok: false, group: 'product_type', field: 'configuration.productType', message: `The product type "${chosen.product_type.label}" has no price per m² yet. Choose another.` };
  }
  const areaCm2 = toCm(widthM) * toCm(depthM);
  const lines: QuoteLine[] = CONFIGURATOR_GROUPS.map((group) => {
    const option = chosen[group];
    return { group, code: option.code, label: option.label, amountPence: lineAmountPence(option, areaCm2, perM2Pence) };
  });

  const totalPence = lines.reduce((sum, line) => sum + line.amountPence, 0);
  const vatPence = vatPortionPence(totalPence);
  return {
    ok: true,
    quote: { netPence: totalPence - vatPence, vatPence, totalPence, lines },
    widthM,
    depthM,
    areaM2: areaCm2 / 10_000,
  };
}
