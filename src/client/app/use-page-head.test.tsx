import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { CompanyBranding } from '@/shared/schemas/company';
import type { SiteContent } from '@/shared/schemas/site-content';
import { publicPageMeta } from '@/shared/site-pages';
import { usePageHead } from './use-page-head';

const company: CompanyBranding = { id: 'c1', name: 'Oak Rooms', subdomain: 'oak', logoUrl: null, primaryColor: '#1f6f4a', secondaryColor: '#a8742c' };
// Only what the pricing and FAQ pages' meta read.
const content = {
  tagline: 'Garden rooms built to last',
  contact: { phone: null, areaServed: ['Surrey'] },
  pricing: { intro: 'Every price includes VAT and installation.', tiers: [{ fromPence: 1_195_000 }] },
} as unknown as SiteContent;

function renderAt(pathname: string, withContent = true) {
  const client = new QueryClient();
  if (withContent) client.setQueryData(['site-content'], content);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...renderHook(({ path }) => usePageHead(path, company), { wrapper, initialProps: { path: pathname } }) };
}

describe('usePageHead', () => {
  it("keeps the title and description the server wrote for a public page as the visitor moves on", () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
    const { rerender } = renderAt('/pricing');
    expect(document.title).toBe('Pricing | Oak Rooms');
    expect(meta.content).toBe(publicPageMeta('/pricing', content, 'Oak Rooms').description);
    rerender({ path: '/faqs/' });
    expect(document.title).toBe('FAQs | Oak Rooms');
    meta.remove();
  });

  it("names portal pages after the company", () => {
    renderAt('/dashboard');
    expect(document.title).toBe('Oak Rooms');
  });

  it('follows the site content once it arrives in the cache', () => {
    const { client, rerender } = renderAt('/pricing', false);
    expect(document.title).toBe('Oak Rooms');
    client.setQueryData(['site-content'], content);
    rerender({ path: '/pricing' });
    expect(document.title).toBe('Pricing | Oak Rooms');
  });
});
