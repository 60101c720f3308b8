import { generateKeyPairSync } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../../src/server/config';
import { startEmbeddedDatabase } from '../../src/server/db/embedded';
import { createDatabaseWithRoles } from '../../tests/setup/database-with-roles';
import { startNginx } from './nginx';
import { freePort, startProcess, stopAll, stopProcess, waitUntilUp, type Exit } from './processes';

/** One app server, which a check may stop and start again by itself (a rolling restart). */
export interface AppServer {
  name: string;
  port: number;
  /** Reached directly, not through nginx. */
  url: string;
  /** SIGTERM, then waits for the process to end (SIGKILL after `killAfterMs`). */
  stop: (killAfterMs?: number) => Promise<Exit>;
  /** Starts it again with the same settings; resolves once `GET /api/health/ready` answers 200 on its port. */
  start: () => Promise<void>;
}

export interface Cluster {
  /** The owner's: the seed and the checks read and write every company's rows with it. */
  databaseUrl: string;
  /** The bucket the app servers share, for the seed's photos. */
  storage: StorageConfig;
  /** The two app servers, each reached directly. */
  servers: [string, string];
  /** The same two, to stop and start. */
  apps: [AppServer, AppServer];
  /** Each server's DATA_DIR (its emails are files in `mail/`, there being no SMTP server). */
  dataDirs: [string, string];
  /** Each server's Prometheus metrics (`METRICS_PORT`). */
  metrics: [string, string];
  /** nginx in front of both. */
  balancer: string;
  logDir: string;
}

const BUCKET = 'arbour-scale-test';
// The same secret on every server: each must verify the session cookies the others signed.
const AUTH_SECRET = 'scale-test-secret-scale-test-secret-0001';
/** One sealing key for both app servers, as a deployment sets it, so each checks the other's seals. */
const SIGNING_KEY = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

export interface Teardown {
  logDir?: string;
  /** Stops whatever has been started so far and removes the temporary folder; set before anything starts. */
  stop?: () => Promise<string[]>;
}

/**
 * PostgreSQL (embedded), s3rver, two app servers started at the same moment on one empty database
 * (so both race to migrate it and grant the app role), and nginx in front; all on loopback, all
 * under one temporary folder.
 */
export async function startCluster(options: { root: string; nginx: string; teardown: Teardown }): Promise<Cluster> {
  const work = await mkdtemp(path.join(tmpdir(), 'arbour-scale-'));
  // The embedded server runs as its own user when we are root: let it in.
  await chmod(work, 0o755);
  const logDir = path.join(work, 'logs');
  await mkdir(logDir);
  const stopped: { name: string; stop: () => Promise<void> }[] = [];
  const stop = async () => {
    const names = await stopAll();
    for (const step of stopped.reverse()) {
      await step.stop();
      names.push(step.name);
    }
    await rm(work, { recursive: true, force: true });
    return names;
  };
  options.teardown.logDir = logDir;
  options.teardown.stop = stop;
  const database = await startEmbeddedDatabase(path.join(work, 'pg-data'));
  stopped.push({ name: 'postgresql', stop: () => database.stop() });
  // Laid out as docs/deployment.md says for an external server: an owner that is no superuser
  // (it migrates and seeds) and an app role the servers serve requests as.
  const roles = await createDatabaseWithRoles(database.url('postgres'), 'arbour');
  const databaseUrl = roles.ownerUrl;

  const bucketDir = path.join(work, 's3');
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: bucketDir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port: s3Port } = (await s3.run()) as AddressInfo;
  stopped.push({ name: 's3rver', stop: () => s3.close() });

  const ports = [await freePort(), await freePort()];
  const metricsPorts = new Map([[ports[0]!, await freePort()], [ports[1]!, await freePort()]]);
  const env = (port: number): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: roles.appUrl,
    MIGRATION_DATABASE_URL: roles.ownerUrl,
    DATABASE_POOL_MAX: '10',
    DATA_DIR: path.join(work, `app-${port}`),
    METRICS_PORT: String(metricsPorts.get(port)),
    BETTER_AUTH_SECRET: AUTH_SECRET,
    SIGNING_KEY,
    DEMO_MODE: 'false',
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    LOG_LEVEL: 'warn',
  });
  const launch = (i: number) =>
    startProcess(`app-${i + 1}`, process.execPath, ['--import', 'tsx', 'src/server/index.ts'], { cwd: options.root, env: env(ports[i]!), logDir });
  const children = ports.map((_, i) => launch(i));
  // In production an IP literal names no company: callers use the app domain (localhost here).
  const servers = ports.map((port) => `http://localhost:${port}`) as [string, string];
  await Promise.all(servers.map((base, i) => waitUntilUp(`${base}/api/health/ready`, children[i]!, `app server ${i + 1}`, 180_000)));
  const apps = ports.map(
    (port, i): AppServer => ({
      name: `app server ${i + 1}`,
      port,
      url: servers[i]!,
      stop: (killAfterMs) => stopProcess(children[i]!, 'SIGTERM', killAfterMs),
      start: async () => {
        children[i] = launch(i);
        await waitUntilUp(`${servers[i]}/api/health/ready`, children[i], `app server ${i + 1}`, 120_000);
      },
    }),
  ) as [AppServer, AppServer];

  const balancerPort = await freePort();
  await startNginx({ nginx: options.nginx, port: balancerPort, upstreams: ports, dir: path.join(work, 'nginx'), logDir, root: options.root });
  const storage: StorageConfig = {
    driver: 's3',
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${s3Port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const dataDirs = ports.map((port) => path.join(work, `app-${port}`)) as [string, string];
  const metrics = ports.map((port) => `http://127.0.0.1:${metricsPorts.get(port)}/metrics`) as [string, string];
  return { databaseUrl, storage, servers, apps, dataDirs, metrics, balancer: `http://localhost:${balancerPort}`, logDir };
}
