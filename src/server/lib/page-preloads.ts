import { chunkFiles, entryKey, staticClosure, type ViteManifest } from './vite-manifest';

const ROUTES_DIR = 'src/client/routes/';
/** Where a page's module sits, by audience (src/client/app/router.tsx). */
const ROUTE_AREAS = ['public', 'portal', 'staff'] as const;
/** The guarding layouts a portal or staff page is rendered in, which the entry loads lazily. */
const LAYOUTS_DIR = 'src/client/app/layouts/';
/**
 * A page's own lazy imports fetched ahead, one level deep (the dashboard's view for each role):
 * at most this many, so a page that lazily loads many rarely used parts does not fetch them all.
 */
const MAX_LAZY_IMPORTS = 4;
/**
 * What every page renders yet the entry imports lazily: the toaster (src/client/app/layouts/
 * root-layout.tsx). The server renders it, so the app loads it before hydrating (src/client/main.tsx).
 */
const LAZY_ON_EVERY_PAGE = ['src/client/components/ui/toaster.tsx'];

/**
 * `<link rel="modulepreload">` for the page's own chunks. Pages are lazy routes, so without these
 * the browser would learn of them only after the entry has downloaded and run: one more round
 * trip before the first paint. A page not found by the routes' naming (see `pageModule`) is simply
 * not preloaded.
 */
export function pagePreloadLinks(manifest: ViteManifest, path: string): string[] {
  const module = pageModule(manifest, path);
  if (!module) return [];
  const entry = entryKey(manifest);
  // The entry's own chunks are preloaded by index.html already.
  const loaded = new Set(chunkFiles(manifest, staticClosure(manifest, [entry])).js);
  return chunkFiles(manifest, staticClosure(manifest, [module]))
    .js.filter((file) => !loaded.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
}

/**
 * What a page rendered on the server will need once the visitor interacts, for the boot script to
 * fetch (never run) while the browser is idle (src/client/boot.ts): the entry with its chunks and
 * what every page loads lazily (the toaster), the layouts guarding a portal or staff page, the page's module with its chunks, then what the page
 * imports lazily (the dashboard's customer and staff views), one level deep and bounded. Read from
 * the build's manifest, so a page that changes what it loads is fetched as it is now built.
 * JavaScript files relative to the build folder, the entry first; only the entry's for a page not
 * found by the routes' naming.
 */
export function pagePrefetchFiles(manifest: ViteManifest, path: string): string[] {
  const entry = entryKey(manifest);
  const module = pageModule(manifest, path);
  const roots = [[entry], LAZY_ON_EVERY_PAGE.filter((key) => manifest[key])];
  if (module) {
    if (!module.startsWith(`${ROUTES_DIR}public/`)) roots.push((manifest[entry]?.dynamicImports ?? []).filter((key) => key.startsWith(LAYOUTS_DIR)));
    roots.push([module], ...(manifest[module]?.dynamicImports ?? []).slice(0, MAX_LAZY_IMPORTS).map((key) => [key]));
  }
  // In order, so what every visitor of the page needs is asked for before a view only some need.
  const files = roots.flatMap((keys) => chunkFiles(manifest, staticClosure(manifest, keys)).js);
  return [...new Set(files)];
}

/**
 * The page's module, found by the routes' naming in the manifest: the path's segments joined
 * (`/gallery/admin` → public/gallery-admin.tsx), else a segment from the last, as named or in the
 * singular (`/services/design` → public/design.tsx, `/customers/projects/:id` → staff/project.tsx,
 * `/invitations/:token` → public/invitation.tsx); `/` is home.tsx. Null when none matches.
 */
export function pageModule(manifest: ViteManifest, path: string): string | null {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const names = segments.length === 0 ? ['home'] : [segments.join('-'), ...segments.toReversed().flatMap((segment) => [segment, segment.replace(/s$/, '')])];
  for (const name of names) {
    for (const area of ROUTE_AREAS) {
      const key = `${ROUTES_DIR}${area}/${name}.tsx`;
      if (manifest[key]) return key;
    }
  }
  return null;
}
