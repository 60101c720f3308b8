import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAppRole, PrivilegedRoleError } from '../../../src/server/db/roles';
import { createLogger, silentLogger } from '../../../src/server/lib/logger';
import { createTestDatabase } from '../../setup/test-app';
import { recordSecurityFigure } from '../figures';

/**
 * A server refuses to serve requests as a role that row-level security does not bind: a
 * superuser, a role with BYPASSRLS, the tables' owner or a member of the owner's role. The
 * operator's escape hatch serves anyway and says so in the log.
 */

let url: string;
let appUrl: string;
const owner = () => new pg.Client({ connectionString: url });
beforeAll(async () => {
  ({ url, appUrl } = await createTestDatabase());
});

/** Connects to the test database, runs checkAppRole, and disconnects. */
async function check(connectionString: string, options = { allowPrivileged: false, logger: silentLogger }) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await checkAppRole(client, options);
  } finally {
    await client.end();
  }
}

async function refusalOf(connectionString: string): Promise<PrivilegedRoleError> {
  const error = await check(connectionString).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PrivilegedRoleError);
  return error as PrivilegedRoleError;
}

/** Log lines a pino logger writes, parsed. */
function capturedLogger() {
  const lines: { level: number; msg: string; role?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

/** Roles made for a test, named for this run, dropped afterwards (roles belong to the server, not the test database). */
const made: string[] = [];
async function makeRole(attributes: string, setup: (role: string, admin: pg.Client) => Promise<void> = async () => {}) {
  const role = `iso_${randomBytes(6).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const admin = owner();
  await admin.connect();
  try {
    await admin.query(`CREATE ROLE ${role} LOGIN ${attributes} PASSWORD '${password}'`);
    made.push(role);
    await setup(role, admin);
  } finally {
    await admin.end();
  }
  const login = new URL(url);
  login.username = role;
  login.password = password;
  return login.toString();
}
afterAll(async () => {
  const admin = owner();
  await admin.connect();
  try {
    for (const role of made) {
      await admin.query(`DROP OWNED BY ${role}`);
      await admin.query(`DROP ROLE ${role}`);
    }
  } finally {
    await admin.end();
  }
});

describe('checkAppRole', () => {
  it('refuses the owner, a superuser, naming why and how to start safely', async () => {
    const error = await refusalOf(url);
    // A bootstrap superuser also has BYPASSRLS; one made with CREATE ROLE … SUPERUSER may not.
    expect(error.message).toMatch(/^The database role "[^"]+" that serves requests is a superuser, .*owns the tables/);
    expect(error.message).toMatch(/row-level security would not keep one company's rows from another's/);
    expect(error.message).toMatch(/ALLOW_PRIVILEGED_DATABASE_ROLE=true/);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('serves as that role when the operator allows it, with a warning in the log', async () => {
    const { logger, lines } = capturedLogger();
    await expect(check(url, { allowPrivileged: true, logger })).resolves.toBeUndefined();
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, msg: expect.stringMatching(/is a superuser.*Serving anyway because ALLOW_PRIVILEGED_DATABASE_ROLE is set/) }),
    ]);
  });

  it('passes the app role, without a word', async () => {
    const { logger, lines } = capturedLogger();
    await expect(check(appUrl, { allowPrivileged: false, logger })).resolves.toBeUndefined();
    expect(lines).toEqual([]);
  });

  it('refuses a role with BYPASSRLS', async () => {
    const error = await refusalOf(await makeRole('NOSUPERUSER BYPASSRLS'));
    expect(error.message).toMatch(/that serves requests has BYPASSRLS:/);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('refuses a role that owns a table', async () => {
    const login = await makeRole('NOSUPERUSER NOBYPASSRLS', async (role, admin) => {
      await admin.query(`CREATE TABLE public.${role}_notes (id int)`);
      await admin.query(`ALTER TABLE public.${role}_notes OWNER TO ${role}`);
    });
    const error = await refusalOf(login);
    expect(error.message).toMatch(/that serves requests owns the tables \(or is a member of their owner's role\):/);
    recordSecurityFigure('threatsRefused', 1);
  });

  it("refuses a role that is a member of the tables' owner's role", async () => {
    const login = await makeRole('NOSUPERUSER NOBYPASSRLS', async (role, admin) => {
      const { rows } = await admin.query<{ owner: string }>(`SELECT pg_get_userbyid(relowner) AS owner FROM pg_class WHERE oid = 'public.projects'::regclass`);
      await admin.query(`GRANT ${pg.escapeIdentifier(rows[0]!.owner)} TO ${role}`);
    });
    const error = await refusalOf(login);
    expect(error.message).toMatch(/owns the tables \(or is a member of their owner's role\)/);
    expect(error.message).not.toMatch(/superuser/);
    recordSecurityFigure('threatsRefused', 1);
  });
});
