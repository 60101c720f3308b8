import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// With its extension: Vite loads its config natively, without a bundler to resolve one.
import { publicShellFiles, readManifest } from './src/server/lib/vite-manifest.ts';

// The build folder as resolved (`--outDir` included), for the precache list below.
let outDir = '';
const resolvedOutDir: Plugin = {
  name: 'arbour:resolved-out-dir',
  configResolved(config) {
    outDir = path.resolve(config.root, config.build.outDir);
  },
};

/**
 * The service worker precaches the public site's shell: the entry, the shared chunks and every
 * public page. Portal and staff pages are left to the HTTP cache (hashed, immutable), so a
 * visitor of the marketing site never downloads the staff portal.
 */
function precacheShellOnly<T extends { url: string }>(entries: T[]) {
  const shell = new Set(publicShellFiles(readManifest(outDir)));
  const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url));
  return { manifest, warnings: [] };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    resolvedOutDir,
    // The server's page renderer (`vite build --ssr`) is no web app: no worker, no precache list.
    !isSsrBuild &&
    VitePWA({
      strategies: 'generateSW',
      filename: 'service-worker.js',
      // Registered by src/client/lib/pwa, which asks before switching to a new version.
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,ico,svg,png,webp}'],
        globIgnores: ['**/*.map'],
        manifestTransforms: [precacheShellOnly],
        // Every page's HTML carries its company's head and data, so it is never served from the
        // precache: pages come from the network, and from the last copy only when offline.
        navigateFallback: null,
        navigationPreload: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              expiration: { maxEntries: 30 },
              // A page naming who is signed in (Cache-Control: private) is never kept for offline use.
              plugins: [{ cacheWillUpdate: async ({ response }) => (response.ok && !/\bprivate\b/.test(response.headers.get('Cache-Control') ?? '') ? response : null) }],
            },
          },
        ],
        // API responses are never cached: no route above matches /api/, so they go to the network.
        skipWaiting: false,
        clientsClaim: false,
        cleanupOutdatedCaches: true,
        inlineWorkboxRuntime: true,
        sourcemap: false,
      },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The page renderer is one self-contained file: a rebuild is loaded afresh beside the old one
  // (src/server/lib/page-render.ts), and React runs its production build whatever NODE_ENV says.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, sourcemap: true, copyPublicDir: false, rolldownOptions: { output: { codeSplitting: false } } }
    : {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/bundle-sizes.ts and by the precache list above.
    manifest: true,
    rolldownOptions: {
      // The boot script of server-rendered pages: its own entry, sharing nothing with the app.
      input: { index: 'index.html', boot: 'src/client/boot.ts' },
      output: {
        codeSplitting: {
          // Libraries change less often than our code: their own chunks stay cached across releases.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 10 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 10 },
          ],
        },
      },
    },
    },
}));
