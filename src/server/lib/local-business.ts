import type { CompanyBranding } from '../../shared/schemas/company';
import type { SiteContent } from '../../shared/schemas/site-content';

/**
 * schema.org data for the company as a local business, so a search result can show its
 * phone, address and the places it covers. Only what the company has published: a
 * missing phone or address is left out, never invented.
 */
export function localBusinessJsonLd(company: CompanyBranding, content: SiteContent, origin: string): Record<string, unknown> {
  const { phone, email, address, areaServed } = content.contact;
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${origin}/#business`,
    name: company.name,
    url: `${origin}/`,
    description: content.tagline,
    ...(company.logoUrl ? { logo: absoluteUrl(company.logoUrl, origin), image: absoluteUrl(company.logoUrl, origin) } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(email ? { email } : {}),
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: address.lines.join(', '),
            addressLocality: address.town,
            ...(address.county ? { addressRegion: address.county } : {}),
            postalCode: address.postcode,
            addressCountry: 'GB',
          },
        }
      : {}),
    areaServed: areaServed.map((name) => ({ '@type': 'Place', name })),
  };
}

/** Logos are stored as our own path (`/api/company/logo?v=…`) or a full https URL. */
export function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, `${origin}/`).toString();
  } catch {
    return `${origin}/`;
  }
}
