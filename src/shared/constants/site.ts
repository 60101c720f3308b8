/** The configurator's option groups, in the order a buyer chooses them. */
export const CONFIGURATOR_GROUPS = ['product_type', 'size', 'cladding', 'windows', 'doors', 'electrical', 'insulation', 'base'] as const;
export type ConfiguratorGroup = (typeof CONFIGURATOR_GROUPS)[number];

/** A fixed price, or a price per square metre of floor (cladding, insulation, the base). */
export const OPTION_PRICINGS = ['fixed', 'per_m2'] as const;
export type OptionPricing = (typeof OPTION_PRICINGS)[number];
