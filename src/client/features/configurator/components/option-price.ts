import { areaCm2Of, lineAmountPence } from '@/shared/configurator-pricing';
import { formatPence } from '@/shared/money';
import type { ConfiguratorOption } from '@/shared/schemas/configurator';

const perM2 = (pence: number) => `${formatPence(pence)} per m²`;

/** "9 m²", "6.25 m²". */
export function formatArea(areaM2: number): string {
  return `${Number(areaM2.toFixed(2))} m²`;
}

/**
 * What choosing an option adds, in words a buyer reads at a glance. Amounts come from the same
 * rule as the price panel: per-m² options for the chosen size, sizes at the chosen product's rate.
 */
export function optionPriceText(option: ConfiguratorOption, areaCm2: number | null, floorRatePence: number | null): string {
  if (option.group === 'product_type') return `${formatPence(option.pricePence)} + ${perM2(option.attributes.perM2Pence ?? 0)}`;
  if (option.group === 'size') {
    const own = areaCm2Of(option);
    if (own === null) return '';
    const area = formatArea(own / 10_000);
    return floorRatePence === null ? area : `${area} · ${formatPence(lineAmountPence(option, own, floorRatePence))}`;
  }
  if (option.pricePence === 0) return 'Included';
  if (option.pricing === 'fixed') return `+${formatPence(option.pricePence)}`;
  return areaCm2 === null ? `+${perM2(option.pricePence)}` : `+${formatPence(lineAmountPence(option, areaCm2, 0))} (${perM2(option.pricePence)})`;
}
