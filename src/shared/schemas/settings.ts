import { z } from 'zod';

export const MAX_PRODUCTION_CAPACITY_SETTING = 500;
export const MAX_SENDER_NAME_LENGTH = 60;
/** A logo is drawn at 32 px high; anything bigger than this is a photo, not a logo. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** What a logo may be: raster images only. SVG is text that can carry script, so it is never accepted. */
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';

const zHexColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1f6f4a')
  .transform((v) => v.toLowerCase());

/**
 * The From name goes into an email header: a line break would start a new header and angle
 * brackets would read as an address, so neither is allowed. Empty means "use the company name".
 */
export const zEmailSenderName = z
  .string()
  .trim()
  .max(MAX_SENDER_NAME_LENGTH, `Keep the sender name to ${MAX_SENDER_NAME_LENGTH} characters`)
  .refine((v) => !/[\r\n<>]/.test(v), 'The sender name cannot contain line breaks or < >')
  .transform((v) => (v === '' ? null : v));

export const zProductionCapacitySetting = z
  .number('Enter a number of builds')
  .int('Use whole builds')
  .min(1, 'At least 1 build')
  .max(MAX_PRODUCTION_CAPACITY_SETTING, `At most ${MAX_PRODUCTION_CAPACITY_SETTING} builds`);

/** PUT /api/settings: the whole set, as the settings page sends it. */
export const zCompanySettingsInput = z.object({
  companyName: z.string().trim().min(2, 'Enter the company name (at least 2 characters)').max(100, 'Keep the name to 100 characters'),
  primaryColor: zHexColour,
  secondaryColor: zHexColour,
  emailSenderName: zEmailSenderName.nullable(),
  /** Null clears it: the Production Status card then uses its default. */
  productionCapacity: zProductionCapacitySetting.nullable(),
});
export type CompanySettingsInput = z.input<typeof zCompanySettingsInput>;
export type CompanySettingsUpdate = z.output<typeof zCompanySettingsInput>;

/** GET /api/settings: staff read it, admins change it. */
export const zCompanySettings = z.object({
  companyName: z.string(),
  subdomain: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  /** The URL the site shows the logo from (our own /api/company/logo, or a static file); null draws the fallback. */
  logoUrl: z.string().nullable(),
  /** Null: emails go out under the company name. */
  emailSenderName: z.string().nullable(),
  /** Null: not set. */
  productionCapacity: z.number().int().nullable(),
  /** The largest logo the server takes, so the page can say so before sending one. */
  logoMaxBytes: z.number().int(),
});
export type CompanySettings = z.infer<typeof zCompanySettings>;
