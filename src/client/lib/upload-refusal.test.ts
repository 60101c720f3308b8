import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { uploadRefusal } from './upload-refusal';

describe('uploadRefusal', () => {
  it.each([400, 413, 415])('gives the server’s reason for a %i', (status) => {
    expect(uploadRefusal(new ApiError(status, 'BAD_REQUEST', 'The file is too large.'))).toBe('The file is too large.');
  });

  it('gives nothing for a failure the person cannot fix by changing the file', () => {
    expect(uploadRefusal(new ApiError(500, 'INTERNAL', 'Database down'))).toBeUndefined();
    expect(uploadRefusal(new ApiError(403, 'FORBIDDEN', 'No'))).toBeUndefined();
    expect(uploadRefusal(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
