import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Auth sits below the features: every feature checks roles through auth, so auth using a feature
 * (the tenant lookup, the demo cookie, a feature's email) makes a loop between the two folders that
 * no file-level cycle check sees. What both need lives in `tenancy/`, `lib/` or `db/`; a feature
 * that takes part in sign-in (the demo's own copy) is handed to auth by the app.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const src = path.join(root, 'src');
const auth = path.join(src, 'server/auth');
const features = path.join(src, 'server/features');
const tenancy = path.join(src, 'server/tenancy');

const { config } = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);

const isTest = (file: string) => /\.test\.tsx?$|\.test-kit\.ts$/.test(file) || file.split(path.sep).includes('test');
const inside = (dir: string, file: string) => file.startsWith(dir + path.sep);

/** The modules under src/ a file imports or re-exports, type-only and dynamic imports included. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
    return resolved && inside(src, path.resolve(resolved)) ? [path.resolve(resolved)] : [];
  });
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((e) => (e.isFile() && /\.tsx?$/.test(e.name) ? [path.join(e.parentPath, e.name)] : []));
}

const rel = (file: string) => path.relative(src, file);

/** Files under `forbidden` that `from`'s own code (tests aside) reaches through its imports, each with the chain to it. */
function reached(from: string, forbidden: string[]): string[] {
  // Breadth first, so each file found comes with the shortest chain to it.
  const via = new Map<string, string | null>(filesUnder(from).filter((f) => !isTest(f)).map((f) => [f, null]));
  const queue = [...via.keys()];
  const found: string[] = [];
  while (queue.length) {
    const file = queue.shift()!;
    if (forbidden.some((dir) => inside(dir, file))) {
      const chain = [file];
      for (let at = via.get(file); at; at = via.get(at)) chain.unshift(at);
      found.push(chain.map(rel).join(' → '));
      continue;
    }
    for (const next of importsOf(file)) {
      if (via.has(next)) continue;
      via.set(next, file);
      queue.push(next);
    }
  }
  return found;
}

describe('auth does not depend on the features', () => {
  it('no file under server/auth imports a file under server/features', () => {
    const found = filesUnder(auth).flatMap((file) => importsOf(file).filter((to) => inside(features, to)).map((to) => `${rel(file)} → ${rel(to)}`));
    expect(found).toEqual([]);
  });

  it('nor reaches one through other modules (lib, db, tenancy, …)', () => {
    expect(reached(auth, [features])).toEqual([]);
  });

  it('tenancy, below auth, reaches neither auth nor the features', () => {
    expect(reached(tenancy, [auth, features])).toEqual([]);
  });
});
