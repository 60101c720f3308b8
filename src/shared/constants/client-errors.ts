/**
 * Where a browser met the error: thrown and not caught, a promise rejected with nobody waiting,
 * a page's error screen (an error boundary), or a page that differed from its server rendering.
 */
export const CLIENT_ERROR_KINDS = ['error', 'unhandled-rejection', 'boundary', 'hydration'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** The most a report may say; the browser trims to these before sending. */
export const CLIENT_ERROR_LIMITS = { message: 500, stack: 4_000, path: 300, release: 64, bodyBytes: 8_192 } as const;
