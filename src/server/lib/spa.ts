import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * The built client: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other path so the client router can take over.
 * index.html is re-read when the build changes it, never served stale.
 */
export function spaRoutes(clientDir: string) {
  const indexFile = path.join(clientDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;

  async function indexHtml(): Promise<string | null> {
    try {
      const { mtimeMs } = await stat(indexFile);
      if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(indexFile, 'utf8') };
      return cached.html;
    } catch {
      return null;
    }
  }

  return new Hono<AppEnv>()
    .use(
      '/assets/*',
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    )
    .use(
      '*',
      serveStatic({
        root: clientDir,
        // index.html is answered below, with the headers every page gets.
        rewriteRequestPath: (p) => (p === '/' || p === '/index.html' ? '/__no_such_file__' : p),
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
      }),
    )
    .get('*', async (c) => {
      const html = await indexHtml();
      if (!html) return c.text('The web client has not been built. Run `npm run build`.', 503);
      c.header('Cache-Control', 'no-cache');
      return c.html(html);
    });
}
