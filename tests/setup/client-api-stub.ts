import { vi } from 'vitest';
import type { BankDetails } from '../../src/shared/schemas/bank-details';

export const BANK_DETAILS: BankDetails = {
  accountName: 'Arbour Garden Rooms Ltd',
  sortCode: '123456',
  accountNumber: '12345678',
  bankName: 'Barclays',
};

type Route = (init: RequestInit | undefined) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** Stubs fetch with answers by "METHOD path"; anything else is a 404, so a stray call shows up in a test. */
export function stubApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    const { status, body } = route ? await route(init) : { status: 404, body: { error: { code: 'NOT_FOUND', message: `No stub for ${key}` } } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method);
}

export function headerOf(init: RequestInit | undefined, name: string): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[name];
}
