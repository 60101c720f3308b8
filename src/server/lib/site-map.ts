import { PUBLIC_PAGE_PATHS } from '../../shared/site-pages';
// The portal's paths are the client's; one list, so robots.txt follows when a portal page is added.
import { PORTAL_PATH_PREFIXES } from '../../client/lib/portal-paths';
import { escapeHtml } from './html-escape';

/** Pages anyone may open but nobody should find through a search engine. */
const UNLISTED_PUBLIC_PREFIXES = ['/gallery/admin', '/configurator/admin', '/invitations/'] as const;

/** The company's public pages on its own host; every tenant has the same pages with its own words. */
export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PAGE_PATHS.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawl the public site; stay out of the API, the portal and the admin pages. */
export function robotsTxt(origin: string): string {
  const disallowed = ['/api/', ...PORTAL_PATH_PREFIXES, ...UNLISTED_PUBLIC_PREFIXES];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
