import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema/index';

/**
 * The application's wall, beside row-level security: every statement the server writes on a table
 * with a company_id names the company in its WHERE (`eq(table.companyId, …)` beside the id), so a
 * forgotten policy, or a connection that can bypass them, still shows one company nothing of
 * another's. Read from the source: each `.from(t)`, `.update(t)` and `.delete(t)` of a tenant
 * table, followed through the conditions it is given (a variable, a helper, a parameter filled by
 * its callers, a builder its callers finish). Tables joined to a filtered row are not checked:
 * every child refers to its parent by (company_id, parent_id), so the join stays in the company.
 */

const ROOT = path.resolve(__dirname, '../..');
const SCANNED = ['src/server/features', 'src/server/auth', 'src/server/lib', 'src/server/jobs'];

/** Statements that may not name the company, each with why. Key: file, enclosing function, statement. */
const ALLOWED: Record<string, string> = {
  'src/server/features/email/outbox.queries.ts startSendingEmail update(emailOutbox)':
    'A delivery job, as the owner role, marks its one email (by its id, from the job) as being sent; the email’s company comes from the row.',
  'src/server/features/email/outbox.queries.ts findEmailState from(emailOutbox)':
    'A delivery job, as the owner role, reads where its one email stands, by its id.',
  'src/server/features/email/outbox.queries.ts listDueEmailIds from(emailOutbox)':
    'Delivery without the job queue (tests and tools), as the owner role, lists the due emails of every company; each write then names the row’s own company.',
  'src/server/features/email/outbox.queries.ts emailDispatchStatements from(emailOutbox)':
    'The dispatcher, as the owner role, gives every company’s new emails their delivery jobs.',
  'src/server/features/email/outbox.queries.ts markDispatched update(emailOutbox)':
    'The dispatcher marks the emails it just locked (by their ids) as handed over.',
  'src/server/jobs/housekeeping.queries.ts pruneExpiredRows delete(sessions)': 'Housekeeping, as the owner role, removes every company’s expired sessions.',
  'src/server/jobs/housekeeping.queries.ts pruneExpiredRows delete(verifications)': 'Housekeeping, as the owner role, removes every company’s expired one-time tokens.',
  'src/server/jobs/housekeeping.queries.ts pruneExpiredRows delete(rateLimits)': 'Housekeeping, as the owner role, removes every company’s rate-limit counters untouched for a day.',
  'src/server/features/email/outbox.queries.ts countUnsentEmails from(emailOutbox)':
    'The metrics’ outbox gauge, as the owner role, counts the unsent emails of every company together; it reads no row’s contents.',
  'src/server/features/payment-reminders/payment-reminders.queries.ts findReminderCandidates from(paymentItems)':
    'The reminder schedule, as the owner role, finds the unpaid items of every company with reminders on; each reminder is then written under the item’s own company.',
  'src/server/lib/idempotency.ts pruneExpiredIdempotencyKeys delete(idempotencyKeys)':
    'The hourly pruning, as the owner role, removes the expired keys of every company.',
  'src/server/auth/session-fast-path.ts sessionWithUser from(sessions)':
    'A session is found by its token (unique); the tenant middleware then checks its user’s company against the request’s.',
};

const TENANT_TABLES = new Set(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable) && 'companyId' in getTableColumns(value))
    .map(([name]) => name),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.ts$/.test(entry.name) && !/\.test(-kit)?\.ts$/.test(entry.name) ? [relative] : [];
  });
}

/** One file's program, so local names resolve to their declarations (imports stay unresolved). */
function parse(file: string, text: string) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const host = ts.createCompilerHost({});
  host.getSourceFile = (name) => (name === file ? source : undefined);
  const checker = ts.createProgram([file], { noLib: true, noResolve: true, types: [] }, host).getTypeChecker();
  return { source, checker };
}

const STATEMENTS = new Set(['from', 'update', 'delete']);

/** The name a statement is found by: the function it is in, or the const or property that function is given to. */
function ownerOf(node: ts.Node): string {
  const fn = ts.findAncestor(node.parent, ts.isFunctionLike);
  if (!fn) return '(top level)';
  const named = ts.findAncestor(fn, (n) => ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n) || ts.isVariableDeclaration(n) || ts.isPropertyAssignment(n));
  return (named as ts.NamedDeclaration | undefined)?.name?.getText() ?? '(anonymous)';
}

