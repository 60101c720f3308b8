export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: jumps keyboard users past the header. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="fixed top-3 left-3 z-[100] -translate-y-24 rounded-full bg-surface px-4 py-2 text-sm font-semibold text-foreground shadow-lg focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}
