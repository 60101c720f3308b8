import { z } from 'zod';

const zHexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1f6f4a');

/** A tenant's public branding: safe to show to anyone who visits its site. */
export const zCompanyBranding = z.object({
  id: z.string(),
  name: z.string(),
  subdomain: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: zHexColor,
  secondaryColor: zHexColor,
});
export type CompanyBranding = z.infer<typeof zCompanyBranding>;
