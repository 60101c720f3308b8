import { randomUUID } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createDatabaseWithRoles, type DatabaseWithRoles } from '../setup/database-with-roles';
import { downloadMismatches, findDamage } from './crash/checks';
import { bundleServer, killApp, killEverything, postmasterPid, startServer, stopServer, type ServerBundle, type ServerProcess } from './crash/server-process';
import { driveFlows, emptyAcknowledged, newCustomer, type Acknowledged } from './crash/workload';
import { recordSecurityFigure } from './figures';

/**
 * The real server, started as `npm start` starts it, is killed with SIGKILL in the middle of
 * payments, signatures and uploads, and started again: whatever it acknowledged is still there,
 * and nothing is half-written. Five kills by default (CRASH_ROUNDS for more). The embedded
 * PostgreSQL is also killed itself mid-write and must recover from its WAL. With
 * TEST_DATABASE_URL set the same rounds run against that external server instead, with the two
 * roles a deployment has: the app role serving, an owner (no superuser) migrating.
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 5);
const CUSTOMERS_PER_ROUND = 3;
const externalServer = process.env.TEST_DATABASE_URL;

let bundle: ServerBundle;
let dataDir: string;
let externalDatabase: DatabaseWithRoles | undefined;

beforeAll(async () => {
  bundle = await bundleServer();
  dataDir = await mkdtemp(path.join(tmpdir(), 'arbour-crash-'));
  // As root, the embedded PostgreSQL runs as its own user: let it in.
  await chmod(dataDir, 0o755);
  if (externalServer) externalDatabase = await createDatabaseWithRoles(inject('adminDatabaseUrl'), 'arbour_crash');
});

afterAll(async () => {
  // Whatever happened above, no server or PostgreSQL started here outlives the file.
  await killEverything();
  await bundle?.remove();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await externalDatabase?.drop();
});

const serverEnv = () => ({ DATA_DIR: dataDir, ...(externalDatabase ? { DATABASE_URL: externalDatabase.appUrl, MIGRATION_DATABASE_URL: externalDatabase.ownerUrl } : {}) });

/** Where the running server keeps its data, for the checks to read it directly: as the owner, which sees every company. */
async function databaseUrl(): Promise<string> {
  if (externalDatabase) return externalDatabase.ownerUrl;
  // The embedded server's pid file names its port (line 4); the app keeps its password beside it.
  const port = (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3]!.trim();
  const password = (await readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
  return `postgres://arbour:${encodeURIComponent(password)}@127.0.0.1:${port}/arbour`;
}

interface Crash {
  /** `app`: SIGKILL of the app alone. `postgres`: SIGKILL of the embedded postmaster, then of the app. */
  kill: 'app' | 'postgres';
}

/**
 * One round: new customers, then every flow at once until a random number of writes has been
 * acknowledged (or ten seconds pass), then the kill, a restart and the checks.
 */
async function crashRound(server: ServerProcess, acked: Acknowledged, label: string, crash: Crash): Promise<ServerProcess> {
  const customers = await Promise.all(Array.from({ length: CUSTOMERS_PER_ROUND }, () => newCustomer(server.base)));
  for (const customer of customers) acked.customerProjects.add(customer.projectId);
  const target = 4 + Math.floor(Math.random() * 30);
  let acks = 0;
  let killed = false;
  let reached!: () => void;
  const enoughAcks = new Promise<void>((resolve) => (reached = resolve));
  // Each flow gets through at least once before a kill, so every check below has something to hold.
  const everyFlowSeen = () => acked.confirmed.size > 0 && acked.verified.size > 0 && acked.contractsSigned.size > 0 && acked.uploads.size > 0;
  const flows = driveFlows(server.base, customers, acked, () => killed, () => {
    if (++acks >= target && everyFlowSeen()) reached();
  });
  await Promise.race([enoughAcks, new Promise((r) => setTimeout(r, 10_000))]);

  if (crash.kill === 'postgres') {
    const postmaster = postmasterPid(dataDir);
    expect(postmaster, 'the embedded PostgreSQL is running').not.toBeNull();
    process.kill(postmaster!, 'SIGKILL');
    killed = true;
    await flows;
    await killApp(server);
  } else {
    await killApp(server);
    killed = true;
    await flows;
  }

  const t0 = Date.now();
  const restarted = await startServer(bundle, serverEnv());
  const restartSeconds = ((Date.now() - t0) / 1000).toFixed(1);
  const { damage, orphans } = await findDamage(await databaseUrl(), path.join(dataDir, 'files'), acked);
  // One line per round in the test's output: how long the restart took and what the kill cut through.
  process.stdout.write(`${label}: ${acks} writes acknowledged before the kill, restarted in ${restartSeconds} s; ${orphans.length} objects from cut-off uploads so far (${orphans.filter((key) => key.endsWith('.part')).length} partial)\n`);
  expect(damage, `after ${label}`).toEqual([]);
  expect(await downloadMismatches(restarted.base, acked, 5), `downloads after ${label}`).toEqual([]);
  recordSecurityFigure('crashesSurvived', 1);
  return restarted;
}

describe(`crash safety (${externalServer ? 'external PostgreSQL' : 'embedded PostgreSQL'})`, () => {
  const acked = emptyAcknowledged();
  let server: ServerProcess | undefined;

  test(`${ROUNDS} SIGKILLs of the app in the middle of payments, signatures and uploads lose nothing acknowledged and half-write nothing`, async () => {
    server = await startServer(bundle, serverEnv());
    for (let round = 1; round <= ROUNDS; round++) {
      server = await crashRound(server, acked, `app kill ${round}`, { kill: 'app' });
    }
    // The rounds really did write through every flow, so the checks above had something to hold.
    expect(acked.confirmed.size).toBeGreaterThan(0);
    expect(acked.verified.size).toBeGreaterThan(0);
    expect(acked.contractsSigned.size).toBeGreaterThan(0);
    expect(acked.uploads.size).toBeGreaterThan(0);
  }, 300_000);

  if (!externalServer) {
    test('a SIGKILL of the embedded PostgreSQL mid-write: it recovers from its WAL with every acknowledged write', async () => {
      server ??= await startServer(bundle, serverEnv());
      const before = postmasterPid(dataDir);
      const writesBefore = acked.confirmed.size + acked.verified.size + acked.contractsSigned.size + acked.uploads.size;
      server = await crashRound(server, acked, 'postgres kill', { kill: 'postgres' });
      expect(postmasterPid(dataDir)).not.toBe(before);
      expect(acked.confirmed.size + acked.verified.size + acked.contractsSigned.size + acked.uploads.size).toBeGreaterThan(writesBefore);
    }, 120_000);
  }

  test('the checks above do notice half-written data: a status without its event, a row without its object, a stray object', async () => {
    const url = await databaseUrl();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const filesDir = path.join(dataDir, 'files');
    try {
      const [paymentId] = [...acked.pendingAtStart];
      await client.query(`UPDATE payment_items SET status = CASE WHEN status = 'pending' THEN 'paid'::payment_status ELSE 'pending'::payment_status END WHERE id = $1`, [paymentId]);
      const [documentId, upload] = [...acked.uploads][0]!;
      const { rows } = await client.query<{ storage_key: string; company_id: string }>('SELECT storage_key, company_id FROM stored_files WHERE id = $1', [upload.fileId]);
      await rm(path.join(filesDir, ...rows[0]!.storage_key.split('/')));
      await mkdir(path.join(filesDir, rows[0]!.company_id, 'no-such-project'), { recursive: true });
      await writeFile(path.join(filesDir, rows[0]!.company_id, 'no-such-project', randomUUID()), 'stray');

      const { damage } = await findDamage(url, filesDir, acked);
      expect(damage).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^payment ${paymentId} (became|is) `)),
          `file row ${upload.fileId} has no stored object`,
          expect.stringMatching(/^objects without a row outside the uploads that were cut off/),
        ]),
      );
      expect(await downloadMismatches(server!.base, { ...acked, uploads: new Map([[documentId, upload]]) }, 1)).toHaveLength(1);
    } finally {
      await client.end();
    }
  });

  afterAll(async () => {
    if (server) await stopServer(server);
  });
});
