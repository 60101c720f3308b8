import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '../../shared/page-render';

/**
 * The page renderer of the current build (`vite build --ssr` → dist/ssr/entry-server.js), or
 * null when there is none (API tests, a server started without a build): pages are then rendered
 * in the browser. The dev server loads the renderer from the sources instead (pages/dev-pages.ts).
 * A rebuild is picked up by the next request, as index.html is.
 */
export function buildPageRenderer(ssrDir: string): () => Promise<PageRenderer | null> {
  const file = path.join(ssrDir, 'entry-server.js');
  let loaded: { key: string; render: PageRenderer } | undefined;
  return async () => {
    try {
      const { mtimeMs, size } = await stat(file);
      const key = `${mtimeMs}:${size}`;
      if (loaded?.key !== key) {
        const module = (await import(`${pathToFileURL(file).href}?build=${encodeURIComponent(key)}`)) as { renderPage: PageRenderer };
        loaded = { key, render: module.renderPage };
      }
      return loaded.render;
    } catch {
      return null;
    }
  };
}

/** The rendered page goes into index.html's root element, marked so the client hydrates it. */
export function withRenderedRoot(html: string, rendered: string, openTag: string | null = null): string | null {
  const EMPTY_ROOT = '<div id="root"></div>';
  if (!html.includes(EMPTY_ROOT)) return null;
  return html.replace(EMPTY_ROOT, () => `${openTag ?? '<div id="root" data-ssr>'}${rendered}</div>`);
}

/**
 * Before any interaction the page loads only the boot script (src/client/boot.ts): the app's
 * entry and its preloads are dropped, and the boot script fetches the entry when the visitor
 * starts to interact. Before that, once the page has loaded and the browser is idle, it fetches
 * without running what `data-prefetch` names: the entry, the chunks the page would have preloaded,
 * and `pageFiles` (`pagePrefetchFiles` in page-preloads.ts, what the page needs beyond those).
 */
export function withBootScript(html: string, bootFile: string, entryFile: string, pageFiles: readonly string[] = []): string {
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g)].map((match) => match[1]!);
  // File names as Vite writes them: nothing that could end the attribute.
  const prefetch = [...new Set([entryFile, ...pageFiles, ...preloaded])].filter((file) => /^[\w./-]+$/.test(file));
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      /<script type="module"[^>]*src="[^"]*"[^>]*><\/script>/,
      () => `<script type="module" src="/${bootFile}" data-app="/${entryFile}" data-prefetch="${prefetch.map((file) => `/${file}`).join(' ')}"></script>`,
    );
}
