import type { Context } from 'hono';
import type { AppConfig } from '../config';

/** The origin the caller used (scheme and host), for links in emails; the scheme honours a trusted proxy. */
export function publicOrigin(c: Context, config: Pick<AppConfig, 'trustProxy'>): string {
  const url = new URL(c.req.url);
  const forwarded = config.trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : url.protocol.replace(':', '');
  return `${scheme}://${url.host}`;
}
