import { describe, expect, it } from 'vitest';
import { ACME_SITE_CONTENT } from './seed/acme-content';
import { ARBOUR_SITE_CONTENT } from './seed/arbour-content';
import { zSiteContent } from '../../../shared/schemas/site-content';
import { META_DESCRIPTION_MAX, PUBLIC_PAGE_PATHS, publicPageMeta } from '../../../shared/site-pages';

const arbour = zSiteContent.parse(ARBOUR_SITE_CONTENT);
const acme = zSiteContent.parse(ACME_SITE_CONTENT);

describe('publicPageMeta', () => {
  it('gives every public page its own title and a description that fits a search result', () => {
    const titles = new Set<string>();
    for (const path of PUBLIC_PAGE_PATHS) {
      const meta = publicPageMeta(path, arbour, 'Arbour Garden Rooms');
      expect(meta.title).toContain('Arbour Garden Rooms');
      expect(meta.title).not.toMatch(/^Page not found/);
      expect(meta.description.length, path).toBeGreaterThan(40);
      expect(meta.description.length, path).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      titles.add(meta.title);
    }
    expect(titles.size).toBe(PUBLIC_PAGE_PATHS.length);
  });

  it("reads each company's own words and prices", () => {
    expect(publicPageMeta('/', arbour, 'Arbour Garden Rooms').title).toBe('Arbour Garden Rooms | Handcrafted garden rooms for Surrey, Sussex and Hampshire');
    expect(publicPageMeta('/products/garden-rooms', arbour, 'Arbour Garden Rooms').description).toContain('From £16,950 including VAT');
    expect(publicPageMeta('/products/garden-rooms', acme, 'Acme Garden Buildings').description).toContain('From £15,495 including VAT');
    expect(publicPageMeta('/contact', acme, 'Acme Garden Buildings').description).toContain('0113 496 0512');
    expect(publicPageMeta('/gallery', acme, 'Acme Garden Buildings').description).toContain('in Leeds, Bradford, Harrogate and nearby');
  });

  it('ignores a trailing slash, query and hash; names unknown paths as not found', () => {
    expect(publicPageMeta('/pricing/?utm=x#tiers', arbour, 'A').title).toBe('Pricing | A');
    expect(publicPageMeta('/nowhere', arbour, 'A').title).toBe('Page not found | A');
  });

  it('cuts a long description at a word, with an ellipsis', () => {
    const long = { ...arbour, services: { ...arbour.services, design: { ...arbour.services.design, intro: 'word '.repeat(80) } } };
    const { description } = publicPageMeta('/services/design', long, 'A');
    expect(description.endsWith('word…')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
  });
});
