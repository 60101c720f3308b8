/** Any origin will do to resolve a path against where there is no page (tests, the server's renderer). */
const NO_PAGE_ORIGIN = 'https://arbour.invalid';

/**
 * Returns `value` when it is safe to send the user to after signing in: a path on this site,
 * normalised, else null. It is resolved against this page's origin first (`new URL`), then
 * checked: the same origin, and a path that starts with a single '/'. Checking the text before
 * resolving it is not enough: '/..//evil.example', '/.//evil.example' and '/%2e%2e//evil.example'
 * all resolve to '//evil.example', which browsers read as another host. A backslash, a space or a
 * control character has no place in a path ('/\evil.example' is '//evil.example' to a browser).
 */
export function safeRedirectTo(value: string | null | undefined, origin: string = pageOrigin()): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (/[\\\s]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (!url.pathname.startsWith('/') || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in: a safe `redirectTo`, else the dashboard (never back to the login page). */
export function postLoginPath(redirectTo: string | null | undefined, fallback = '/dashboard', origin?: string): string {
  const safe = safeRedirectTo(redirectTo, origin);
  if (!safe || safe === '/login' || safe.startsWith('/login?') || safe.startsWith('/login/')) return fallback;
  return safe;
}

function pageOrigin(): string {
  return typeof window === 'undefined' || !window.location?.origin || window.location.origin === 'null' ? NO_PAGE_ORIGIN : window.location.origin;
}
