// Scenario 4: SIGTERM to the server process while 20 clients load the gallery and write. Every
// request the server accepted is answered (no 5xx, no reset), it exits 0 within its grace period,
// and, started again on the same data, every acknowledged write of the whole run is there.
import { logAfter, logHas } from './app';
import { sleep } from './http';
import { startLoad, type WorkerKind } from './load';
import { isRunning, readPostmaster, storedTexts } from './postgres';
import { checkAnswers, Expectations, isUnanswered, seconds, type RunContext, type ScenarioResult } from './scenario';

const NAME = 'SIGTERM under load: 20 clients, then the app started again on the same data';
const CLIENTS: WorkerKind[] = [...Array<WorkerKind>(14).fill('gallery'), 'customer-read', 'customer-read', 'note', 'note', 'message', 'message'];
const MARGIN_MS = 5_000;

export interface WriteFigures {
  acknowledged: number;
  lost: number;
}

export async function shutdownScenario(ctx: RunContext, writes: WriteFigures): Promise<ScenarioResult> {
  const expect = new Expectations();
  ctx.recorder.phase = 'shutdown';
  const app = ctx.app;
  const postmaster = readPostmaster(ctx.dataDir);
  const load = startLoad({ port: app.port, kinds: CLIENTS, pauseMs: 0 }, ctx.recorder, ctx.sessions);
  try {
    await sleep(2_000);
    const termAt = Date.now();
    app.child.kill('SIGTERM');
    const bound = ctx.shutdownGraceMs + MARGIN_MS;
    const exit = await Promise.race([app.exited, sleep(bound).then(() => null)]);
    // The clients keep trying a moment longer: the refusals show the listener is closed.
    await sleep(300);
    await load.stop();

    if (exit) {
      const took = exit.at - termAt;
      expect.check(exit.code === 0, `the app exited with ${exit.code ?? exit.signal} ${seconds(took)} after SIGTERM, wanted 0`);
      expect.note(`exited with ${exit.code ?? exit.signal} ${seconds(took)} after SIGTERM (bound ${seconds(bound)}); log says "shutting down": ${yes(logHas(app.logFile, 'shutting down'))}, "stopped": ${yes(logHas(app.logFile, 'stopped'))}`);
    } else {
      expect.check(false, `the app was still running ${seconds(bound)} after SIGTERM (SHUTDOWN_GRACE_MS ${ctx.shutdownGraceMs} + ${seconds(MARGIN_MS)})`);
      const logged = logAfter(app.logFile, 'shutting down');
      expect.note(`its log from "shutting down" on (${logged.requests} requests answered meanwhile):\n          ${logged.lines.join('\n          ') || '(nothing)'}`);
      app.child.kill('SIGKILL');
      await app.exited;
    }
    if (postmaster) expect.check(!isRunning(postmaster.pid), `the embedded PostgreSQL (pid ${postmaster.pid}) was still running after the app exited`);

    const outcomes = ctx.recorder.inPhase('shutdown');
    const afterTerm = outcomes.filter((o) => o.startedAt + o.ms >= termAt);
    const refused = outcomes.filter((o) => o.failure === 'refused');
    checkAnswers(expect, outcomes, { allowUnavailable: false, refusedIsFailure: false });
    const unanswered = outcomes.filter(isUnanswered);
    if (unanswered.length) {
      // Where each was lost, for whoever fixes it: a kept-alive connection closed as the request
      // arrived, or a new connection still queued at the listener when it closed (or dropped).
      const reused = unanswered.filter((o) => o.reusedSocket).length;
      const sent = unanswered.map((o) => o.startedAt - termAt);
      expect.note(
        `of the requests never answered, ${reused} were sent on a kept-alive connection that had served earlier ones, ${unanswered.length - reused} on a new connection; sent ${Math.min(...sent)} to ${Math.max(...sent)} ms after SIGTERM`,
      );
    }
    expect.note(
      `${outcomes.length} requests from ${CLIENTS.length} clients, ${afterTerm.length} of them answered or ended after SIGTERM; ${refused.length} refused at connect once the listener had closed (not counted as unanswered)`,
    );
  } finally {
    await load.stop();
  }

  ctx.recorder.phase = 'after';
  ctx.app = await ctx.restartApp('app-after-sigterm');
  const acknowledged = ctx.recorder.acknowledged.map((w) => w.text);
  const stored = await storedTexts(ctx.dataDir, acknowledged, ctx.recorder.prefix);
  const missing = acknowledged.filter((t) => !stored.has(t));
  writes.acknowledged = acknowledged.length;
  writes.lost = missing.length;
  const fromThisScenario = ctx.recorder.acknowledged.filter((w) => w.phase === 'shutdown').length;
  expect.check(missing.length === 0, `${missing.length} of ${acknowledged.length} acknowledged writes are not in the database, e.g. ${missing.slice(0, 3).join(', ')}`);
  const unacknowledgedStored = (await storedTexts(ctx.dataDir, ctx.recorder.attempted, ctx.recorder.prefix)).size - stored.size;
  expect.note(
    `started again on the same data: ${stored.size} of ${acknowledged.length} acknowledged writes of the run in the database (${fromThisScenario} acknowledged under SIGTERM); ${unacknowledgedStored} writes stored whose answer was not 201`,
  );
  return expect.result(NAME);
}

const yes = (b: boolean) => (b ? 'yes' : 'no');
