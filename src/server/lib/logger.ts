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

/**
 * PostgreSQL's own error names values too: `detail` ("Key (email)=(…) already exists", "Failing
 * row contains (…)") and `where` (the statement a function ran); the code, table, column and
 * constraint are kept, and they say what failed.
 */
const DATABASE_ERROR_VALUES = ['detail', 'where'];

function isDatabaseError(error: Error): boolean {
  return 'severity' in error && 'code' in error;
}

/** PostgreSQL's messages that quote the value they refused: `invalid input syntax for type uuid: "…"`. */
function hideQuotedValue(message: string): string {
  return message.replace(/^(invalid input [^"]*: )".*"$/s, '$1[value hidden]').replace(/^value ".*" (is out of range)/s, 'value [hidden] $1');
}

function scrubError(error: Error, depth: number): Error {
  const cause = error.cause instanceof Error && depth < 5 ? scrubError(error.cause, depth + 1) : error.cause;
  const params = (error as { params?: unknown }).params;
  const fromDatabase = isDatabaseError(error);
  if (!Array.isArray(params) && cause === error.cause && !fromDatabase) return error;
  const message = Array.isArray(params) ? hideParameters(error.message, params.length) : fromDatabase ? hideQuotedValue(error.message) : error.message;
  const copy = new Error(message, { cause });
  copy.name = error.name;
  copy.stack = error.stack?.replace(error.message, message);
  for (const [key, value] of Object.entries(error)) {
    if (key === 'params' || key === 'cause' || (fromDatabase && DATABASE_ERROR_VALUES.includes(key))) continue;
    (copy as unknown as Record<string, unknown>)[key] = value;
  }
  // The log shows a cause's message but not its fields: PostgreSQL's code and constraint are lifted up.
  if (cause instanceof Error && isDatabaseError(cause) && !fromDatabase) {
    const { code, constraint, table, column } = cause as unknown as Record<string, unknown>;
    (copy as unknown as Record<string, unknown>).database = { code, constraint, table, column };
  }
  return copy;
}

/** drizzle writes them last: "Failed query: <sql>\nparams: <values>". */
function hideParameters(message: string, count: number): string {
  const at = message.lastIndexOf('\nparams: ');
  return `${at === -1 ? message : message.slice(0, at)}\nparams: [${count} hidden]`;
}
