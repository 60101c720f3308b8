import { zSiteContent, type SiteContentInput } from '../../shared/schemas/site-content';
import { ACME_SITE_CONTENT } from '../features/site-content/seed/acme-content';
import { ARBOUR_SITE_CONTENT } from '../features/site-content/seed/arbour-content';
import { upsertSiteContent } from '../features/site-content/site-content.queries';
import type { Database } from './client';

/** Each seeded company's public-site words, by subdomain. */
const SEEDED_CONTENT: Record<'demo' | 'acme', SiteContentInput> = {
  demo: ARBOUR_SITE_CONTENT,
  acme: ACME_SITE_CONTENT,
};

/**
 * Stores a seeded company's site content. It goes through the same schema as an admin's
 * save, so the seed can never hold a document the API would refuse.
 */
export async function seedSiteContent(db: Database, company: { id: string; subdomain: string }): Promise<void> {
  const content = SEEDED_CONTENT[company.subdomain as keyof typeof SEEDED_CONTENT];
  if (!content) throw new Error(`No seeded site content for "${company.subdomain}"`);
  await upsertSiteContent(db, company.id, zSiteContent.parse(content), null);
}
