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
 * parsed body is Hono's cached one: the route's own validation reads it again at no cost.
 */
export function refuseUnstorableText(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.req.header('content-type')?.includes('json')) return next();
    let body: unknown;
    try {
      body = await c.req.json();
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

/** The dotted paths (as zod names them) of the strings and keys in `value` that cannot be stored. */
export function unstorableFields(value: unknown): string[] {
  const found: string[] = [];
  const visit = (node: unknown, path: (string | number)[]): void => {
    if (found.length >= MAX_FIELDS_NAMED) return;
    if (typeof node === 'string') {
      if (!isStorableText(node)) found.push(path.length ? path.join('.') : '_');
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, [...path, i]));
    } else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (!isStorableText(key)) found.push([...path, key.replaceAll('\u0000', '\\u0000')].join('.'));
        else visit(item, [...path, key]);
      }
    }
  };
  visit(value, []);
  return found;
}
