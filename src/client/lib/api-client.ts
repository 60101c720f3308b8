import type { z } from 'zod';
import type { AppErrorCode } from '@/shared/errors';

/** Codes the client adds for failures that never reached the API's error shape. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNKNOWN' | 'INVALID_RESPONSE';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** A failed API call, carrying the API's `{ error: { code, message, fields } }` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: AppErrorCode | ClientErrorCode;
  readonly fields?: Record<string, string[]>;

  constructor(status: number, code: AppErrorCode | ClientErrorCode, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`, so a retried state change is applied once. */
  idempotencyKey?: string;
}

/** How a request reaches the API: the browser's fetch, or the server's own app while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server's page renderer (src/client/entry-server.tsx) answers the app's reads in process. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Same-origin JSON fetch: session cookies travel, failures throw an ApiError. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const sendsBody = method !== 'GET';
  const isForm = options.body instanceof FormData;
  // A form's multipart boundary is set by fetch itself.
  if (sendsBody && !isForm) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: !sendsBody ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body ?? {}),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }

  const data = await readJson(response);
  if (!response.ok) throw toApiError(response.status, data);
  if (!options.schema) return data as T;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', GENERIC_ERROR_MESSAGE);
  return parsed.data;
}

export const api = {
  get: <T>(path: string, schema?: z.ZodType<T>, signal?: AbortSignal) => apiRequest<T>(path, { schema, signal }),
  post: <T>(path: string, body: unknown = {}, schema?: z.ZodType<T>) => apiRequest<T>(path, { method: 'POST', body, schema }),
  /** A multipart upload (files). */
  upload: <T>(path: string, form: FormData, schema?: z.ZodType<T>) => apiRequest<T>(path, { method: 'POST', body: form, schema }),
  put: <T>(path: string, body: unknown, schema?: z.ZodType<T>) => apiRequest<T>(path, { method: 'PUT', body, schema }),
  patch: <T>(path: string, body: unknown, schema?: z.ZodType<T>) => apiRequest<T>(path, { method: 'PATCH', body, schema }),
  delete: (path: string) => apiRequest<void>(path, { method: 'DELETE' }).then(() => undefined),
  /** A state change that must happen once however often it is retried (double-clicks, flaky networks). */
  postOnce: <T>(path: string, body: unknown, schema: z.ZodType<T> | undefined, idempotencyKey: string) =>
    apiRequest<T>(path, { method: 'POST', body, schema, idempotencyKey }),
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Builds the ApiError for a failed response from its body, if it has the API's error shape. */
export function toApiError(status: number, body: unknown): ApiError {
  const error = (body as { error?: unknown } | null)?.error;
  if (error && typeof error === 'object') {
    const { code, message, fields } = error as { code?: unknown; message?: unknown; fields?: unknown };
    if (typeof code === 'string' && typeof message === 'string') {
      return new ApiError(status, code as AppErrorCode, message, isFieldMap(fields) ? fields : undefined);
    }
  }
  return new ApiError(status, 'UNKNOWN', GENERIC_ERROR_MESSAGE);
}

function isFieldMap(value: unknown): value is Record<string, string[]> {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((s) => typeof s === 'string'))
  );
}
