import { expect } from 'vitest';

/** Types a browser only ever draws as a picture: with nosniff they can never become a page. */
const RASTER_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'image/bmp']);
/** What a stored file may be served as, whatever the uploader claimed. */
const STORED_TYPES = new Set([
  ...RASTER_IMAGE_TYPES,
  'image/tiff',
  'image/heic',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

// eslint-disable-next-line no-control-regex
const CONTROL_OR_DIRECTION = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * A stored upload as served back: a checked type that is never a page or an SVG, nosniff, a
 * sandbox CSP, and either a download (attachment) or a raster image. The file name in
 * Content-Disposition cannot break out of its header or its quotes.
 */
export function expectServedSafely(res: Response, what: string) {
  expect(res.status, what).toBe(200);
  const type = res.headers.get('content-type') ?? '';
  expect(STORED_TYPES.has(type), `${what}: served as ${type}`).toBe(true);
  expect(type).not.toMatch(/html|svg|javascript|^text\//i);
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('content-security-policy'), what).toMatch(/(^|;\s*)sandbox(;|$)/);
  // Nothing the name carried became a header of its own.
  expect(res.headers.get('x-injected'), what).toBeNull();
  expect(res.headers.getSetCookie(), what).toEqual([]);

  const disposition = res.headers.get('content-disposition');
  if (!RASTER_IMAGE_TYPES.has(type)) expect(disposition, `${what}: a download`).toMatch(/^attachment;/);
  if (disposition) {
    expect(disposition).not.toMatch(CONTROL_OR_DIRECTION);
    const fallback = /; filename="([^"]*)"/.exec(disposition)?.[1];
    expect(fallback, `${what}: ${disposition}`).toBeDefined();
    // The quoted ASCII name is printable, holds no quote or backslash, and is the only plain filename.
    expect(fallback).toMatch(/^[\x20-\x7e]+$/);
    expect(fallback).not.toMatch(/["\\/]/);
    expect(disposition.match(/filename=/g)).toHaveLength(1);
    expect(disposition).toMatch(/; filename\*=UTF-8''[A-Za-z0-9%._~!$&+^`|-]+$/);
  }
}

/** The name kept with a stored file: no folders, no hidden characters, at most 255 characters. */
export function expectSafeStoredName(name: string) {
  expect(name).not.toMatch(CONTROL_OR_DIRECTION);
  expect(name).not.toMatch(/[\\/]/);
  expect(name.trim()).not.toBe('');
  expect(Array.from(name).length).toBeLessThanOrEqual(255);
}
