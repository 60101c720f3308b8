import type { RunningApp } from './app';
import { describe, isDeliberateUnavailable, keepAliveAgent, send, type Outcome, type RequestSpec } from './http';
import { DEMO_PROJECT, type Recorder, type Sessions } from './load';

/** What every scenario works with; `app` changes when a scenario starts the app again. */
export interface RunContext {
  dataDir: string;
  recorder: Recorder;
  sessions: Sessions;
  app: RunningApp;
  /** Starts the app again on the same DATA_DIR and port (a supervisor's restart), as `app`. */
  restartApp: (name: string) => Promise<RunningApp>;
  /** PostgreSQL processes stopped with SIGSTOP: the clean-up resumes them whatever happens. */
  frozen: Set<number>;
  shutdownGraceMs: number;
}

export interface ScenarioResult {
  name: string;
  ok: boolean;
  detail: string;
}

/** Collects a scenario's broken expectations; the scenario passes when there are none. */
export class Expectations {
  readonly failures: string[] = [];
  readonly notes: string[] = [];

  check(ok: boolean, failure: string): boolean {
    if (!ok) this.failures.push(failure);
    return ok;
  }

  note(text: string) {
    this.notes.push(text);
  }

  result(name: string): ScenarioResult {
    const detail = [...this.failures.map((f) => `✗ ${f}`), ...this.notes].join('\n        ');
    return { name, ok: this.failures.length === 0, detail };
  }
}

/** One request on a connection of its own (a probe, not part of the load), recorded. */
export async function probe(ctx: RunContext, spec: RequestSpec, timeoutMs = 12_000): Promise<Outcome> {
  const agent = keepAliveAgent(1);
  try {
    return ctx.recorder.record(await send({ port: ctx.app.port, agent }, { timeoutMs, ...spec }, ctx.recorder.phase));
  } finally {
    agent.destroy();
  }
}

/** A staff note as a probe: its text joins the acknowledged writes when the app answers 201. */
export async function probeWrite(ctx: RunContext): Promise<Outcome> {
  const text = ctx.recorder.nextText('probe');
  const phase = ctx.recorder.phase;
  ctx.recorder.attempted.push(text);
  const outcome = await probe(ctx, { path: `/api/projects/${DEMO_PROJECT}/notes`, cookie: ctx.sessions.staff, json: { content: text, visibility: 'internal' } });
  if (outcome.status === 201) ctx.recorder.acknowledged.push({ text, phase, at: Date.now() });
  return outcome;
}

/** "503 UNAVAILABLE Retry-After 5 after 5.1 s", or why there was no answer. */
export function summary(o: Outcome): string {
  const what = o.status ? `${o.status}${o.code ? ` ${o.code}` : ''}${o.retryAfter ? ` Retry-After ${o.retryAfter}` : ''}` : `${o.failure} (${o.error})`;
  return `${what} after ${seconds(o.ms)}`;
}

/** Answers 5xx other than the deliberate 503 + Retry-After, and requests never answered, among `outcomes`. */
export function checkAnswers(expect: Expectations, outcomes: Outcome[], options: { allowUnavailable: boolean; refusedIsFailure: boolean }) {
  const bad5xx = outcomes.filter((o) => (o.status ?? 0) >= 500 && !(options.allowUnavailable && isDeliberateUnavailable(o)));
  const unanswered = outcomes.filter(isUnanswered);
  const refused = outcomes.filter((o) => o.failure === 'refused' && !o.excused);
  if (options.refusedIsFailure) expect.check(refused.length === 0, `${refused.length} requests refused at connect, e.g. ${examples(refused)}`);
  expect.check(bad5xx.length === 0, `${bad5xx.length} answers 5xx${options.allowUnavailable ? ' other than 503 UNAVAILABLE + Retry-After' : ''}, e.g. ${examples(bad5xx)}`);
  expect.check(unanswered.length === 0, `${unanswered.length} requests never answered, e.g. ${examples(unanswered)}`);
}

/** Sent, and never answered: reset, closed, or not answered within the client's time. */
export function isUnanswered(o: Outcome): boolean {
  return o.failure === 'unanswered' && !o.excused;
}

export function examples(outcomes: Outcome[], max = 3): string {
  const seen = new Map<string, { text: string; count: number }>();
  for (const o of outcomes) {
    const key = `${o.method} ${o.path.replace(/\d+/g, 'N')} ${o.status ?? o.failure} ${o.code ?? o.error ?? ''}`;
    const entry = seen.get(key);
    if (entry) entry.count += 1;
    else seen.set(key, { text: describe(o), count: 1 });
  }
  return [...seen.values()]
    .slice(0, max)
    .map((e) => (e.count > 1 ? `${e.text} (×${e.count})` : e.text))
    .join('; ');
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
