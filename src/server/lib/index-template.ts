import { readFile, stat } from 'node:fs/promises';

/**
 * The built index.html, split around the page-head slot that index.html marks with
 * `<!-- arbour:page-head -->` … `<!-- /arbour:page-head -->`. The server swaps what lies between
 * (the generic title and description) for each tenant's and page's head.
 * A template without the slot (an older build) is served as it is.
 */
export interface IndexTemplate {
  before: string;
  after: string;
  /** The generic head between the markers, kept for a page that gets no head of its own. */
  fallbackHead: string;
  hasSlot: boolean;
}

const OPEN = '<!-- arbour:page-head';
const CLOSE = '<!-- /arbour:page-head -->';

export function parseIndexTemplate(html: string): IndexTemplate {
  const open = html.indexOf(OPEN);
  const openEnd = open === -1 ? -1 : html.indexOf('-->', open);
  const close = html.indexOf(CLOSE);
  if (open === -1 || openEnd === -1 || close < openEnd) return { before: html, after: '', fallbackHead: '', hasSlot: false };
  return {
    before: html.slice(0, open),
    after: html.slice(close + CLOSE.length),
    fallbackHead: html.slice(openEnd + 3, close).trim(),
    hasSlot: true,
  };
}

export function renderIndex(template: IndexTemplate, head: string): string {
  return template.hasSlot ? `${template.before}${head}${template.after}` : template.before;
}

/**
 * Reads and parses a file of the build once per build: a rebuild changes its modification time
 * or size, and the next request picks the new one up without a restart. Null when there is none.
 */
export function perBuildFile<T>(file: string, parse: (text: string) => T): () => Promise<T | null> {
  let cached: { key: string; value: T } | undefined;
  return async () => {
    try {
      const { mtimeMs, size } = await stat(file);
      const key = `${mtimeMs}:${size}`;
      if (cached?.key !== key) cached = { key, value: parse(await readFile(file, 'utf8')) };
      return cached.value;
    } catch {
      return null;
    }
  };
}
