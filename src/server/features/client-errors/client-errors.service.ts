import type { ClientErrorReport } from '../../../shared/schemas/client-errors';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import type { Logger } from '../../lib/logger';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import { loggablePath, MASKED } from '../../lib/request-log';

/** A page that fails in a loop stops being heard after this; a person's browser never sends so many. */
const CLIENT_ERROR_LIMIT: RateLimitRule = { name: 'client-errors', max: 30, windowSeconds: 10 * 60 };

const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/gi;
/** A one-time link's token, wherever an error's text quotes the link: its path segment, or a `token=` parameter. */
const LINK_TOKENS = [/(\/invitations\/+)[^/\s?#"'()]+/gi, /(\/reset-password\/+)[^/\s?#"'()]+/gi, /([?&]token=)[^&\s#"'()]+/gi];

/** An error's text as the log keeps it: no email address someone typed (and the error repeated), no link token. */
function scrubbed(text: string): string {
  return LINK_TOKENS.reduce((kept, pattern) => kept.replace(pattern, `$1${MASKED}`), text.replace(EMAIL, '[email]'));
}

/**
 * Logs a browser's error report with the request's id, at warn: the page's path without its query
 * (a token in the path masked, as the request log does), the message and stack without email
 * addresses or link tokens. No cookie, user or address goes with it.
 */
export async function recordClientError(db: Database, tenant: CompanyRow, report: ClientErrorReport, clientIp: string, log: Logger): Promise<void> {
  const allowed = await hitRateLimit(db, CLIENT_ERROR_LIMIT, `${tenant.id}:${clientIp}`);
  if (!allowed.allowed) throw new AppError('RATE_LIMITED', 'Too many error reports from this address lately.');
  const path = loggablePath(report.path.split(/[?#]/, 1)[0]!);
  log.warn(
    {
      clientError: {
        kind: report.kind,
        message: scrubbed(report.message),
        stack: report.stack === undefined ? undefined : scrubbed(report.stack),
        path,
        release: report.release,
        company: tenant.subdomain,
      },
    },
    'client error',
  );
}
