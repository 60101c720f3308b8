import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../shared/errors';
import type { AppEnv } from '../app-env';
import { errorResponse } from './http-errors';

export const UNSTORABLE_TEXT_MESSAGE = 'Contains a character that cannot be stored (a null character or an unpaired surrogate).';

/** At most this many fields are named: enough to find them, and a hostile body cannot make the answer large. */
const MAX_FIELDS_NAMED = 20;

/**
 * A JSON body's strings as PostgreSQL can keep them: no NUL character (text and jsonb refuse it)
 * and no unpaired surrogate (jsonb refuses one, and a text column would quietly store U+FFFD in
 * its place). Checked once for every JSON body, keys as well as values, so each field of every
 * route gets the same rule and a 400 that names the field, instead of a failed statement. The
 * parsed body is Hono's cached one: the route's own validation reads it again at no cost. Run by
 * requestBodyLimit, which passes upload routes by: they read their own body as a stream.
 */
export function refuseUnstorableText(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.req.header('content-type')?.includes('json')) return next();
    let body: unknown;
    try {
      // better-auth reads the request itself (auth.routes.ts forwards it): it gets the body unread.
      body = c.req.path.startsWith('/api/auth/') ? await c.req.raw.clone().json() : await c.req.json();
    } catch {
      // Not JSON after all: the route's validation answers that.
      return next();
    }
    const fields = unstorableFields(body);
    if (fields.length === 0) return next();
    return errorResponse(
      c,
      new AppError('VALIDATION_FAILED', 'Some of the information sent is not valid.', Object.fromEntries(fields.map((field) => [field, [UNSTORABLE_TEXT_MESSAGE]]))),
    );
  };
}

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

interface Place {
  parent: Place | null;
  key: string | number;
}

/** A field's name is cut after this many levels: deeper than any form, and the answer stays small. */
const MAX_PATH_DEPTH = 32;

function pathOf(place: Place | null): string {
  const keys: (string | number)[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  keys.reverse();
  if (keys.length > MAX_PATH_DEPTH) return `${keys.slice(0, MAX_PATH_DEPTH).join('.')}.…`;
  return keys.length ? keys.join('.') : '_';
}

/**
 * The dotted paths (as zod names them) of the strings and keys in `value` that cannot be stored.
 * Walked with a stack of its own: a body nested thousands deep is valid JSON, and recursion would
 * overflow on it.
 */
export function unstorableFields(value: unknown): string[] {
  const found: string[] = [];
  const stack: { node: unknown; place: Place | null }[] = [{ node: value, place: null }];
  while (stack.length && found.length < MAX_FIELDS_NAMED) {
    const { node, place } = stack.pop()!;
    if (typeof node === 'string') {
      if (!isStorableText(node)) found.push(pathOf(place));
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ node: node[i], place: { parent: place, key: i } });
    } else if (node && typeof node === 'object') {
      const entries = Object.entries(node);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        if (!isStorableText(key)) found.push(pathOf({ parent: place, key: key.replaceAll('\u0000', '\\u0000') }));
        else stack.push({ node: item, place: { parent: place, key } });
      }
    }
  }
  return found.slice(0, MAX_FIELDS_NAMED);
}
