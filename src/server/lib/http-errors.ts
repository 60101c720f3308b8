import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { AppError, type ApiErrorBody } from '../../shared/errors';
import type { AppEnv } from '../app-env';
import { type DatabaseIncidents, isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../db/availability';

export function errorBody(error: AppError, requestId?: string): ApiErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(requestId ? { requestId } : {}),
    },
  };
}

export function errorResponse(c: Context<AppEnv>, error: AppError): Response {
  return c.json(errorBody(error), error.status as ContentfulStatusCode);
}

/** The API's answer for a method and path it does not serve. */
export function routeNotFound(c: Context<AppEnv>): Response {
  return errorResponse(c, new AppError('NOT_FOUND', `No API route ${c.req.method} ${c.req.path}.`));
}

/** zod issues as `{ "field.path": ["message"] }`, the shape forms show beside inputs. */
export function fieldsFromZod(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function validationError(error: ZodError): AppError {
  return new AppError('VALIDATION_FAILED', 'Some of the information sent is not valid.', fieldsFromZod(error));
}

/**
 * Text PostgreSQL cannot store, bare or wrapped by Drizzle: a NUL character in a text column
 * (character_not_in_repertoire) or in a jsonb one (untranslatable_character, for \u0000).
 */
function isUnstorableText(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  const code = e?.code ?? e?.cause?.code;
  return code === '22021' || code === '22P05';
}

/**
 * PostgreSQL gave up on a transaction because another touched the same rows at the same moment
 * (deadlock_detected, serialization_failure). It was rolled back whole, so asking again is safe.
 */
function isConcurrencyFailure(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  const code = e?.code ?? e?.cause?.code;
  return code === '40P01' || code === '40001';
}

/** The answer while the database cannot answer in time: asking again later may well succeed. */
export function unavailableResponse(c: Context<AppEnv>, message = UNAVAILABLE_MESSAGE): Response {
  const response = errorResponse(c, new AppError('UNAVAILABLE', message));
  response.headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  return response;
}

/**
 * One place that turns anything thrown into the API's error shape. A database that cannot answer
 * in time is a 503 with Retry-After, logged once per outage by `incidents`.
 */
export function createErrorHandler(incidents?: DatabaseIncidents) {
  return (err: Error, c: Context<AppEnv>): Response => answerError(err, c, incidents);
}

/** The error handler without outage bookkeeping (each 503 logged by itself). */
export function onError(err: Error, c: Context<AppEnv>): Response {
  return answerError(err, c);
}

function answerError(err: Error, c: Context<AppEnv>, incidents?: DatabaseIncidents): Response {
  if (err instanceof AppError) return errorResponse(c, err);
  if (err instanceof ZodError) return errorResponse(c, validationError(err));
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status === 413) return errorResponse(c, new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.'));
    if (status === 400 && /json/i.test(err.message)) {
      return errorResponse(c, new AppError('INVALID_JSON', 'The request body is not valid JSON.'));
    }
    if (status < 500) {
      return c.json(
        { error: { code: 'BAD_REQUEST', message: err.message || 'The request could not be understood.' } },
        status as ContentfulStatusCode,
      );
    }
  }
  // Text PostgreSQL cannot store (a NUL character) is the caller's input, not our failure.
  if (isUnstorableText(err)) return errorResponse(c, new AppError('BAD_REQUEST', 'The request contains a character that cannot be stored, such as a null character.'));
  const requestId = c.get('requestId');
  if (isDatabaseUnavailable(err)) {
    if (incidents) incidents.record(err, requestId);
    else c.get('log')?.error({ err, requestId }, 'database unavailable');
    return unavailableResponse(c);
  }
  if (isConcurrencyFailure(err)) {
    c.get('log')?.warn({ err, requestId }, 'transaction rolled back by a concurrent one');
    return errorResponse(c, new AppError('CONFLICT', 'Someone else changed the same records at the same moment. Nothing was saved; please try again.'));
  }
  c.get('log')?.error({ err, requestId }, 'unhandled error');
  return c.json(errorBody(new AppError('INTERNAL', 'Something went wrong on our side. Please try again.'), requestId), 500);
}
