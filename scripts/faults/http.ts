// One HTTP request as a client sees it: its answer, or why it never had one. node:http rather than
// fetch: fetch retries nothing, but it hides whether a request was refused at connect (the listener
// had closed) or reset after it was sent (the server dropped what it had accepted).
import http from 'node:http';

export const TENANT_HOST = 'demo.localhost';

export interface Outcome {
  method: string;
  path: string;
  /** The phase of the run the request was sent in (see Recorder). */
  phase: string;
  startedAt: number;
  ms: number;
  status?: number;
  /** The app's error code (`{"error":{"code":…}}`), when the answer carried one. */
  code?: string;
  retryAfter?: string;
  connection?: string;
  body?: string;
  /**
   * refused: the connection was refused (nothing listened); unanswered: the request was sent, or
   * was being sent, and no answer came (reset, closed, or no answer within the client's timeout).
   */
  failure?: 'refused' | 'unanswered';
  error?: string;
  /** Sent on a kept-alive connection that had served an earlier request. */
  reusedSocket?: boolean;
  /** Why a failure here is nobody's fault (requests a process dropped as it exited by design). */
  excused?: string;
  /** The cookies the answer set (a sign-in's session). */
  setCookies?: string[];
}

export interface RequestSpec {
  method?: string;
  path: string;
  host?: string;
  cookie?: string;
  json?: unknown;
  /** A raw body (with its own content-type), e.g. an oversized one. */
  body?: Buffer;
  headers?: Record<string, string>;
  /** The client gives up (and counts the request unanswered) after this long. */
  timeoutMs?: number;
  /** Keep the answer's body (otherwise only an error body is kept). */
  keepBody?: boolean;
}

export interface Target {
  port: number;
  agent: http.Agent;
}

/** Keep-alive connections, at most `sockets` of them, as a browser or a proxy keeps them. */
export function keepAliveAgent(sockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
}

export function send(target: Target, spec: RequestSpec, phase: string): Promise<Outcome> {
  const method = spec.method ?? (spec.json !== undefined || spec.body ? 'POST' : 'GET');
  const host = `${spec.host ?? TENANT_HOST}:${target.port}`;
  const headers: Record<string, string> = { host, ...spec.headers };
  if (spec.cookie) headers.cookie = spec.cookie;
  let body: Buffer | undefined = spec.body;
  if (spec.json !== undefined) {
    body = Buffer.from(JSON.stringify(spec.json));
    headers['content-type'] = 'application/json';
  }
  // State-changing requests come from the company's own site, as a browser's would.
  if (method !== 'GET') headers.origin = `http://${host}`;
  if (body && !headers['transfer-encoding']) headers['content-length'] = String(body.length);
  const startedAt = Date.now();
  const base = { method, path: spec.path, phase, startedAt };
  return new Promise((resolve) => {
    let settled = false;
    let responded = false;
    const finish = (outcome: Omit<Outcome, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, ms: Date.now() - startedAt });
    };
    const req = http.request({ host: '127.0.0.1', port: target.port, method, path: spec.path, headers, agent: target.agent });
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${spec.timeoutMs ?? 15_000} ms`)), spec.timeoutMs ?? 15_000);
    req.on('response', (res) => {
      responded = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        finish({
          ...base,
          status: res.statusCode,
          code: errorCodeOf(text),
          retryAfter: header(res.headers['retry-after']),
          connection: header(res.headers.connection),
          body: spec.keepBody || (res.statusCode ?? 0) >= 400 ? text : undefined,
          reusedSocket: req.reusedSocket,
          setCookies: res.headers['set-cookie'],
        });
      });
      // 'close' follows 'end' for a whole answer; alone, the answer was cut short.
      res.on('close', () => finish({ ...base, failure: 'unanswered', error: 'answer cut short', reusedSocket: req.reusedSocket }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A server that answered early (413 before the body was all sent) may close while we write:
      // the answer's own events settle it.
      if (responded) return;
      const failure = error.code === 'ECONNREFUSED' ? 'refused' : 'unanswered';
      finish({ ...base, failure, error: error.code ?? error.message, reusedSocket: req.reusedSocket });
    });
    if (body) req.end(body);
    else req.end();
  });
}

/** The app's deliberate "come back later": 503 UNAVAILABLE with a Retry-After header. */
export function isDeliberateUnavailable(o: Outcome): boolean {
  return o.status === 503 && o.code === 'UNAVAILABLE' && Boolean(o.retryAfter);
}

export function describe(o: Outcome): string {
  const what = o.status ? `${o.status}${o.code ? ` ${o.code}` : ''}` : `${o.failure} (${o.error})`;
  return `${o.method} ${o.path} → ${what} after ${(o.ms / 1000).toFixed(1)} s`;
}

function errorCodeOf(text: string): string | undefined {
  if (!text.startsWith('{"error"')) return undefined;
  try {
    return (JSON.parse(text) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
