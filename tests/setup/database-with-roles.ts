import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database on an external server set up as docs/deployment.md says ("Two roles"): an owner that
 * is no superuser and owns the database and its public schema, and an app role. Roles belong to
 * the whole server, so each gets a name of its own and `drop` removes them with the database.
 */
export interface DatabaseWithRoles {
  name: string;
  /** MIGRATION_DATABASE_URL: the owner. */
  ownerUrl: string;
  /** DATABASE_URL: the app role, bound by row-level security. */
  appUrl: string;
  owner: string;
  app: string;
  drop: () => Promise<void>;
}

export async function createDatabaseWithRoles(adminUrl: string, prefix: string): Promise<DatabaseWithRoles> {
  const suffix = randomBytes(5).toString('hex');
  const name = `${prefix}_${suffix}`;
  const owner = { user: `${prefix}_owner_${suffix}`, password: randomBytes(18).toString('base64url') };
  const app = { user: `${prefix}_app_${suffix}`, password: randomBytes(18).toString('base64url') };
  const urlFor = (login: { user: string; password: string }) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    url.username = login.user;
    url.password = login.password;
    return url.toString();
  };
  await asAdmin(adminUrl, null, [
    `CREATE ROLE "${owner.user}" LOGIN PASSWORD '${owner.password}' NOSUPERUSER NOBYPASSRLS`,
    `CREATE ROLE "${app.user}" LOGIN PASSWORD '${app.password}' NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE`,
    `CREATE DATABASE "${name}" OWNER "${owner.user}"`,
  ]);
  await asAdmin(adminUrl, name, [`ALTER SCHEMA public OWNER TO "${owner.user}"`]);
  return {
    name,
    ownerUrl: urlFor(owner),
    appUrl: urlFor(app),
    owner: owner.user,
    app: app.user,
    drop: () =>
      asAdmin(adminUrl, null, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, `DROP ROLE IF EXISTS "${app.user}"`, `DROP ROLE IF EXISTS "${owner.user}"`]),
  };
}

async function asAdmin(adminUrl: string, database: string | null, statements: string[]): Promise<void> {
  const url = new URL(adminUrl);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
