import { describe, expect, it, vi } from 'vitest';
import { watchForPageProblems, type PageProblem } from './dev-page-checks';

function watched() {
  const written = vi.fn();
  const target = { error: written as (...args: unknown[]) => void };
  const reported: PageProblem[] = [];
  watchForPageProblems((problem) => reported.push(problem), target);
  return { target, written, reported };
}

describe('the development page checks', () => {
  it("report main.tsx's hydration mismatch with React's message, and still write it to the console", () => {
    const { target, written, reported } = watched();
    const mismatch = new Error("Hydration failed because the server rendered text didn't match the client.");
    target.error('The page differed from its server rendering', mismatch, '\n    at Heading');
    expect(written).toHaveBeenCalledWith('The page differed from its server rendering', mismatch, '\n    at Heading');
    expect(reported).toEqual([
      { path: window.location.pathname, message: "The page differed from its server rendering\nHydration failed because the server rendered text didn't match the client.\n\n    at Heading" },
    ]);
  });

  it("report React's own warning about attributes it leaves as the server wrote them, its diff filled in", () => {
    const { target, reported } = watched();
    target.error(
      "A tree hydrated but some attributes of the server rendered HTML didn't match the client properties. This won't be patched up.\n\n%s%s",
      'https://react.dev/link/hydration-mismatch',
      '\n+ className="a"\n- className="b"',
    );
    expect(reported).toHaveLength(1);
    expect(reported[0]!.message).toContain('https://react.dev/link/hydration-mismatch\n+ className="a"\n- className="b"');
  });

  it('report a page rendered without its loaders\' data, and nothing else', () => {
    const { target, reported } = watched();
    target.error('Unhandled promise rejection:', new Error('network'));
    target.error('The page rendered without loader data for ["notes"]: add these reads to its route\'s loader.');
    expect(reported.map((problem) => problem.message)).toEqual(['The page rendered without loader data for ["notes"]: add these reads to its route\'s loader.']);
  });
});
