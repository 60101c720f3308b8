import { z } from 'zod';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS } from '../constants/client-errors';

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
