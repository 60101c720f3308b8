/**
 * `npm run dev` only: the dev server adds this script to every page, before the app's entry
 * (src/server/dev-server.ts); no build includes it. A page whose hydration differed from its server
 * rendering, or that rendered without its loaders' data, costs the visitor a repaint and shows as
 * a flash. The console says so (main.tsx, React); here the page is also covered by Vite's error
 * overlay, and the dev server's log says it too, so nobody developing misses it.
 */

/** What main.tsx and React write to the console when a page's server and browser renderings differ. */
const PAGE_PROBLEMS = [
  'The page differed from its server rendering',
  'The page rendered without loader data',
  // React's own: attributes it leaves as the server wrote them, with no recoverable error.
  "A tree hydrated but some attributes of the server rendered HTML didn't match",
  // React's warning about markup the browser's parser rearranges, so hydration cannot match it.
  'This will cause a hydration error',
];

export interface PageProblem {
  path: string;
  message: string;
}

/** Keeps writing to the console as before, and hands each page problem it writes to `report`. */
export function watchForPageProblems(report: (problem: PageProblem) => void, target: Pick<Console, 'error'> = console): void {
  const write = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    write(...args);
    const message = consoleText(args);
    if (PAGE_PROBLEMS.some((problem) => message.includes(problem))) report({ path: window.location.pathname, message });
  };
}

/** The console's arguments as one text: `%s` filled in, errors by their message. */
export function consoleText([first, ...rest]: unknown[]): string {
  const text = (value: unknown) => (value instanceof Error ? value.message : String(value));
  const left = [...rest];
  const head = typeof first === 'string' ? first.replace(/%[sdo]/g, () => (left.length ? text(left.shift()) : '')) : text(first);
  return [head, ...left.map(text)].join('\n');
}

/** Vite's own error overlay (its client defines the element before any module of the page runs), naming every problem so far. */
function showOverlay(path: string, messages: string[]): void {
  const Overlay = customElements.get('vite-error-overlay');
  if (!Overlay) return;
  document.querySelectorAll('vite-error-overlay').forEach((overlay) => overlay.remove());
  document.body.appendChild(new Overlay({ message: `${path}: ${messages.join('\n\n')}`, stack: '', plugin: 'arbour:server rendering' }));
}

if (import.meta.hot) {
  const hot = import.meta.hot;
  const messages: string[] = [];
  watchForPageProblems((problem) => {
    messages.push(problem.message);
    showOverlay(problem.path, messages);
    hot.send('arbour:page-problem', problem);
  });
}
