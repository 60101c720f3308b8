import type { PageState } from '../../shared/page-render';
import type { CompanyBranding } from '../../shared/schemas/company';
import type { SiteContent } from '../../shared/schemas/site-content';
import { publicPageMeta } from '../../shared/site-pages';
// The palette the client paints at run time, computed once here too so the first paint
// already has the company's colours; pure functions, no DOM.
import { brandPalette } from '../../client/lib/color';
import { escapeHtml, jsonForScript } from './html-escape';
import { absoluteUrl, localBusinessJsonLd } from './local-business';

export type PageHeadInput =
  /** `state`: what a page rendered on the server was rendered from, for the browser to hydrate with (src/shared/page-render.ts). */
  | { kind: 'public'; path: string; origin: string; company: CompanyBranding; content: SiteContent; state?: PageState }
  /** Portal, admin and unknown pages: nothing for a search engine, but the branding still paints at once. */
  | { kind: 'private'; path: string; origin: string; company: CompanyBranding; state?: PageState };

/** Read by the client's readInlinedData (src/client/lib/inlined-data.ts). */
export const INLINED_DATA_ID = 'arbour-data';

/** Everything the server writes into index.html's page-head slot for one request. */
export function renderPageHead(input: PageHeadInput): string {
  const { company } = input;
  const lines: string[] = [];
  if (input.kind === 'public') {
    const meta = publicPageMeta(input.path, input.content, company.name);
    const url = `${input.origin}${input.path}`;
    lines.push(
      `<title>${escapeHtml(meta.title)}</title>`,
      metaName('description', meta.description),
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      metaProperty('og:type', 'website'),
      metaProperty('og:site_name', company.name),
      metaProperty('og:title', meta.title),
      metaProperty('og:description', meta.description),
      metaProperty('og:url', url),
      metaProperty('og:locale', 'en_GB'),
      ...(company.logoUrl ? [metaProperty('og:image', absoluteUrl(company.logoUrl, input.origin))] : []),
      metaName('twitter:card', 'summary'),
      // Data for search engines, not code: the CSP's script-src does not apply to it.
      `<script type="application/ld+json">${jsonForScript(localBusinessJsonLd(company, input.content, input.origin))}</script>`,
    );
  } else {
    lines.push(`<title>${escapeHtml(company.name)}</title>`, metaName('robots', 'noindex, nofollow'));
  }
  lines.push(metaName('theme-color', company.primaryColor), brandStyle(company));
  // A rendered page's cache holds the company and content already; a page the browser renders is given them apart.
  const data = input.state ? { state: input.state } : input.kind === 'public' ? { company, siteContent: input.content } : { company };
  lines.push(`<script id="${INLINED_DATA_ID}" type="application/json">${jsonForScript(data)}</script>`);
  return lines.join('\n    ');
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The brand colours as CSS variables, inline. The CSP's style-src already allows inline styles
 * (Radix and sonner set them at run time), so this needs no nonce; a nonce or hash would even
 * switch 'unsafe-inline' off for those. A per-tenant stylesheet would cost a render-blocking
 * request. `html:root` outranks styles.css's `:root` defaults whatever the order of the two.
 */
export function brandStyle(company: CompanyBranding): string {
  const vars: Record<string, string> = {
    '--color-primary': company.primaryColor,
    '--color-secondary': company.secondaryColor,
    ...(HEX.test(company.primaryColor) ? brandPalette(company.primaryColor) : {}),
  };
  // Colours are validated when saved; anything else is dropped rather than written into CSS.
  const body = Object.entries(vars)
    .filter(([, value]) => HEX.test(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `<style id="arbour-brand">html:root{${body}}</style>`;
}

function metaName(name: string, content: string): string {
  return `<meta name="${name}" content="${escapeHtml(content)}" />`;
}

function metaProperty(property: string, content: string): string {
  return `<meta property="${property}" content="${escapeHtml(content)}" />`;
}
