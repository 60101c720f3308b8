import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import type { PageRenderer } from '../../shared/page-render';
import { parseIndexTemplate } from '../lib/index-template';
import { pageResponse } from './page-response';
import type { DevServerCsp } from '../lib/security-headers';
import { siteFileRoutes, type SpaDeps } from './spa';

/** `npm run dev`'s Vite, in middleware mode in front of the app (src/server/dev-server.ts). */
export interface DevServer {
  vite: ViteDevServer;
  /** What its hot reload needs the pages' CSP to allow. */
  csp: DevServerCsp;
}

/** The page renderer's source: what `vite build --ssr` builds into dist/ssr/entry-server.js. */
export const PAGE_RENDERER_ENTRY = '/src/client/entry-server.tsx';

/**
 * Pages under `npm run dev`, through the same pageResponse as a build's: index.html as Vite
 * transforms it on each request (its client, React's refresh preamble, the app's entry as source)
 * and the renderer loaded from the sources through Vite, which reloads a module after an edit, so
 * the next request renders the code as it is now. The page hydrates as soon as the app's entry
 * runs (no boot script, no manifest), and nothing is cached.
 */
export function devPageRoutes({ vite }: DevServer, { db, config, apiRequest }: SpaDeps) {
  const render: PageRenderer = async (input) => {
    try {
      const renderer = (await vite.ssrLoadModule(PAGE_RENDERER_ENTRY)) as { renderPage: PageRenderer };
      return await renderer.renderPage(input);
    } catch (error) {
      // The logged stack then names the source files, not Vite's transformed code.
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      throw error;
    }
  };
  return siteFileRoutes(config).get('*', async (c) => {
    const html = await readFile(path.join(vite.config.root, 'index.html'), 'utf8');
    const template = parseIndexTemplate(await vite.transformIndexHtml(c.req.path, html));
    return pageResponse(c, db, config, { template, manifest: null, render, hydrateAtOnce: true }, apiRequest);
  });
}
