import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Client features never import each other (shared pieces move down to
 * components/ or lib/), so a feature can change without touching another.
 */
const noCrossFeatureImports = {
  meta: { type: 'problem', messages: { cross: "Feature '{{from}}' imports feature '{{to}}'; move the shared piece to components/ or lib/." } },
  create(context) {
    const featureOf = (file) => /src\/client\/features\/([^/]+)\//.exec(`${file.replaceAll('\\', '/')}/`)?.[1];
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const resolved = source.startsWith('@/') ? path.join(root, 'src', source.slice(2)) : source.startsWith('.') ? path.resolve(path.dirname(context.filename), source) : '';
      const to = resolved && featureOf(resolved);
      if (to && to !== own) context.report({ node, messageId: 'cross', data: { from: own, to } });
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
