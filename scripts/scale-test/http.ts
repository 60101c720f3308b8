/** A signed-in caller: the cookie better-auth set, sent to whichever server a request goes to. */
export interface Session {
  email: string;
  cookie: string;
}

/** Answers that name the app server nginx sent them to (X-Upstream), for the balancing check. */
export const upstreams: string[] = [];

/** A request as a browser on `base` would make it: state-changing ones carry their Origin. */
export async function call(base: string, path: string, init: { method?: string; session?: Session; json?: unknown; body?: FormData; headers?: Record<string, string>; signal?: AbortSignal } = {}) {
  const headers: Record<string, string> = { origin: base, ...init.headers };
  if (init.session) headers.cookie = init.session.cookie;
  let body: string | FormData | undefined = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const res = await fetch(`${base}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, signal: init.signal });
  const upstream = res.headers.get('x-upstream');
  if (upstream) upstreams.push(upstream);
  return res;
}

export async function signIn(base: string, email: string, password: string): Promise<Session> {
  const res = await call(base, '/api/auth/sign-in/email', { json: { email, password } });
  if (!res.ok) throw new Error(`sign-in as ${email} on ${base} answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { email, cookie };
}
