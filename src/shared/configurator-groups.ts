import type { ConfiguratorGroup } from './constants/site';
import type { Configuration } from './schemas/configurator';

/** Which key of a buyer's configuration holds each group's choice. */
export const GROUP_KEYS = {
  product_type: 'productType',
  size: 'size',
  cladding: 'cladding',
  windows: 'windows',
  doors: 'doors',
  electrical: 'electrical',
  insulation: 'insulation',
  base: 'base',
} as const satisfies Record<ConfiguratorGroup, keyof Configuration>;

/** Each group as buyers and staff read it, on screen and in error messages. */
export const GROUP_LABELS: Record<ConfiguratorGroup, string> = {
  product_type: 'Product type',
  size: 'Size',
  cladding: 'Cladding and colour',
  windows: 'Windows',
  doors: 'Doors',
  electrical: 'Electrical package',
  insulation: 'Insulation',
  base: 'Base',
};