/** Statements on tenant tables in this file whose conditions do not name the table's company. */
function statementsWithoutCompany(file: string, text: string): string[] {
  const { source, checker } = parse(file, text);
  const declarationOf = (node: ts.Node) => checker.getSymbolAtLocation(node)?.declarations?.find((d) => d.getSourceFile() === source);

  // Local name → tenant table: imports from the schema, and aliases of them.
  const tables = new Map<string, string>();
  const visitAll = (node: ts.Node, visit: (n: ts.Node) => void) => {
    visit(node);
    node.forEachChild((child) => visitAll(child, visit));
  };
  visitAll(source, (node) => {
    if (ts.isImportSpecifier(node) && (node.parent.parent.parent.moduleSpecifier as ts.StringLiteral).text.includes('/db/schema/')) {
      const imported = (node.propertyName ?? node.name).text;
      if (TENANT_TABLES.has(imported)) tables.set(node.name.text, imported);
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isCallExpression(node.initializer)) {
      const [aliased] = node.initializer.arguments;
      if (node.initializer.expression.getText() === 'alias' && aliased && ts.isIdentifier(aliased) && tables.has(aliased.text)) tables.set(node.name.text, tables.get(aliased.text)!);
    }
  });

  /** Calls of the function declared by `declaration`, in this file. */
  const callsOf = (declaration: ts.Node): ts.CallExpression[] => {
    const calls: ts.CallExpression[] = [];
    visitAll(source, (node) => {
      if (ts.isCallExpression(node) && declarationOf(node.expression) === declaration) calls.push(node);
    });
    return calls;
  };

  /** The function a node is the returned value of (its arrow body or a return statement), if any. */
  const returnedBy = (node: ts.Node): ts.SignatureDeclaration | undefined => {
    const parent = node.parent;
    if (ts.isArrowFunction(parent) && parent.body === node) return parent;
    if (ts.isReturnStatement(parent)) return ts.findAncestor(parent, ts.isFunctionLike);
    if (ts.isParenthesizedExpression(parent)) return returnedBy(parent);
    return undefined;
  };
  /** How the rest of the file calls a function: through its own name or the const it is assigned to. */
  const nameOf = (fn: ts.SignatureDeclaration): ts.Node | undefined => (ts.isFunctionDeclaration(fn) ? fn : ts.isVariableDeclaration(fn.parent) ? fn.parent : undefined);

  /** Whether an expression names the company of the table known here as `local`, following local declarations (any part of it may). */
  const names = (local: string, node: ts.Node, seen = new Set<ts.Node>()): boolean => {
    if (seen.has(node)) return false;
    seen.add(node);
    if (new RegExp(`\\b${local}\\.companyId\\b`).test(node.getText())) return true;
    let found = false;
    visitAll(node, (n) => {
      if (found || !ts.isIdentifier(n)) return;
      const declaration = declarationOf(n);
      if (!declaration || seen.has(declaration)) return;
      if (ts.isParameter(declaration)) {
        // Filled by the callers: each of them must pass the company.
        seen.add(declaration);
        const fn = declaration.parent;
        const index = fn.parameters.indexOf(declaration);
        const callee = nameOf(fn);
        const calls = callee ? callsOf(callee) : [];
        const passed = (call: ts.CallExpression) => (declaration.dotDotDotToken ? call.arguments.slice(index) : call.arguments.slice(index, index + 1));
        found = calls.length > 0 && calls.every((call) => passed(call).some((arg) => names(local, arg, new Set(seen))));
      } else if (ts.isVariableDeclaration(declaration) || ts.isFunctionDeclaration(declaration)) {
        // A condition held in a variable (and what is pushed onto it), or built by a helper.
        const pushed = ts.isVariableDeclaration(declaration)
          ? callsOnVariable(declaration, 'push').flatMap((call) => [...call.arguments])
          : [];
        found = names(local, declaration, seen) || pushed.some((arg) => names(local, arg, seen));
      }
    });
    return found;
  };
  const callsOnVariable = (declaration: ts.VariableDeclaration, method: string): ts.CallExpression[] => {
    const calls: ts.CallExpression[] = [];
    visitAll(source, (node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === method && declarationOf(node.expression.expression) === declaration) calls.push(node);
    });
    return calls;
  };

  /** The conditions given to a statement's chain from `start` on; a builder returned to its callers is finished by each of them. */
  const filtered = (local: string, start: ts.Expression): boolean => {
    let top: ts.Expression = start;
    const conditions: ts.Node[] = [];
    while (ts.isPropertyAccessExpression(top.parent) && ts.isCallExpression(top.parent.parent)) {
      if (top.parent.name.text === 'where') conditions.push(...top.parent.parent.arguments);
      top = top.parent.parent;
    }
    if (conditions.some((condition) => names(local, condition))) return true;
    const fn = conditions.length === 0 ? returnedBy(top) : undefined;
    const callee = fn && nameOf(fn);
    const calls = callee ? callsOf(callee) : [];
    return calls.length > 0 && calls.every((call) => filtered(local, call));
  };

  const findings: string[] = [];
  visitAll(source, (node) => {
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || !STATEMENTS.has(node.expression.name.text)) return;
    const [target] = node.arguments;
    if (!target || !ts.isIdentifier(target) || !tables.has(target.text)) return;
    if (filtered(target.text, node)) return;
    findings.push(`${file} ${ownerOf(node)} ${node.expression.name.text}(${target.text})`);
  });
  return findings;
}

