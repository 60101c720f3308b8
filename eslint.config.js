import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

const sourceOf = (node) => (typeof node.source?.value === 'string' ? node.source.value : undefined);
const resolveSource = (file, source) =>
  source.startsWith('@/') ? path.join(root, 'src', source.slice(2)) : source.startsWith('.') ? path.resolve(path.dirname(file), source) : '';
const clientFeatureOf = (file) => /src\/client\/features\/([^/]+)\//.exec(`${file.replaceAll('\\', '/')}/`)?.[1];
const serverFeatureOf = (file) => /src\/server\/features\/([^/]+)\//.exec(`${file.replaceAll('\\', '/')}/`)?.[1];
const isTestFile = (file) => /\.test\.tsx?$|\.test-kit\.ts$|\/test\//.test(file.replaceAll('\\', '/'));

/** What one server feature's own code imports from other features, read from the files themselves. */
function serverFeatureGraph() {
  const dir = path.join(root, 'src/server/features');
  const graph = new Map();
  for (const feature of fs.readdirSync(dir)) {
    const uses = new Map();
    const walk = (folder) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !isTestFile(file)) {
          for (const [, source] of fs.readFileSync(file, 'utf8').matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g)) {
            const to = source && serverFeatureOf(resolveSource(file, source));
            if (to && to !== feature && !uses.has(to)) uses.set(to, path.relative(root, file));
          }
        }
      }
    };
    if (fs.statSync(path.join(dir, feature)).isDirectory()) walk(path.join(dir, feature));
    graph.set(feature, uses);
  }
  return graph;
}

/** The chain of features from `from` back to `to`, if there is one. */
function pathBetween(graph, from, to) {
  const seen = new Set([from]);
  const queue = [[from]];
  while (queue.length > 0) {
    const chain = queue.shift();
    for (const next of graph.get(chain.at(-1))?.keys() ?? []) {
      if (next === to) return [...chain, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...chain, next]);
      }
    }
  }
  return undefined;
}

/**
 * Feature boundaries.
 * Client features never import each other (shared pieces move down to components/ or lib/), so a
 * feature can change without touching another.
 * A server feature uses another feature only through what that feature offers the others: its
 * services (`*.service.ts`) and its queries (`*.queries.ts`); never its routes, nor the helpers it
 * keeps to itself (emails, mappers, constants). Tests may reach into another feature to set up
 * what they check, but never import its routes. And server features depend one way: a feature
 * never imports a feature that, directly or through others, imports it back; the shared piece
 * moves to the feature that owns it, or down to lib/.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    messages: {
      cross: "Feature '{{from}}' imports feature '{{to}}'; move the shared piece to components/ or lib/.",
      private: "Server feature '{{from}}' imports '{{file}}', which feature '{{to}}' keeps to itself: another feature may use only its *.service.ts and *.queries.ts.",
      routes: "A test of feature '{{from}}' imports '{{file}}': another feature's routes are reached through the app, never imported.",
      cycle: "Server feature '{{from}}' imports feature '{{to}}', which imports it back ({{chain}}): features depend one way; move the shared piece to the feature that owns it, or down to lib/.",
    },
  },
  create(context) {
    const filename = context.filename;
    const client = clientFeatureOf(filename);
    const server = serverFeatureOf(filename);
    if (!client && !server) return {};
    const testFile = isTestFile(filename);
    let graph;
    const check = (node) => {
      const source = sourceOf(node);
      if (source === undefined) return;
      const resolved = resolveSource(filename, source);
      if (!resolved) return;
      if (client) {
        const to = clientFeatureOf(resolved);
        if (to && to !== client) context.report({ node, messageId: 'cross', data: { from: client, to } });
        return;
      }
      const to = serverFeatureOf(resolved);
      if (!to || to === server) return;
      const name = path.basename(resolved);
      const file = path.relative(path.join(root, 'src/server/features'), resolved);
      if (testFile) {
        if (/\.routes(\.ts)?$/.test(name)) context.report({ node, messageId: 'routes', data: { from: server, to, file } });
        return;
      }
      if (!/\.(service|queries)(\.ts)?$/.test(name)) context.report({ node, messageId: 'private', data: { from: server, to, file } });
      graph ??= serverFeatureGraph();
      const back = pathBetween(graph, to, server);
      if (back) context.report({ node, messageId: 'cycle', data: { from: server, to, chain: [server, ...back].join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'local/no-cross-feature-imports': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/env.ts.' },
      ],
    },
  },
  {
    // No import cycles: a module never imports, directly or through others, a module that imports
    // it back (type-only imports excepted: they are gone at run time). Resolved as TypeScript
    // resolves, `@/` paths included.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], tsconfig: { configFile: path.join(root, 'tsconfig.json') } })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Production code never imports test code; test helpers that live beside the code may.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-kit.ts', '**/test/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src', from: './tests', message: 'Production code cannot import tests/; move what both need under src/.' },
            { target: './src/server/auth', from: './src/server/features', message: 'auth sits below the features (they check permissions through it): move what both need to tenancy/, lib/ or db/, or have the app hand it in.' },
            { target: './src/server/tenancy', from: ['./src/server/auth', './src/server/features'], message: 'tenancy (which company a request is for) sits below auth and the features.' },
            { target: './src/server/lib', from: './src/server/features', message: 'lib/ holds what features share and sits below them: what needs a feature belongs to that feature, or above the features (pages/, app.ts).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '@/server/*'], message: 'The client cannot import server code.' }] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/client/**', 'node:*'], message: 'shared/ is isomorphic: no server, client or Node imports.' }] }],
    },
  },
  {
    // The one module that reads the environment, and the tools around the app.
    files: ['src/server/env.ts', 'scripts/**', 'tests/**', '*.config.ts', '*.config.js'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
