import { z } from 'zod';
import { CONFIGURATOR_GROUPS, OPTION_PRICINGS } from '../constants/site';

const zCode = z.string().trim().min(1).max(60);

/**
 * A buyer's choices, by option code per group (see configurator_options). Stored with a lead
 * and, when staff convert the lead, turned into the project's specification.
 */
export const zConfiguration = z.object({
  productType: zCode,
  size: zCode,
  cladding: zCode,
  windows: zCode,
  doors: zCode,
  electrical: zCode,
  insulation: zCode,
  base: zCode,
});
export type Configuration = z.infer<typeof zConfiguration>;

/** The most any single price may be: £100,000, far above any real option, well inside an integer column. */
export const MAX_OPTION_PRICE_PENCE = 10_000_000;
/** Sizes the company builds, in metres either way. */
export const MIN_SIZE_M = 1;
export const MAX_SIZE_M = 12;

const zPence = z
  .number({ error: 'Enter a price' })
  .int('Prices are whole pence')
  .min(0, 'A price cannot be negative')
  .max(MAX_OPTION_PRICE_PENCE, 'A price must be at most £100,000.00');

/** Centimetre precision: a dimension with more decimals is a typing slip, not a building. */
const zMetres = z
  .number({ error: 'Enter a size in metres' })
  .min(MIN_SIZE_M, `At least ${MIN_SIZE_M} m`)
  .max(MAX_SIZE_M, `At most ${MAX_SIZE_M} m`)
  .refine((m) => Math.abs(m * 100 - Math.round(m * 100)) < 1e-6, 'Use at most two decimals (centimetres)');

/** What some groups carry besides a price: a size's dimensions, a product type's rate per m². */
export const zOptionAttributes = z.object({
  widthM: zMetres.optional(),
  depthM: zMetres.optional(),
  perM2Pence: zPence.optional(),
});
export type OptionAttributes = z.infer<typeof zOptionAttributes>;

export const zConfiguratorGroup = z.enum(CONFIGURATOR_GROUPS);
export const zOptionPricing = z.enum(OPTION_PRICINGS);

export const zConfiguratorOption = z.object({
  id: z.string(),
  group: zConfiguratorGroup,
  code: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  pricePence: z.number().int(),
  pricing: zOptionPricing,
  attributes: zOptionAttributes,
  available: z.boolean(),
  position: z.number().int(),
});
export type ConfiguratorOption = z.infer<typeof zConfiguratorOption>;

/** Ordered by the buying order of the groups, then by position within a group. */
export const zConfiguratorOptionList = z.object({ options: z.array(zConfiguratorOption) });
export type ConfiguratorOptionList = z.infer<typeof zConfiguratorOptionList>;

export const zQuoteRequest = z.object({ configuration: zConfiguration });
export type QuoteRequest = z.infer<typeof zQuoteRequest>;

export const zQuoteLine = z.object({ group: zConfiguratorGroup, code: z.string(), label: z.string(), amountPence: z.number().int() });
export type QuoteLine = z.infer<typeof zQuoteLine>;

/** VAT-inclusive: total is what the buyer pays, vat the portion of it (total ÷ 6), net the rest. */
export const zQuote = z.object({
  netPence: z.number().int(),
  vatPence: z.number().int(),
  totalPence: z.number().int(),
  lines: z.array(zQuoteLine),
});
export type Quote = z.infer<typeof zQuote>;

/** The parts of an option staff may change; the group and code stay, so saved configurations keep reading. */
const editableFields = {
  label: z.string().trim().min(1, 'Give the option a label').max(80, 'Keep the label under 80 characters'),
  description: z
    .string()
    .trim()
    .max(300, 'Keep the description under 300 characters')
    .nullish()
    .transform((text) => (text ? text : null)),
  pricePence: zPence,
  pricing: zOptionPricing,
  attributes: zOptionAttributes.default({}),
  available: z.boolean(),
  position: z.number({ error: 'Enter a position' }).int('Whole numbers only').min(0, 'At least 0').max(9999, 'At most 9999'),
};

/** The rules that depend on the group: sizes need both dimensions, product types a rate per m². */
function checkGroupAttributes(option: { group: string; attributes: OptionAttributes; pricing: string }, ctx: z.RefinementCtx) {
  const { group, attributes } = option;
  if (group === 'size') {
    if (attributes.widthM === undefined) ctx.addIssue({ code: 'custom', path: ['attributes', 'widthM'], message: 'A size needs its width in metres' });
    if (attributes.depthM === undefined) ctx.addIssue({ code: 'custom', path: ['attributes', 'depthM'], message: 'A size needs its depth in metres' });
  }
  if (group === 'product_type') {
    if (attributes.perM2Pence === undefined) ctx.addIssue({ code: 'custom', path: ['attributes', 'perM2Pence'], message: 'A product type needs its price per m²' });
    // Its per-m² rate is an attribute; a per_m2 base would count the floor twice.
    if (option.pricing !== 'fixed') ctx.addIssue({ code: 'custom', path: ['pricing'], message: 'A product type has a fixed base price' });
  }
}

export const zConfiguratorOptionInput = z
  .object({
    group: zConfiguratorGroup,
    code: z
      .string()
      .trim()
      .min(1, 'Give the option a code')
      .max(60, 'Keep the code under 60 characters')
      .regex(/^[a-z0-9][a-z0-9_-]*$/, 'Lower-case letters, digits, - and _ only'),
    ...editableFields,
    available: editableFields.available.default(true),
    position: editableFields.position.default(0),
  })
  .superRefine(checkGroupAttributes);
export type ConfiguratorOptionInput = z.input<typeof zConfiguratorOptionInput>;

/** A partial change; the merged option is checked against the group's rules by the server. */
export const zConfiguratorOptionPatch = z
  .object({
    label: editableFields.label,
    description: editableFields.description,
    pricePence: editableFields.pricePence,
    pricing: editableFields.pricing,
    attributes: zOptionAttributes,
    available: editableFields.available,
    position: editableFields.position,
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change');
export type ConfiguratorOptionPatch = z.input<typeof zConfiguratorOptionPatch>;

/** The whole option after a change, checked as one (a size keeps its dimensions). */
export const zConfiguratorOptionShape = z.object({ group: zConfiguratorGroup, ...editableFields }).superRefine(checkGroupAttributes);
