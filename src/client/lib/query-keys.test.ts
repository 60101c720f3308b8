import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

/**
 * A key written out as a literal ('payments', …) in a feature is that feature's own key. A key
 * that another feature reads or invalidates comes from queryKeys, so no feature spells another's.
 */
const CLIENT = path.resolve(process.cwd(), 'src/client');

/** Where a query key is written: a queryKey, a …Key/…_KEY constant or function, or a cache call. */
const KEY_LITERAL =
  /(?:queryKey\s*:\s*|[A-Za-z_]*(?:key|Key|KEY)[A-Za-z_]*\s*=\s*(?:\([^)]*\)\s*(?::[^=]+)?=>\s*)?|return\s+|(?:invalidateQueries|setQueryData|getQueryData|setQueriesData|cancelQueries|removeQueries|refetchQueries)(?:<[^>]*>)?\(\s*)\[\s*'([^']+)'/g;

/** The first element of each literal key in a piece of source code. */
function literalKeyRoots(source: string): string[] {
  return [...source.matchAll(KEY_LITERAL)].map((match) => match[1]!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The first element of every key the factory makes (functions are called with sample arguments). */
function factoryRoots(value: unknown): string[] {
  if (Array.isArray(value)) return [String(value[0])];
  if (typeof value === 'function') return factoryRoots((value as (...args: unknown[]) => unknown)('sample', 1));
  if (value && typeof value === 'object') return Object.values(value).flatMap(factoryRoots);
  return [];
}

/** Which feature (or 'app', 'lib', …) wrote each literal key root, by file. */
function literalKeysByArea(): { root: string; area: string; file: string }[] {
  return sourceFiles(CLIENT)
    .filter((file) => !file.endsWith(path.join('lib', 'query-keys.ts')))
    .flatMap((file) => {
      const relative = path.relative(CLIENT, file).split(path.sep);
      const area = relative[0] === 'features' ? `features/${relative[1]}` : relative[0]!;
      return literalKeyRoots(readFileSync(file, 'utf8')).map((root) => ({ root, area, file: relative.join('/') }));
    });
}

describe('query keys', () => {
  it('finds the literal keys the way features write them', () => {
    expect(literalKeyRoots("queryClient.invalidateQueries({ queryKey: ['payments', projectId] })")).toEqual(['payments']);
    expect(literalKeyRoots("queryClient.setQueryData<ProjectPayments>(['payments', projectId], (current) => current)")).toEqual(['payments']);
    expect(literalKeyRoots("const STAFF_DASHBOARD_KEY = ['staff-dashboard'] as const;")).toEqual(['staff-dashboard']);
    expect(literalKeyRoots("export const detailsKey = (projectId: string) => ['project-details', projectId] as const;")).toEqual(['project-details']);
    expect(literalKeyRoots("export function ticketKey(id: string) {\n  return ['tickets', id] as const;\n}")).toEqual(['tickets']);
    expect(literalKeyRoots("const labels = ['payments', 'projects'];")).toEqual([]);
  });

  it('spells no key of the factory outside it: a feature that shares a key takes it from queryKeys', () => {
    const shared = new Set(factoryRoots(queryKeys));
    expect(shared.size).toBeGreaterThan(10);
    const spelled = literalKeysByArea().filter(({ root }) => shared.has(root));
    expect(spelled.map(({ root, file }) => `${file}: '${root}'`)).toEqual([]);
  });

  it('has each literal key written in one area only, so no feature spells another feature’s key', () => {
    const keys = literalKeysByArea();
    // The scan is not vacuous: the features' own keys are found.
    expect(keys.length).toBeGreaterThan(15);
    const areasByRoot = new Map<string, Set<string>>();
    for (const { root, area } of keys) areasByRoot.set(root, (areasByRoot.get(root) ?? new Set()).add(area));
    const crossing = [...areasByRoot].filter(([, areas]) => areas.size > 1).map(([root, areas]) => `'${root}' in ${[...areas].sort().join(', ')}`);
    expect(crossing).toEqual([]);
  });

  it('keeps every kind of key apart: no two groups of the factory share a first element', () => {
    const roots = Object.values(queryKeys).map((group) => new Set(factoryRoots(group)));
    const all = roots.flatMap((set) => [...set]);
    expect(new Set(all).size).toBe(all.length);
  });
});
