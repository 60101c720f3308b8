// Scenario 1: every PostgreSQL process stopped (SIGSTOP) for a while, then resumed (SIGCONT), under
// steady load. Liveness must not wait on the database, readiness and data routes must say
// "unavailable" in bounded time, and the app must serve again once the database is back.
import { isDeliberateUnavailable, sleep, type Outcome } from './http';
import { DEMO_PROJECT, startLoad } from './load';
import { postgresProcesses, readPostmaster, signalAll } from './postgres';
import { checkAnswers, examples, Expectations, probe, probeWrite, seconds, summary, type RunContext, type ScenarioResult } from './scenario';

const NAME = 'Freeze: every PostgreSQL process stopped for 8 s, then resumed';
const FROZEN_MS = 8_000;
/** When, after the freeze, each round of probes is sent. */
const PROBE_ROUNDS_MS = [300, 3_000];
const LIMITS = { health: 3_000, ready: 3_000, data: 6_500 };
const RECOVERY_MS = 15_000;

export interface FreezeFigures {
  /** The slowest answer to a request sent while PostgreSQL was stopped. */
  slowestMs: number;
}

export async function freezeScenario(ctx: RunContext, figures: FreezeFigures): Promise<ScenarioResult> {
  const expect = new Expectations();
  ctx.recorder.phase = 'freeze';
  const pidBefore = ctx.app.child.pid;
  const load = startLoad({ port: ctx.app.port, kinds: ['gallery', 'gallery', 'customer-read', 'note', 'message'], pauseMs: 50 }, ctx.recorder, ctx.sessions);
  try {
    await sleep(1_000);
    const postmaster = readPostmaster(ctx.dataDir);
    if (!expect.check(postmaster !== null, 'no running postmaster found in DATA_DIR/pg/postmaster.pid')) return expect.result(NAME);
    const frozenAt = Date.now();
    stopAllOf(postmaster!.pid, ctx.frozen);
    expect.note(`stopped ${ctx.frozen.size} PostgreSQL processes (postmaster ${postmaster!.pid} and its children)`);

    const probes: Promise<Outcome>[] = [];
    for (const at of PROBE_ROUNDS_MS) {
      await sleep(frozenAt + at - Date.now());
      probes.push(
        probe(ctx, { path: '/api/health' }),
        probe(ctx, { path: '/api/health/ready' }),
        probe(ctx, { path: '/api/gallery' }),
        probe(ctx, { path: `/api/projects/${DEMO_PROJECT}`, cookie: ctx.sessions.customer }),
      );
    }
    await sleep(frozenAt + FROZEN_MS - Date.now());
    const resumedAt = Date.now();
    signalAll([...ctx.frozen], 'SIGCONT');
    ctx.frozen.clear();
    const answers = await Promise.all(probes);

    for (const o of answers) {
      if (o.path === '/api/health') expect.check(o.status === 200 && o.ms <= LIMITS.health, `liveness while frozen: ${summary(o)}, wanted 200 within ${seconds(LIMITS.health)}`);
      else if (o.path === '/api/health/ready')
        expect.check(isDeliberateUnavailable(o) && o.ms <= LIMITS.ready, `readiness while frozen: ${summary(o)}, wanted 503 UNAVAILABLE + Retry-After within ${seconds(LIMITS.ready)}`);
      else expect.check(isDeliberateUnavailable(o) && o.ms <= LIMITS.data, `${o.path} while frozen: ${summary(o)}, wanted 503 UNAVAILABLE + Retry-After within ${seconds(LIMITS.data)}`);
    }

    const recovered = await waitForRecovery(ctx, resumedAt);
    expect.check(recovered !== null, `no read and write succeeded within ${seconds(RECOVERY_MS)} of the resume`);
    if (recovered !== null) expect.note(`reads and a write succeed again ${seconds(recovered - resumedAt)} after the resume`);
    expect.check(ctx.app.child.pid === pidBefore && ctx.app.child.exitCode === null, 'the app process did not survive the freeze');

    await load.stop();
    // Waiting while frozen: sent before the resume, and not answered before the freeze.
    const whileFrozen = ctx.recorder.inPhase('freeze').filter((o) => o.startedAt < resumedAt && o.startedAt + o.ms > frozenAt);
    const answeredWhileFrozen = whileFrozen.filter((o) => o.status !== undefined);
    figures.slowestMs = Math.max(0, ...answeredWhileFrozen.map((o) => o.ms));
    const tooSlow = answeredWhileFrozen.filter((o) => o.ms > LIMITS.data);
    expect.check(tooSlow.length === 0, `${tooSlow.length} requests waiting while frozen answered after more than ${seconds(LIMITS.data)}, e.g. ${examples(tooSlow)}`);
    checkAnswers(expect, ctx.recorder.inPhase('freeze'), { allowUnavailable: true, refusedIsFailure: true });
    const deliberate = whileFrozen.filter(isDeliberateUnavailable).length;
    expect.note(
      `${whileFrozen.length} requests waiting while frozen: ${deliberate} answered 503 + Retry-After, ${answeredWhileFrozen.length - deliberate} otherwise; slowest answer ${seconds(figures.slowestMs)}`,
    );
    return expect.result(NAME);
  } finally {
    // Whatever went wrong above, the database runs again before anything else happens.
    signalAll([...ctx.frozen], 'SIGCONT');
    ctx.frozen.clear();
    await load.stop();
  }
}

/** Stops the postmaster first (so it starts no new child unseen), then its children until none is new. */
function stopAllOf(postmasterPid: number, frozen: Set<number>) {
  for (let round = 0; round < 5; round++) {
    const fresh = postgresProcesses(postmasterPid).filter((pid) => !frozen.has(pid));
    if (fresh.length === 0) return;
    for (const pid of signalAll(fresh, 'SIGSTOP')) frozen.add(pid);
  }
}

/** When a public read, a signed-in read and a write all succeeded again; null if not within the bound. */
async function waitForRecovery(ctx: RunContext, since: number): Promise<number | null> {
  while (Date.now() - since < RECOVERY_MS) {
    const [gallery, read, write] = await Promise.all([
      probe(ctx, { path: '/api/gallery' }),
      probe(ctx, { path: `/api/projects/${DEMO_PROJECT}`, cookie: ctx.sessions.customer }),
      probeWrite(ctx),
    ]);
    if (gallery.status === 200 && read.status === 200 && write.status === 201) return Date.now();
    await sleep(250);
  }
  return null;
}
