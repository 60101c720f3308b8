import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// sonner removes a dismissed toast 200 ms later, by a timer that outlives the file. The last file a
// worker runs must not leave one behind: it would fire once the page is gone ("window is not defined").
const SONNER_REMOVAL_MS = 200;
let toastsBefore = 0;
beforeAll(() => {
  toastsBefore = toast.getHistory().length;
});

// Test files share a worker's page (isolate: false in vitest.config.ts): each leaves it as it found it,
// so a theme class, a title or a data attribute one file set is not read by the next.
afterAll(async () => {
  if (toast.getHistory().length !== toastsBefore) await new Promise((resolve) => setTimeout(resolve, SONNER_REMOVAL_MS + 50));
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) if (name !== 'lang') root.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  document.title = '';
});
