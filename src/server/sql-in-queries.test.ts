import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FEATURES_DIR = fileURLToPath(new URL('./features', import.meta.url));

/** Each import statement on one line, so a multi-line import is read whole. */
const flattenImports = (source: string) => source.replace(/^import\s[^;]*;/gm, (statement) => statement.replace(/\s*\n\s*/g, ' '));

/**
 * What writing SQL takes in this code base: Drizzle's operators and `sql` (from drizzle-orm), a
 * table object (a value import from db/schema), or the relational query API. A type import of
 * either is not SQL.
 */
function sqlIn(source: string): string[] {
  const flat = flattenImports(source);
  const found: string[] = [];
  if (/^import\s+(?!type\b)[^;]*from\s+'drizzle-orm[^']*'/m.test(flat)) found.push('imports drizzle-orm');
  for (const match of flat.matchAll(/^import\s+\{([^}]*)\}\s*from\s+'[./]*db\/schema\/[^']*'/gm)) {
    // `import { type A, type B }` brings in only types; any name without `type` is a table or an enum.
    const names = match[1]!.split(',').map((name) => name.trim()).filter(Boolean);
    if (names.some((name) => !name.startsWith('type '))) found.push('imports a table');
  }
  if (/\.query\.\w+\.find(First|Many)\(/.test(flat)) found.push('uses the relational query API');
  return found;
}

/** A feature's own code: not its queries, tests or test helpers. */
function featureCode(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : featureCode(path);
    const name = entry.name;
    const isCode = name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.test-kit.ts') && !name.endsWith('.queries.ts');
    return isCode ? [path] : [];
  });
}

describe('SQL lives in the features’ .queries.ts files', () => {
  it('the scan finds each way of writing SQL, and not a type import', () => {
    const samples = [
      "import { and, eq } from 'drizzle-orm';",
      "import { sql } from 'drizzle-orm';",
      "import { contracts, type ContractRow } from '../../db/schema/contracts';",
      "import {\n  projectNotes,\n  type NoteRow,\n} from '../../db/schema/notes';",
      'const row = await db.query.users.findFirst({ where: eq(users.id, id) });',
    ];
    expect(samples.map((s) => sqlIn(s).length)).toEqual(samples.map(() => 1));
    expect(
      sqlIn(
        "import type { SQL } from 'drizzle-orm';\nimport type { ContractRow } from '../../db/schema/contracts';\nimport { type NoteRow } from '../../db/schema/notes';\nawait storage.delete(key);",
      ),
    ).toEqual([]);
  });

  it('no service or helper of a feature writes SQL: it calls a named query of a .queries.ts file', () => {
    const found = featureCode(FEATURES_DIR).flatMap((path) => {
      const file = relative(FEATURES_DIR, path).split('\\').join('/');
      return sqlIn(readFileSync(path, 'utf8')).map((why) => `${file} ${why}`);
    });
    expect(found, 'move the statement into the feature’s <name>.queries.ts and call it from there').toEqual([]);
  });
});
