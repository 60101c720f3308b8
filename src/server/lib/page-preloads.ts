import { chunkFiles, entryKey, staticClosure, type ViteManifest } from './vite-manifest';

/**
 * `<link rel="modulepreload">` for the page's own chunks. Pages are lazy routes, so without these
 * the browser would learn of them only after the entry has downloaded and run: one more round
 * trip before the first paint. The page's module is found by the routes' naming
 * (`/services/design` → src/client/routes/public/design.tsx); a page not named so is simply not preloaded.
 */
export function pagePreloadLinks(manifest: ViteManifest, path: string): string[] {
  const module = `src/client/routes/public/${path === '/' ? 'home' : path.split('/').pop()}.tsx`;
  if (!manifest[module]) return [];
  const entry = entryKey(manifest);
  // The entry's own chunks are preloaded by index.html already.
  const loaded = new Set(chunkFiles(manifest, staticClosure(manifest, [entry])).js);
  return chunkFiles(manifest, staticClosure(manifest, [module]))
    .js.filter((file) => !loaded.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
}
