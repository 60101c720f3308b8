// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it.each([400, 401, 403, 404, 429])('never retries a %i answer', (status) => {
    expect(shouldRetry(0, new ApiError(status, 'BAD_REQUEST', 'x'))).toBe(false);
  });

  it('retries server and network failures, twice', () => {
    const serverError = new ApiError(503, 'UNAVAILABLE', 'x');
    expect(shouldRetry(0, serverError)).toBe(true);
    expect(shouldRetry(1, new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(true);
    expect(shouldRetry(2, serverError)).toBe(false);
  });
});
