import { z } from 'zod';

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
