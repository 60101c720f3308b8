import { z } from 'zod';

/**
 * Where a browser met the error: thrown and not caught, a promise rejected with nobody waiting,
 * a page's error screen (an error boundary), or a page that differed from its server rendering.
 */
export const CLIENT_ERROR_KINDS = ['error', 'unhandled-rejection', 'boundary', 'hydration'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** The most a report may say; the browser trims to these before sending. */
export const CLIENT_ERROR_LIMITS = { message: 500, stack: 4_000, path: 300, release: 64, bodyBytes: 8_192 } as const;

/**
 * What a browser reports about an error: no cookie, no user, no query string. The page is its
 * path alone (the server masks a token in it), as the request log keeps it.
 */
export const zClientErrorReport = z.strictObject({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().trim().min(1, 'Say what the error was').max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  path: z.string().startsWith('/', 'A page path starts with /').max(CLIENT_ERROR_LIMITS.path),
  /** The build that ran (the entry script's hashed name), to match a stack to its source map. */
  release: z.string().max(CLIENT_ERROR_LIMITS.release).optional(),
});
export type ClientErrorReport = z.infer<typeof zClientErrorReport>;
