/**
 * Returns `value` when it is safe to send the user to after signing in: a path
 * on this site (one leading '/', no scheme, host or backslash), else null.
 * '//evil.example' and '/\evil.example' are read by browsers as other hosts.
 */
export function safeRedirectTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes are treated as slashes by browsers; control characters and spaces have no place in a path.
  if (/[\\\s]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  const base = 'https://arbour.invalid';
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Where to go after signing in: a safe `redirectTo`, else the dashboard (never back to the login page). */
export function postLoginPath(redirectTo: string | null | undefined, fallback = '/dashboard'): string {
  const safe = safeRedirectTo(redirectTo);
  if (!safe || safe === '/login' || safe.startsWith('/login?') || safe.startsWith('/login/')) return fallback;
  return safe;
}
