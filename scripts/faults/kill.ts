// Scenario 2: the embedded PostgreSQL's postmaster killed (SIGKILL) under load. The app must start
// it again itself, or exit non-zero within 10 s for a supervisor to restart it (this run then
// restarts it, as a supervisor would); meanwhile data routes answer 503, and every write
// acknowledged before the kill is still there afterwards.
import { sleep } from './http';
import { startLoad } from './load';
import { crashIn } from './app';
import { readPostmaster, storedTexts } from './postgres';
import { checkAnswers, Expectations, probe, probeWrite, seconds, type RunContext, type ScenarioResult } from './scenario';

const NAME = 'Kill: the PostgreSQL postmaster killed with SIGKILL';
const EXIT_WITHIN_MS = 10_000;
const RECOVERY_MS = 30_000;

export async function killScenario(ctx: RunContext): Promise<ScenarioResult> {
  const expect = new Expectations();
  ctx.recorder.phase = 'kill';
  const appBefore = ctx.app;
  let load = startLoad({ port: ctx.app.port, kinds: ['gallery', 'gallery', 'customer-read', 'note', 'message'], pauseMs: 50 }, ctx.recorder, ctx.sessions);
  try {
    await sleep(1_500);
    const postmaster = readPostmaster(ctx.dataDir);
    if (!expect.check(postmaster !== null, 'no running postmaster found in DATA_DIR/pg/postmaster.pid')) return expect.result(NAME);
    const acknowledgedBefore = ctx.recorder.acknowledged.map((w) => w.text);
    const killedAt = Date.now();
    process.kill(postmaster!.pid, 'SIGKILL');

    let recoveredAt: number | null = null;
    // Set by the exit event itself, so the time is the exit's, not when this loop noticed it.
    const ended: { exit?: { code: number | null; at: number } } = {};
    void appBefore.exited.then((exit) => (ended.exit = exit));
    let restarted = false;
    while (recoveredAt === null && Date.now() - killedAt < RECOVERY_MS) {
      await sleep(250);
      if (ended.exit && !restarted) {
        restarted = true;
        await load.stop();
        // A supervisor (systemd, Docker, Kubernetes) starts the app again on the same data.
        ctx.recorder.phase = 'kill-restart';
        ctx.app = await ctx.restartApp('app-after-kill');
        ctx.recorder.phase = 'kill';
        load = startLoad({ port: ctx.app.port, kinds: ['gallery', 'customer-read', 'note'], pauseMs: 50 }, ctx.recorder, ctx.sessions);
      }
      const [gallery, write] = await Promise.all([probe(ctx, { path: '/api/gallery' }), probeWrite(ctx)]);
      if (gallery.status === 200 && write.status === 201) recoveredAt = Date.now();
    }
    await sleep(1_000);
    await load.stop();
    const appExit = restarted ? ended.exit : undefined;

    const again = readPostmaster(ctx.dataDir);
    if (appExit) {
      const after = appExit.at - killedAt;
      expect.check(appExit.code !== 0 && after <= EXIT_WITHIN_MS + 500, `the app exited with code ${appExit.code} ${seconds(after)} after the kill; wanted a restart of PostgreSQL, or a non-zero exit within ${seconds(EXIT_WITHIN_MS)}`);
      expect.note(`the app exited with code ${appExit.code} ${seconds(after)} after the kill and was started again, as a supervisor would`);
      const crash = crashIn(appBefore.logFile);
      if (crash) expect.note(`⚠ the exit was a crash, not a deliberate stop: ${crash}`);
    } else {
      expect.check(appBefore.child.exitCode === null, 'the app process ended');
      expect.note(`the app started PostgreSQL again itself (postmaster ${postmaster!.pid} → ${again?.pid ?? 'none'})`);
    }
    expect.check(recoveredAt !== null, `no read and write succeeded within ${seconds(RECOVERY_MS)} of the kill`);
    if (recoveredAt !== null) expect.note(`reads and a write succeed again ${seconds(recoveredAt - killedAt)} after the kill`);

    const outcomes = ctx.recorder.inPhase('kill');
    // After an exit, what the exiting process dropped or refused is the supervisor's case, not a hang.
    if (appExit) for (const o of outcomes) if (o.failure && o.startedAt + o.ms >= killedAt) o.excused = 'the app exited, as it may when it cannot restart PostgreSQL';
    checkAnswers(expect, outcomes, { allowUnavailable: true, refusedIsFailure: true });
    const during = outcomes.filter((o) => o.startedAt >= killedAt && (recoveredAt === null || o.startedAt < recoveredAt));
    const unavailable = during.filter((o) => o.status === 503).length;
    expect.note(`${during.length} requests sent before recovery: ${unavailable} answered 503 + Retry-After`);

    if (again) {
      const stored = await storedTexts(ctx.dataDir, acknowledgedBefore, ctx.recorder.prefix);
      const lost = acknowledgedBefore.length - stored.size;
      expect.check(lost === 0, `${lost} of ${acknowledgedBefore.length} writes acknowledged before the kill are missing`);
      expect.note(`${acknowledgedBefore.length} writes acknowledged before the kill, ${stored.size} of them in the database after it`);
    }
    return expect.result(NAME);
  } finally {
    await load.stop();
  }
}
