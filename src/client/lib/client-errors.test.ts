import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ERROR_LIMITS } from '@/shared/constants/client-errors';
import { forgetReportedErrors, MAX_REPORTS_PER_PAGE, reportClientError } from './client-errors';
import { installGlobalErrorLogging } from './global-error-logging';

const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));

function sentReports() {
  return fetchMock.mock.calls.map(([url, init]) => ({ url, init, body: JSON.parse(String(init.body)) as Record<string, unknown> }));
}

beforeEach(() => {
  forgetReportedErrors();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/dashboard?tab=payments#top');
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('reportClientError', () => {
  it('sends the error, its stack and the page without its query, with no cookie', () => {
    const error = new TypeError('Cannot read properties of undefined');
    reportClientError('boundary', error);
    const [sent] = sentReports();
    expect(sent!.url).toBe('/api/client-errors');
    expect(sent!.init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    expect(sent!.body).toMatchObject({ kind: 'boundary', message: 'Cannot read properties of undefined', stack: error.stack, path: '/dashboard' });
  });

  it('sends each error once, and no more than the page allows', () => {
    reportClientError('error', new Error('the same'));
    reportClientError('error', new Error('the same'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (let i = 0; i < MAX_REPORTS_PER_PAGE * 2; i++) reportClientError('error', new Error(`error ${i}`));
    expect(fetchMock).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
  });

  it('trims what it sends to what the server accepts, and names a thrown value that is not an Error', () => {
    reportClientError('unhandled-rejection', 'x'.repeat(CLIENT_ERROR_LIMITS.message + 100));
    reportClientError('unhandled-rejection', { reason: 'timeout' });
    reportClientError('unhandled-rejection', '   ');
    const [long, object, blank] = sentReports().map((r) => r.body);
    expect(String(long!.message)).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(object!.message).toBe('{"reason":"timeout"}');
    expect(blank!.message).toBe('An error without a message');
  });

  it('drops a report it cannot send, without throwing', () => {
    vi.stubGlobal('fetch', () => {
      throw new Error('no network');
    });
    expect(() => reportClientError('error', new Error('lost'))).not.toThrow();
  });
});

describe('installGlobalErrorLogging', () => {
  it('logs and reports an error nothing caught, and a rejection nobody waited for', () => {
    const target = new EventTarget() as unknown as Window;
    installGlobalErrorLogging(target);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('thrown in a handler') }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('nobody waited') }));
    expect(logged).toHaveBeenCalledTimes(2);
    expect(sentReports().map((r) => [r.body.kind, r.body.message])).toEqual([
      ['error', 'thrown in a handler'],
      ['unhandled-rejection', 'nobody waited'],
    ]);
  });
});
