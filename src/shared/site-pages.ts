import { formatFromPrice } from './money';
import type { SiteContent } from './schemas/site-content';

/**
 * Each public page's <title> and meta description, from the company's own content, so a
 * search result reads as that company's page. Types only are imported: the client may use
 * this too without pulling zod into the public bundle.
 */
export interface PageMeta {
  title: string;
  description: string;
}

/** Every public route the server answers with a page head (and lists in the sitemap). */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/products/garden-rooms',
  '/products/home-offices',
  '/products/studios',
  '/services/installation',
  '/services/design',
  '/services/maintenance',
  '/gallery',
  '/pricing',
  '/faqs',
  '/contact',
  '/composite-collection',
  '/configurator',
  '/demo',
  '/login',
] as const;
export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

/** Search engines show about 155 characters; cut at a word and say so. */
export const META_DESCRIPTION_MAX = 155;

export function publicPageMeta(pathname: string, content: SiteContent, companyName: string): PageMeta {
  const path = normalisePath(pathname);
  const area = areaPhrase(content.contact.areaServed);
  const page = (name: string, description: string): PageMeta => ({ title: `${name} | ${companyName}`, description: clip(description) });

  switch (path) {
    case '/':
      return { title: `${companyName} | ${content.tagline}`, description: clip(`${content.hero.headline}. ${content.hero.intro}`) };
    case '/products/garden-rooms':
      return page('Garden Rooms', productDescription(content.products.gardenRooms));
    case '/products/home-offices':
      return page('Home Offices', productDescription(content.products.homeOffices));
    case '/products/studios':
      return page('Studios', productDescription(content.products.studios));
    case '/services/installation':
      return page('Installation', content.services.installation.intro);
    case '/services/design':
      return page('Design Consultation', content.services.design.intro);
    case '/services/maintenance':
      return page('Maintenance', content.services.maintenance.intro);
    case '/gallery':
      return page('Gallery', `Photos of garden rooms, home offices and studios ${companyName} has designed and installed${area}.`);
    case '/pricing':
      return page('Pricing', `${pricesFrom(content)} ${content.pricing.intro}`);
    case '/faqs':
      return page('FAQs', `Answers to common questions about planning permission, building regulations, installation, prices and aftercare from ${companyName}.`);
    case '/contact':
      return page('Contact Us', `Get in touch with ${companyName}${content.contact.phone ? ` on ${content.contact.phone}` : ''} about a garden room, home office or studio${area}.`);
    case '/composite-collection':
      return page('Composite Collection', `${content.composite.intro} Guaranteed for ${content.composite.guaranteeYears} years.`);
    case '/configurator':
      return page('Configure Your Garden Room', `Choose the size, cladding, glazing and electrics of your garden building and see the price, including VAT, as you go.`);
    case '/demo':
      return page('Book a Demo', `Book a demonstration with ${companyName}: see how we design, build and install your garden building, and how you follow it online.`);
    case '/login':
      return page('Login', `Sign in to your ${companyName} customer portal to follow your build, see payments and documents, and message the team.`);
    default:
      return { title: `Page not found | ${companyName}`, description: clip(content.tagline) };
  }
}

function productDescription(product: SiteContent['products']['gardenRooms']): string {
  const lowest = Math.min(...product.ranges.map((r) => r.fromPence));
  return `${product.headline}. From ${formatFromPrice(lowest)} including VAT. ${product.intro}`;
}

function pricesFrom(content: SiteContent): string {
  const lowest = Math.min(...content.pricing.tiers.map((t) => t.fromPence));
  return `Garden buildings from ${formatFromPrice(lowest)} including VAT.`;
}

/** " in Surrey, Sussex and Hampshire"; a long list keeps its first three, so the description stays short. */
function areaPhrase(places: string[]): string {
  if (places.length === 0) return '';
  if (places.length === 1) return ` in ${places[0]}`;
  if (places.length > 4) return ` in ${places.slice(0, 3).join(', ')} and nearby`;
  return ` in ${places.slice(0, -1).join(', ')} and ${places.at(-1)}`;
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= META_DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, META_DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Signed-in pages the server also renders (with the visitor's own data) when the request carries
 * a session, and everything below them: the portal paints from HTML instead of waiting for the
 * app. That is every page of the portal, and the two staff pages on public paths; the calendar's
 * today is the company's (London's), so the server knows it as well as the browser.
 */
export const SIGNED_IN_RENDERED_PREFIXES = [
  '/dashboard',
  '/messages',
  '/support',
  '/contracts',
  '/welcome',
  '/onboarding',
  '/customers',
  '/leads',
  '/reports',
  '/emails',
  '/scheduling',
  '/settings',
  '/gallery/admin',
  '/configurator/admin',
] as const;

export function isSignedInRenderedPath(pathname: string): boolean {
  return SIGNED_IN_RENDERED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Pages outside the sitemap that the server renders for a visitor without a session: the password
 * pages and the invitation an email links to. They read only what anyone may (an invitation by its
 * token); with a session cookie the browser renders them, as it knows who is signed in.
 */
export const ANONYMOUS_RENDERED_PATHS = [/^\/forgot-password$/, /^\/reset-password$/, /^\/invitations\/[^/]+$/];

export function isAnonymousRenderedPath(pathname: string): boolean {
  return ANONYMOUS_RENDERED_PATHS.some((pattern) => pattern.test(pathname));
}
