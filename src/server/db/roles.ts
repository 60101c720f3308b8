import pg from 'pg';
import type { Logger } from '../lib/logger';
import { MIGRATION_LOCK_ID } from './migrate';

/**
 * Two database roles (docs/decisions/0011): the owner, which runs migrations and owns the tables,
 * and the app role, which serves requests. The app role is no superuser, has no BYPASSRLS and owns
 * nothing, so row-level security binds it and it cannot switch off a trigger.
 */
export const EMBEDDED_APP_ROLE = 'arbour_app';

type Queryable = Pick<pg.ClientBase, 'query'> | pg.Pool;

/** Creates the app role, or brings an existing one to these attributes and this password. */
export async function ensureAppRole(owner: Queryable, role: string, password: string): Promise<void> {
  const name = pg.escapeIdentifier(role);
  const attributes = `LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOREPLICATION PASSWORD ${pg.escapeLiteral(password)}`;
  const exists = await owner.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
  // Two servers starting together may both find it missing: the loser's duplicate is harmless.
  try {
    await owner.query(`${exists.rowCount ? 'ALTER' : 'CREATE'} ROLE ${name} ${attributes}`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42710') throw error;
  }
}

/**
 * What the app role may do: use rows (row-level security decides which) and call the crossing
 * functions. Run by the owner after every migration, so a new table is covered too.
 */
export async function grantAppRole(owner: Queryable, role: string): Promise<void> {
  const name = pg.escapeIdentifier(role);
  // One script is one transaction. Servers starting together take turns under the migrations' lock:
  // PostgreSQL fails a GRANT that races another on the same object ("tuple concurrently updated").
  await owner.query(`
    SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID});
    DO $$ BEGIN
      EXECUTE format('GRANT CONNECT ON DATABASE %I TO ${name.replaceAll("'", "''")}', current_database());
      -- No temporary tables for anyone but the owner: the app role then creates nothing anywhere, so no
      -- name in a crossing function (all schema-qualified) can be made to resolve to its object.
      EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM PUBLIC', current_database());
    END $$;
    GRANT USAGE ON SCHEMA public TO ${name};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${name};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${name};
    GRANT EXECUTE ON FUNCTION app_company_by_subdomain(text), app_company_with_session(text, text) TO ${name};
  `);
}

export interface RolePrivileges {
  role: string;
  superuser: boolean;
  bypassRls: boolean;
  /** Owns a table in the public schema, or may act as a role that does. */
  ownsTables: boolean;
}

export async function privilegesOf(pool: Queryable): Promise<RolePrivileges> {
  const { rows } = await pool.query<{ role: string; superuser: boolean; bypass_rls: boolean; owns_tables: boolean }>(`
    SELECT r.rolname AS role, r.rolsuper AS superuser, r.rolbypassrls AS bypass_rls,
      EXISTS (
        SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND pg_has_role(current_user, c.relowner, 'MEMBER')
      ) AS owns_tables
    FROM pg_roles r WHERE r.rolname = current_user`);
  const row = rows[0]!;
  return { role: row.role, superuser: row.superuser, bypassRls: row.bypass_rls, ownsTables: row.owns_tables };
}

export class PrivilegedRoleError extends Error {}

/**
 * Refuses to serve requests as a role that row-level security does not bind, unless the operator
 * said so (ALLOW_PRIVILEGED_DATABASE_ROLE), which is logged as a warning at every start.
 */
export async function checkAppRole(pool: Queryable, options: { allowPrivileged: boolean; logger: Logger }): Promise<void> {
  const privileges = await privilegesOf(pool);
  const reasons = [
    privileges.superuser && 'is a superuser',
    privileges.bypassRls && 'has BYPASSRLS',
    privileges.ownsTables && "owns the tables (or is a member of their owner's role)",
  ].filter(Boolean);
  if (reasons.length === 0) return;
  const message = `The database role "${privileges.role}" that serves requests ${reasons.join(', ')}: row-level security would not keep one company's rows from another's.`;
  if (options.allowPrivileged) {
    options.logger.warn({ role: privileges.role }, `${message} Serving anyway because ALLOW_PRIVILEGED_DATABASE_ROLE is set.`);
    return;
  }
  throw new PrivilegedRoleError(
    `${message}\nConnect DATABASE_URL as the app role and MIGRATION_DATABASE_URL as the owner (docs/deployment.md shows the SQL to create both), or set ALLOW_PRIVILEGED_DATABASE_ROLE=true to serve anyway.`,
  );
}
