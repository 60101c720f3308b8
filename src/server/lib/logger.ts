import pino, { type Logger } from 'pino';

export type { Logger };

/** The app's logger; `destination` (standard output unless given) lets a test read what it writes. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    // Never write credentials or session tokens, wherever they appear.
    redact: {
      paths: ['password', '*.password', 'headers.cookie', 'headers.authorization', 'req.headers.cookie', 'token', '*.token'],
      censor: '[redacted]',
    },
    formatters: { log: withoutQueryParameters },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const silentLogger: Logger = pino({ level: 'silent' });

/**
 * A failed query's error carries the query's parameters, in its message and in `params`: an
 * email's one-time link, a password hash or a session token may be among them. The log keeps
 * the query and how many parameters it had. Applied to every value of a log line, to the
 * errors in a list (better-auth's messages pass theirs as one) and to each error's cause.
 */
export function withoutQueryParameters(line: Record<string, unknown>): Record<string, unknown> {
  let changed: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(line)) {
    const scrubbed = Array.isArray(value) ? scrubList(value) : value instanceof Error ? scrubError(value, 0) : value;
    if (scrubbed !== value) (changed ??= { ...line })[key] = scrubbed;
  }
  return changed ?? line;
}

function scrubList(values: unknown[]): unknown[] {
  const scrubbed = values.map((value) => (value instanceof Error ? scrubError(value, 0) : value));
  return scrubbed.some((value, i) => value !== values[i]) ? scrubbed : values;
}

function scrubError(error: Error, depth: number): Error {
  const cause = error.cause instanceof Error && depth < 5 ? scrubError(error.cause, depth + 1) : error.cause;
  const params = (error as { params?: unknown }).params;
  if (!Array.isArray(params) && cause === error.cause) return error;
  const message = Array.isArray(params) ? hideParameters(error.message, params.length) : error.message;
  const copy = new Error(message, { cause });
  copy.name = error.name;
  copy.stack = error.stack?.replace(error.message, message);
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'params' && key !== 'cause') (copy as unknown as Record<string, unknown>)[key] = value;
  }
  return copy;
}

/** drizzle writes them last: "Failed query: <sql>\nparams: <values>". */
function hideParameters(message: string, count: number): string {
  const at = message.lastIndexOf('\nparams: ');
  return `${at === -1 ? message : message.slice(0, at)}\nparams: [${count} hidden]`;
}
