// Scenario 3: a body over the JSON limit on a kept-alive connection, then 1,000 connections that
// send half a request and stall. The oversized request must be refused with 413 and
// `Connection: close` (so the client's next request does not land on a socket the server is
// closing), and the stalled connections must not keep normal requests from prompt answers.
import net from 'node:net';
import { keepAliveAgent, send, sleep, type Outcome, type Target } from './http';
import { DEMO_PROJECT } from './load';
import { checkAnswers, Expectations, examples, seconds, summary, type RunContext, type ScenarioResult } from './scenario';

const NAME = 'Oversized and half-sent: a 3 MB body, then 1,000 stalled requests';
const OVERSIZED_BYTES = 3 * 1024 * 1024;
const STALLED = 1_000;
/** Normal requests while the stalled connections are held: each must be answered within this. */
const PROMPT_MS = 2_000;
const MEASURE_MS = 5_000;

export async function hygieneScenario(ctx: RunContext): Promise<ScenarioResult> {
  const expect = new Expectations();
  ctx.recorder.phase = 'hygiene';
  await oversized(ctx, expect, false);
  await oversized(ctx, expect, true);
  await halfSent(ctx, expect);
  checkAnswers(expect, ctx.recorder.inPhase('hygiene'), { allowUnavailable: false, refusedIsFailure: true });
  return expect.result(NAME);
}

/** A read, the oversized write, and a read again, all through one kept-alive connection. */
async function oversized(ctx: RunContext, expect: Expectations, chunked: boolean) {
  const agent = keepAliveAgent(1);
  const target: Target = { port: ctx.app.port, agent };
  const how = chunked ? 'a chunked 3 MB body' : 'a 3 MB body with its Content-Length';
  try {
    const first = ctx.recorder.record(await send(target, { path: '/api/gallery', timeoutMs: 10_000 }, ctx.recorder.phase));
    const body = Buffer.from(JSON.stringify({ content: 'x'.repeat(OVERSIZED_BYTES) }));
    const big = ctx.recorder.record(
      await send(
        target,
        {
          path: `/api/projects/${DEMO_PROJECT}/notes`,
          cookie: ctx.sessions.staff,
          body,
          headers: { 'content-type': 'application/json', ...(chunked ? { 'transfer-encoding': 'chunked' } : {}) },
          timeoutMs: 10_000,
        },
        ctx.recorder.phase,
      ),
    );
    const next = ctx.recorder.record(await send(target, { path: '/api/gallery', timeoutMs: 10_000 }, ctx.recorder.phase));
    expect.check(first.status === 200, `the read before ${how}: ${summary(first)}`);
    expect.check(big.status === 413, `${how}: ${summary(big)}, wanted 413`);
    if (big.status === 413) expect.check(big.connection?.toLowerCase() === 'close', `${how}: 413 with Connection: ${big.connection ?? '(none)'}, wanted close`);
    const ok = expect.check(next.status === 200, `the next request after ${how}, on the same client: ${summary(next)}${next.reusedSocket ? ' (sent on the kept-alive connection)' : ''}`);
    if (ok) expect.note(`${how}: ${big.status} with Connection: ${big.connection ?? '(none)'}; the next request answered ${next.status}`);
  } finally {
    agent.destroy();
  }
}

async function halfSent(ctx: RunContext, expect: Expectations) {
  const before = await measure(ctx, 2_000);
  const stalled = await openStalled(ctx, STALLED);
  expect.check(stalled.opened === STALLED, `only ${stalled.opened} of ${STALLED} stalled connections could be opened (${stalled.errors} errors)`);
  const during = await measure(ctx, MEASURE_MS);
  const closedByServer = stalled.closed();
  stalled.destroy();

  const slow = during.outcomes.filter((o) => o.status === undefined || o.ms > PROMPT_MS);
  const notOk = during.outcomes.filter((o) => o.status !== 200);
  expect.check(during.outcomes.length > 0, 'no normal request was sent while the stalled connections were held');
  expect.check(notOk.length === 0, `${notOk.length} of ${during.outcomes.length} normal requests failed while ${STALLED} were stalled, e.g. ${examples(notOk)}`);
  expect.check(slow.length === 0, `${slow.length} of ${during.outcomes.length} normal requests took over ${seconds(PROMPT_MS)} while ${STALLED} were stalled`);
  expect.note(
    `${stalled.opened} stalled connections (half the headers, or the headers and half the body): ${during.outcomes.length} normal requests answered in ${during.median} ms median, ${during.max} ms at most (before: ${before.median} ms median, ${before.max} ms at most); the server closed ${closedByServer} stalled ones within ${seconds(MEASURE_MS)}`,
  );
}

/** Two callers reading the gallery for `ms`: one kept alive, one on a new connection each time. */
async function measure(ctx: RunContext, ms: number): Promise<{ outcomes: Outcome[]; median: number; max: number }> {
  const keptAlive: Target = { port: ctx.app.port, agent: keepAliveAgent(1) };
  const until = Date.now() + ms;
  const outcomes: Outcome[] = [];
  const caller = async (fresh: boolean) => {
    while (Date.now() < until) {
      const target = fresh ? { port: ctx.app.port, agent: keepAliveAgent(1) } : keptAlive;
      outcomes.push(ctx.recorder.record(await send(target, { path: '/api/gallery', timeoutMs: 10_000 }, ctx.recorder.phase)));
      if (fresh) target.agent.destroy();
      await sleep(20);
    }
  };
  await Promise.all([caller(false), caller(true)]);
  keptAlive.agent.destroy();
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return { outcomes, median: times[Math.floor(times.length / 2)] ?? 0, max: times.at(-1) ?? 0 };
}

/**
 * `count` connections, half sending part of a request's headers, half a whole header block with
 * part of its body, then nothing more. Opened in batches so the listen backlog is not the test.
 */
async function openStalled(ctx: RunContext, count: number) {
  const sockets: net.Socket[] = [];
  let opened = 0;
  let errors = 0;
  let closed = 0;
  const host = `demo.localhost:${ctx.app.port}`;
  const open = (i: number) =>
    new Promise<void>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port: ctx.app.port });
      sockets.push(socket);
      socket.on('connect', () => {
        opened += 1;
        socket.write(
          i % 2 === 0
            ? `GET /api/gallery HTTP/1.1\r\nHost: ${host}\r\nAccept: application/json\r\nX-Slow: `
            : `POST /api/projects/${DEMO_PROJECT}/notes HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\nCookie: ${ctx.sessions.staff}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"content":"half`,
        );
        resolve();
      });
      socket.on('error', () => {
        errors += 1;
        resolve();
      });
      socket.on('close', () => (closed += 1));
      // Whatever the server answers (408, 400) is read and dropped.
      socket.resume();
    });
  for (let i = 0; i < count; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, j) => open(i + j)));
  }
  return {
    opened,
    errors,
    closed: () => closed,
    destroy: () => sockets.forEach((s) => s.destroy()),
  };
}