describe('every statement on a tenant table names the company', () => {
  const findings = SCANNED.flatMap(sourceFiles).flatMap((file) => statementsWithoutCompany(file, readFileSync(path.join(ROOT, file), 'utf8')));

  it('in the server’s features, sign-in code and shared helpers', () => {
    expect(findings.filter((finding) => !(finding in ALLOWED))).toEqual([]);
  });

  it('and every exception listed is still there (a fixed one leaves the list)', () => {
    expect(Object.keys(ALLOWED).filter((key) => !findings.includes(key))).toEqual([]);
  });

  it('knows the tenant tables from the schema', () => {
    expect(TENANT_TABLES).toContain('contracts');
    expect(TENANT_TABLES).toContain('sessions');
    expect(TENANT_TABLES).not.toContain('companies');
  });
});

describe('the check itself', () => {
  const file = 'src/server/features/example/example.queries.ts';
  const check = (body: string) =>
    statementsWithoutCompany(
      file,
      `import { and, eq } from 'drizzle-orm';\nimport { contracts } from '../../db/schema/contracts';\nimport { alias } from 'drizzle-orm/pg-core';\nimport { users } from '../../db/schema/auth';\n${body}`,
    );

  it('finds a read, an update and a delete by id alone', () => {
    expect(
      check(`
        export const read = (db, id) => db.select().from(contracts).where(eq(contracts.id, id));
        export const write = (db, id) => db.update(contracts).set({ title: 'x' }).where(eq(contracts.id, id));
        export function remove(db, id) { return db.delete(contracts).where(eq(contracts.id, id)); }
        export const everything = (db) => db.select().from(contracts);
      `),
    ).toEqual([`${file} read from(contracts)`, `${file} write update(contracts)`, `${file} remove delete(contracts)`, `${file} everything from(contracts)`]);
  });

  it('does not take another table’s company for this one’s', () => {
    expect(check(`export const read = (db, c, id) => db.select().from(contracts).innerJoin(users, eq(users.id, contracts.customerId)).where(and(eq(users.companyId, c), eq(contracts.id, id)));`)).toEqual([
      `${file} read from(contracts)`,
    ]);
  });

  it('follows conditions through variables, pushes, helpers, parameters, aliases and builders', () => {
    expect(
      check(`
        const staff = alias(users, 'staff');
        const mine = (c) => eq(contracts.companyId, c);
        export function listed(db, c, id) {
          const conditions = [eq(contracts.id, id)];
          conditions.push(mine(c));
          return db.select().from(contracts).where(and(...conditions));
        }
        function byWhere(db, where) { return db.select().from(contracts).where(where); }
        export const one = (db, c, id) => byWhere(db, and(eq(contracts.companyId, c), eq(contracts.id, id)));
        const base = (db) => db.select().from(staff);
        export const person = (db, c, id) => base(db).where(and(eq(staff.companyId, c), eq(staff.id, id)));
      `),
    ).toEqual([]);
  });

  it('needs every caller of a helper to pass the company', () => {
    expect(
      check(`
        function byWhere(db, where) { return db.select().from(contracts).where(where); }
        export const one = (db, c, id) => byWhere(db, and(eq(contracts.companyId, c), eq(contracts.id, id)));
        export const other = (db, id) => byWhere(db, eq(contracts.id, id));
      `),
    ).toEqual([`${file} byWhere from(contracts)`]);
  });
});
