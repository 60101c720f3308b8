import { createHash } from 'node:crypto';
import http, { type RequestListener, type ServerOptions } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer, type Plugin, type ViteDevServer } from 'vite';
import { PAGE_RENDERER_ENTRY, type DevServer } from './pages/dev-pages';
import type { Logger } from './lib/logger';
import type { DevServerCsp } from './lib/security-headers';

/**
 * `npm run dev` (index.ts with `--dev`; never loaded otherwise): one server for the app and Vite.
 * Vite runs in middleware mode in front of the app, serving the client's modules from source and
 * its hot-reload websocket on the same port; everything else (the API, robots.txt, every page)
 * is the app's, and pages are rendered on the server as in production (pages/dev-pages.ts).
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The app's one stylesheet (main.tsx imports it), by the id Vite's client knows it by. */
const STYLESHEET = '/src/client/styles.css';
/** Reports a page that hydrated differently from its server rendering (src/client/dev-page-checks.ts). */
const PAGE_CHECKS = '/src/client/dev-page-checks.ts';
const PAGE_PROBLEM_EVENT = 'arbour:page-problem';

export interface StartedDevServer extends DevServer {
  /** For @hono/node-server's serve(): the app behind Vite, on the HTTP server Vite's websocket shares. */
  createServer: typeof http.createServer;
  close: () => Promise<void>;
}

export interface DevServerOptions {
  serverOptions: ServerOptions;
  logger: Logger;
  /** DATA_DIR: Vite serves any file of the project to the browser, but none of these (the database, emails, secrets). */
  dataDir: string;
  /** Watch the sources for hot reload (a test has no browser to reload). */
  watch?: boolean;
  /** Vite's cache (node_modules/.vite): a test keeps its own, never rewriting the one a running `npm run dev` uses. */
  cacheDir?: string;
}

export async function startDevServer({ serverOptions, logger, dataDir, watch = true, cacheDir }: DevServerOptions): Promise<StartedDevServer> {
  const httpServer = http.createServer(serverOptions);
  const vite = await createViteServer({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    // Through Vite's module runner, not a temporary bundle imported and deleted: Node's --watch
    // would take the deleted file for a change and restart the server for ever.
    configLoader: 'runner',
    appType: 'custom',
    ...(cacheDir ? { cacheDir } : {}),
    server: {
      middlewareMode: true,
      ws: { server: httpServer },
      // Vite's own list, and the data directory when it lies within the project (./data by default).
      fs: { deny: ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**', `${path.resolve(dataDir)}/**`] },
      ...(watch ? {} : { watch: null }),
      // The client's entry transformed while the database starts, so the first page is quick.
      warmup: { clientFiles: ['./src/client/main.tsx'] },
    },
    plugins: [devPagePlugin(logger)],
  });
  // The renderer's modules loaded while the database starts: the first page render needs them.
  const warmedUp = vite.ssrLoadModule(PAGE_RENDERER_ENTRY).catch(() => undefined);

  return {
    vite,
    csp: await devServerCsp(vite),
    createServer: ((_options: ServerOptions, app: RequestListener) => httpServer.on('request', behindVite(vite, app))) as unknown as typeof http.createServer,
    // After the warm-up, which would otherwise fail loudly with Vite closed under it (a restart as it starts).
    close: () => warmedUp.then(() => vite.close()),
  };
}

/** Vite's middlewares first (modules, public files, its client), then the app; the API goes straight to the app, as in production. */
function behindVite(vite: ViteDevServer, app: RequestListener): RequestListener {
  return (req, res) => {
    if (req.url?.startsWith('/api/')) return void app(req, res);
    vite.middlewares(req, res, () => void app(req, res));
  };
}

/**
 * The production policy plus exactly what Vite's hot reload needs: each inline script Vite's
 * plugins write into every page (React's refresh preamble), by its hash, and websocket connections
 * for the hot-reload channel. A page's own inline script is still refused, as in production.
 */
async function devServerCsp(vite: ViteDevServer): Promise<DevServerCsp> {
  const injected = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
  const inline = [...injected.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([^]*?)<\/script>/g)].map((match) => match[1]!);
  return {
    scriptSrc: inline.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`),
    connectSrc: ['ws:'],
  };
}

/**
 * What the dev server's pages have beyond index.html: the stylesheet inline in the head, so the
 * server-rendered page is painted styled as a build's is (Vite's client then updates that very
 * element on an edit), and the page checks before the app's entry, whose reports go into the log.
 */
function devPagePlugin(logger: Logger): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: 'arbour:dev-page',
    apply: 'serve',
    // Again after Vite restarts itself (vite.config.ts changed), on its new websocket.
    configureServer(viteServer) {
      server = viteServer;
      viteServer.environments.client.hot.on(PAGE_PROBLEM_EVENT, (problem: { path?: unknown; message?: unknown }) => {
        logger.error({ path: String(problem.path), problem: String(problem.message) }, 'a page in the browser differed from its server rendering');
      });
    },
    async transformIndexHtml() {
      const css = (await server?.environments.client.transformRequest(`${STYLESHEET}?direct`))?.code ?? '';
      return [
        { tag: 'style', attrs: { type: 'text/css', 'data-vite-dev-id': path.join(ROOT, STYLESHEET) }, children: css, injectTo: 'head' },
        { tag: 'script', attrs: { type: 'module', src: PAGE_CHECKS }, injectTo: 'body-prepend' },
      ];
    },
  };
}
