import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Test files share a worker's page (isolate: false in vitest.config.ts): each leaves it as it found it,
// so a theme class, a title or a data attribute one file set is not read by the next.
afterAll(() => {
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) if (name !== 'lang') root.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  document.title = '';
});
