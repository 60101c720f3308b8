// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-client';

function respond(status: number, body: string) {
  const fetchMock = vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('sends JSON with the session cookie and parses the answer', async () => {
    const fetchMock = respond(200, JSON.stringify({ ok: true }));
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 }, schema: z.object({ ok: z.boolean() }) })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("turns the API's error shape into an ApiError", async () => {
    respond(400, JSON.stringify({ error: { code: 'VALIDATION_FAILED', message: 'Check the form', fields: { email: ['Required'] } } }));
    const error = await failure(apiRequest('/api/x'));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Check the form', fields: { email: ['Required'] } });
  });

  it('gives a generic message for a failure that is not JSON', async () => {
    respond(502, '<html>Bad gateway</html>');
    const error = await failure(apiRequest('/api/x'));
    expect(error).toMatchObject({ status: 502, code: 'UNKNOWN', message: GENERIC_ERROR_MESSAGE });
  });

  it('reports a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await failure(apiRequest('/api/x'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  });

  it('refuses an answer that does not match the schema', async () => {
    respond(200, JSON.stringify({ ok: 'yes' }));
    const error = await failure(apiRequest('/api/x', { schema: z.object({ ok: z.boolean() }) }));
    expect(error.code).toBe('INVALID_RESPONSE');
  });
});
