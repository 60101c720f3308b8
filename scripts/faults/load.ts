// Steady traffic while faults happen: readers of the public gallery, a signed-in customer reading
// their project, and writers (staff notes, customer messages) whose acknowledged texts are kept so
// the run can count, at the end, whether every acknowledged write is in the database.
import { randomBytes } from 'node:crypto';
import { keepAliveAgent, send, sleep, type Outcome, type RequestSpec, type Target } from './http';

export const DEMO_PROJECT = 'proj-123456';

export interface Sessions {
  customer: string;
  staff: string;
}

/** Every answer of the run, tagged with the phase it was sent in, and every acknowledged write. */
export class Recorder {
  phase = 'start';
  readonly outcomes: Outcome[] = [];
  /** Texts of writes the app acknowledged (201), with the phase they were sent in. */
  readonly acknowledged: { text: string; phase: string; at: number }[] = [];
  /** Every write sent, acknowledged or not, to tell "never stored" from "stored unacknowledged". */
  readonly attempted: string[] = [];
  /** A prefix no seeded row has, so the count finds this run's rows only. */
  readonly prefix = `faults-${randomBytes(4).toString('hex')}-`;
  private sequence = 0;

  nextText(kind: string): string {
    this.sequence += 1;
    return `${this.prefix}${kind}-${this.sequence}`;
  }

  record(outcome: Outcome): Outcome {
    this.outcomes.push(outcome);
    return outcome;
  }

  inPhase(phase: string): Outcome[] {
    return this.outcomes.filter((o) => o.phase === phase);
  }
}

export type WorkerKind = 'gallery' | 'customer-read' | 'note' | 'message';

/** A request of the given kind; writes carry a fresh text and say so. */
export function requestOf(kind: WorkerKind, recorder: Recorder, sessions: Sessions): { spec: RequestSpec; text?: string } {
  switch (kind) {
    case 'gallery':
      return { spec: { path: '/api/gallery' } };
    case 'customer-read':
      return { spec: { path: `/api/projects/${DEMO_PROJECT}`, cookie: sessions.customer } };
    case 'note': {
      const text = recorder.nextText('note');
      return { spec: { path: `/api/projects/${DEMO_PROJECT}/notes`, cookie: sessions.staff, json: { content: text, visibility: 'internal' } }, text };
    }
    case 'message': {
      const text = recorder.nextText('message');
      return { spec: { path: `/api/projects/${DEMO_PROJECT}/messages`, cookie: sessions.customer, json: { content: text } }, text };
    }
  }
}

/** Sends one request of `kind` and records its outcome (and its text, if a write was acknowledged). */
export async function sendRecorded(target: Target, kind: WorkerKind, recorder: Recorder, sessions: Sessions, timeoutMs: number): Promise<Outcome> {
  const { spec, text } = requestOf(kind, recorder, sessions);
  const phase = recorder.phase;
  if (text) recorder.attempted.push(text);
  const outcome = recorder.record(await send(target, { ...spec, timeoutMs }, phase));
  if (text && outcome.status === 201) recorder.acknowledged.push({ text, phase, at: Date.now() });
  return outcome;
}

export interface LoadOptions {
  port: number;
  kinds: WorkerKind[];
  /** Pause between one worker's requests; 0 for as fast as the server answers. */
  pauseMs: number;
  timeoutMs?: number;
}

export interface Load {
  /** Stops the workers once their requests in flight have their outcome. */
  stop: () => Promise<void>;
}

/** One worker per entry of `kinds`, each on its own kept-alive connection, until stopped. */
export function startLoad(options: LoadOptions, recorder: Recorder, sessions: Sessions): Load {
  const agent = keepAliveAgent(options.kinds.length);
  const target: Target = { port: options.port, agent };
  let running = true;
  const workers = options.kinds.map(async (kind) => {
    while (running) {
      const outcome = await sendRecorded(target, kind, recorder, sessions, options.timeoutMs ?? 15_000);
      // Nothing listening: try again shortly rather than spin.
      const pause = outcome.failure === 'refused' ? Math.max(options.pauseMs, 100) : options.pauseMs;
      if (pause) await sleep(pause);
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(workers);
      agent.destroy();
    },
  };
}

/** Signs in through the API as a browser would; the cookie header to send afterwards. */
export async function signIn(port: number, email: string, password: string): Promise<string> {
  const agent = keepAliveAgent(1);
  try {
    const answer = await send({ port, agent }, { path: '/api/auth/sign-in/email', json: { email, password }, timeoutMs: 15_000 }, 'start');
    if (answer.status !== 200 || !answer.setCookies?.length) throw new Error(`sign-in as ${email} answered ${answer.status ?? answer.failure}: ${answer.body ?? answer.error}`);
    return answer.setCookies.map((c) => c.split(';')[0]).join('; ');
  } finally {
    agent.destroy();
  }
}
