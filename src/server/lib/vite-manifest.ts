// Reading the build's .vite/manifest.json (build.manifest): which files a set of modules loads.
// Used by the server (preloading a page's chunks), scripts/bundle-sizes.ts and vite.config.ts (the precache list).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export function readManifest(clientDir: string): ViteManifest {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/** The boot script of server-rendered pages (src/client/boot.ts), an entry of its own. */
export const BOOT_ENTRY = 'src/client/boot.ts';

/** The app's entry: index.html's script, not the boot script that loads it later. */
export function entryKey(manifest: ViteManifest): string {
  const key = manifest['index.html']?.isEntry ? 'index.html' : Object.keys(manifest).find((k) => manifest[k]?.isEntry && k !== BOOT_ENTRY);
  if (!key) throw new Error('The Vite manifest has no entry chunk');
  return key;
}

/** The chunks loading `roots` pulls in: static imports only, as dynamic ones wait for their code path. */
export function staticClosure(manifest: ViteManifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return [...seen];
}

/** JavaScript and CSS files of the given chunks, as paths relative to the build folder. */
export function chunkFiles(manifest: ViteManifest, keys: string[]): { js: string[]; css: string[] } {
  return {
    js: [...new Set(keys.map((key) => manifest[key]!.file))],
    css: [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))],
  };
}

/** The public site's files: the entry and every public page with what they import. */
export function publicShellFiles(manifest: ViteManifest, publicRoutesDir = 'src/client/routes/public/'): string[] {
  const entry = entryKey(manifest);
  const pages = (manifest[entry]?.dynamicImports ?? []).filter((key) => key.startsWith(publicRoutesDir));
  const { js, css } = chunkFiles(manifest, staticClosure(manifest, [entry, ...pages]));
  return [...js, ...css];
}
