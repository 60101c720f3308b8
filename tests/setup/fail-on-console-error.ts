import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error is a bug: fail the test that caused it.
// A test that expects one spies on console.error itself (which replaces this spy).
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy.getMockImplementation() ? [] : spy.mock.calls;
  spy.mockRestore();
  if (calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((c: unknown[]) => c.map(String).join(' ')).join('\n')}`);
  }
});
