import { describe, expect, it } from 'vitest';
import { pageModule, pagePrefetchFiles, pagePreloadLinks } from './page-preloads';
import type { ViteManifest } from './vite-manifest';

// The shape `vite build` gives: the entry imports the shared chunks and loads each page and layout lazily.
const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/client/routes/public/home.tsx',
      'src/client/routes/public/design.tsx',
      'src/client/routes/public/gallery-admin.tsx',
      'src/client/routes/public/invitation.tsx',
      'src/client/app/layouts/require-auth-layout.tsx',
      'src/client/routes/portal/dashboard.tsx',
      'src/client/app/layouts/require-staff-layout.tsx',
      'src/client/routes/staff/project.tsx',
      'src/client/components/ui/toaster.tsx',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
  '_tabs.js': { file: 'assets/tabs.js', imports: ['_react.js'] },
  'src/client/boot.ts': { file: 'assets/boot.js', isEntry: true },
  'src/client/routes/public/home.tsx': { file: 'assets/home.js', imports: ['_card.js', '_react.js'] },
  'src/client/routes/public/design.tsx': { file: 'assets/design.js', imports: ['_react.js'] },
  'src/client/routes/public/gallery-admin.tsx': { file: 'assets/gallery-admin.js' },
  'src/client/routes/public/invitation.tsx': { file: 'assets/invitation.js' },
  'src/client/app/layouts/require-auth-layout.tsx': { file: 'assets/require-auth-layout.js', imports: ['_react.js'] },
  'src/client/app/layouts/require-staff-layout.tsx': { file: 'assets/require-staff-layout.js' },
  'src/client/routes/portal/dashboard.tsx': {
    file: 'assets/dashboard.js',
    imports: ['_react.js'],
    dynamicImports: ['src/client/app/dashboard/customer-dashboard-page.tsx', 'src/client/app/dashboard/staff-dashboard-page.tsx'],
  },
  'src/client/app/dashboard/customer-dashboard-page.tsx': { file: 'assets/customer-dashboard-page.js', imports: ['_tabs.js', '_card.js'], dynamicImports: ['src/client/app/dashboard/receipt.tsx'] },
  'src/client/app/dashboard/staff-dashboard-page.tsx': { file: 'assets/staff-dashboard-page.js', imports: ['_tabs.js'] },
  'src/client/app/dashboard/receipt.tsx': { file: 'assets/receipt.js' },
  'src/client/routes/staff/project.tsx': { file: 'assets/project.js' },
  'src/client/components/ui/toaster.tsx': { file: 'assets/toaster.js' },
};

describe("a page's module, by the routes' naming", () => {
  it.each([
    ['/', 'src/client/routes/public/home.tsx'],
    ['/services/design', 'src/client/routes/public/design.tsx'],
    ['/gallery/admin', 'src/client/routes/public/gallery-admin.tsx'],
    ['/dashboard/', 'src/client/routes/portal/dashboard.tsx'],
    ['/dashboard?tab=payments', 'src/client/routes/portal/dashboard.tsx'],
    ['/customers/projects/4f1c', 'src/client/routes/staff/project.tsx'],
    ['/invitations/a-token', 'src/client/routes/public/invitation.tsx'],
    ['/no-such-page', null],
  ])('%s → %s', (path, module) => {
    expect(pageModule(MANIFEST, path)).toBe(module);
  });
});

describe('what a page rendered on the server fetches while the browser is idle', () => {
  it('is the entry with its chunks and the toaster every page renders, then the page with its own, each once', () => {
    expect(pagePrefetchFiles(MANIFEST, '/')).toEqual(['assets/index.js', 'assets/react.js', 'assets/toaster.js', 'assets/home.js', 'assets/card.js']);
  });

  it("adds a portal page's layouts and the views it loads lazily, one level deep", () => {
    expect(pagePrefetchFiles(MANIFEST, '/dashboard')).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/toaster.js',
      'assets/require-auth-layout.js',
      'assets/require-staff-layout.js',
      'assets/dashboard.js',
      'assets/customer-dashboard-page.js',
      'assets/tabs.js',
      'assets/card.js',
      'assets/staff-dashboard-page.js',
    ]);
  });

  it('is only the entry with its chunks for a page it cannot name', () => {
    expect(pagePrefetchFiles(MANIFEST, '/no-such-page')).toEqual(['assets/index.js', 'assets/react.js', 'assets/toaster.js']);
  });

  it("fetches at most four of a page's lazy imports", () => {
    const lazy = Array.from({ length: 6 }, (_, i) => `src/client/app/part-${i}.tsx`);
    const manifest: ViteManifest = { ...MANIFEST, 'src/client/routes/public/design.tsx': { file: 'assets/design.js', dynamicImports: lazy } };
    for (const key of lazy) manifest[key] = { file: `assets/${key.split('/').pop()!.replace('.tsx', '.js')}` };
    expect(pagePrefetchFiles(manifest, '/services/design')).toEqual(['assets/index.js', 'assets/react.js', 'assets/toaster.js', 'assets/design.js', ...[0, 1, 2, 3].map((i) => `assets/part-${i}.js`)]);
  });
});

describe("the page's preload links, for a page the browser renders", () => {
  it("names the page's chunks that the entry does not already load", () => {
    expect(pagePreloadLinks(MANIFEST, '/')).toEqual(['<link rel="modulepreload" crossorigin href="/assets/home.js" />', '<link rel="modulepreload" crossorigin href="/assets/card.js" />']);
  });
});
