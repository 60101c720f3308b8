import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { LRUCache } from 'lru-cache';
import { PUBLIC_PAGE_PATHS } from '../../shared/site-pages';
import type { AppEnv } from '../app-env';
import { demoCopyCookieOf } from '../tenancy/demo-cookie';
import { displayTimeZone, visitorTimeZone } from './display-time-zone';
// What the page itself goes by: whether the request carries a session, and which page a path is.
import { hasSessionCookie, normalisePath } from './spa-page-head';

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);
/**
 * Brotli's quality for a visitor's own copy. A copy every visitor shares is compressed at the best
 * quality (a quarter smaller than gzip, but 50 ms for a home page and over 100 ms for a staff
 * dashboard, off the event loop): worth it once per company and content version, not for a copy
 * rendered again after every change to the company's data and read by one visitor. Quality 5 is
 * as quick as gzip and a tenth or more smaller.
 */
const BROTLI_OWN_COPY = 5;

/**
 * Pages rendered once and served from memory while nothing they show has changed.
 *
 * - A public page for a visitor without a session: one copy per company, content version, build,
 *   time zone and address. What a public page shows is the company's row, site content,
 *   configurator options, gallery and demo slots; a change to any of them moves the company's
 *   `content_version` on in PostgreSQL (migration 0032's triggers).
 * - Any page for a signed-in visitor: their own copy, per visitor, company, content and data
 *   version, build, time zone and address. Any committed change to the company's data moves its
 *   `data_version` on (migration 0033's triggers), so a copy is never older than the last change.
 *
 * The tenant lookup every request makes reads both versions with the company (and the session with
 * it), so the next request on any server asks for a new key after a change made through any other.
 * Copies age out after the TTL too: Book a Demo's times pass, and "3 minutes ago" moves on.
 *
 * An answer is kept only if it is a 200 rendered on the server (`data-ssr`) with no cookie set,
 * marked private exactly when it is a visitor's own.
 */
export interface PageCacheOptions {
  /** The build pages are rendered from (a value that changes when it is rebuilt); null: no build, nothing kept. */
  build?: () => Promise<object | null>;
  /** How long the build found is trusted before it is looked at again (a file system call a request is too many). */
  buildCheckMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
}

export const PAGE_CACHE_DEFAULTS = { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024, ttlMs: 60_000, buildCheckMs: 1_000 } as const;

/** Says how a page was answered: `hit` from memory, `miss` rendered and kept. Absent: not a page the cache keeps. */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

interface CachedPage {
  status: number;
  /** The page's own headers (Content-Type, Cache-Control, …), never a cookie or this request's id. */
  headers: Record<string, string>;
  /** Encoded once: the server writes bytes as they are, where a string is encoded again for every answer. */
  body: Uint8Array<ArrayBuffer>;
  /** The body compressed once, where compress() would have compressed it (1 KB or more, transforms allowed). */
  encoded: { br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> } | null;
  bytes: number;
}

const PUBLIC_PATHS = new Set<string>(PUBLIC_PAGE_PATHS);

/** Headers of an answer that belong to it alone, or that this cache sets itself. */
const NOT_KEPT = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'date', PAGE_CACHE_HEADER.toLowerCase()]);

export function pageCache(options: PageCacheOptions = {}): MiddlewareHandler<AppEnv> {
  const { maxEntries, maxBytes, ttlMs, buildCheckMs } = { ...PAGE_CACHE_DEFAULTS, ...options };
  const pages = new LRUCache<string, CachedPage>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (page) => page.bytes, ttl: ttlMs });
  // Renders under way, so a burst of visitors to a page nobody has asked for yet renders it once.
  const rendering = new Map<string, Promise<CachedPage | null>>();
  const builds = new WeakMap<object, number>();
  let lastBuild = 0;
  let checked: { id: number | null; at: number } | undefined;
  const buildId = async (): Promise<number | null> => {
    if (!options.build) return 0;
    const now = performance.now();
    if (checked && now - checked.at < buildCheckMs) return checked.id;
    const build = await options.build();
    let id = build ? builds.get(build) : null;
    if (build && id === undefined) builds.set(build, (id = ++lastBuild));
    checked = { id: id ?? null, at: now };
    return checked.id;
  };

  return async (c, next) => {
    const kind = pageKind(c);
    if (!kind) return next();
    const build = await buildId();
    if (build === null) return next();
    const tenant = c.get('tenant');
    const key =
      kind.visitor === null
        ? `${tenant.id} ${tenant.contentVersion} ${build} ${kind.timeZone} ${c.req.url}`
        : `${tenant.id} ${tenant.contentVersion} ${tenant.dataVersion} ${build} ${kind.timeZone} ${c.req.url} ${kind.visitor}`;

    const kept = pages.get(key);
    if (kept) return answerFromMemory(c, kept);
    const pending = rendering.get(key);
    if (pending) {
      const page = await pending;
      // Not a page to keep (private, an error, left to the browser): this request renders its own.
      return page ? answerFromMemory(c, page) : next();
    }

    // Nothing awaited since the look-up above: whoever comes next finds this render under way.
    let done!: (page: CachedPage | null) => void;
    rendering.set(key, new Promise<CachedPage | null>((resolve) => (done = resolve)));
    let page: CachedPage | null = null;
    try {
      // Headers already set (this request's id) are the request's, not the page's.
      const before = new Set(c.res.headers.keys());
      await next();
      page = await keepable(c, before, kind.visitor !== null);
      if (page) {
        pages.set(key, page);
        // Kept unless larger than the cache's memory allows.
        if (pages.peek(key) === page) c.res.headers.set(PAGE_CACHE_HEADER, 'miss');
      }
    } finally {
      rendering.delete(key);
      done(page);
    }
  };
}

/**
 * Which copy a request may be answered with: the one every visitor without a session shares (a
 * public page), or a signed-in visitor's own (any page they may see, keyed by who they are), or
 * none. A visitor's own copy needs their session read and found good by the tenant lookup (not due
 * to be extended, which better-auth does as the page renders) and their time zone known, as a
 * signed-in page is rendered only then.
 */
function pageKind(c: Context<AppEnv>): { visitor: string | null; timeZone: string } | null {
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD') return null;
  const cookie = c.req.header('cookie');
  if (!cookie || (!hasSessionCookie(cookie) && !demoCopyCookieOf(cookie))) {
    return PUBLIC_PATHS.has(normalisePath(c.req.path)) ? { visitor: null, timeZone: displayTimeZone(c) } : null;
  }
  const session = c.get('session');
  if (session?.kind !== 'signed-in' || session.user.companyId !== c.get('tenant').id || !hasSessionCookie(cookie)) return null;
  const timeZone = visitorTimeZone(c);
  return timeZone ? { visitor: session.user.userId, timeZone } : null;
}

/** The answer as a copy to keep, with its body read (the response is rebuilt around it), or null. */
async function keepable(c: Context<AppEnv>, before: Set<string>, personal: boolean): Promise<CachedPage | null> {
  const res = c.res;
  if (res.status !== 200 || res.headers.has('set-cookie') || res.headers.has('content-encoding')) return null;
  // A visitor's own copy is the page rendered for them (private); a shared one never is.
  const cacheControl = res.headers.get('cache-control') ?? '';
  if (/\bno-store\b/i.test(cacheControl) || /\bprivate\b/i.test(cacheControl) !== personal) return null;
  if (!/^text\/html\b/i.test(res.headers.get('content-type') ?? '')) return null;
  const body = await res.text();
  c.res = new Response(body, res);
  if (!body.includes('data-ssr')) return null;
  const headers: Record<string, string> = {};
  for (const [name, value] of res.headers) if (!NOT_KEPT.has(name) && !before.has(name)) headers[name] = value;
  const plain = bytesOf(Buffer.from(body));
  const compressible = plain.byteLength >= 1024 && !/\bno-transform\b/i.test(headers['cache-control'] ?? '');
  const encoded = compressible
    ? {
        br: bytesOf(await brotlied(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: personal ? BROTLI_OWN_COPY : zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: plain.byteLength } })),
        gzip: bytesOf(await gzipped(plain)),
      }
    : null;
  const bytes = plain.byteLength + (encoded ? encoded.br.byteLength + encoded.gzip.byteLength : 0) + JSON.stringify(headers).length;
  return { status: res.status, headers, body: plain, encoded, bytes };
}

function answerFromMemory(c: Context<AppEnv>, page: CachedPage): Response {
  const headers: Record<string, string> = { ...page.headers, [PAGE_CACHE_HEADER]: 'hit' };
  // Compressed once when kept; compress() leaves an answer that already has an encoding alone, and
  // deflates one whose browser wants deflate most. It skips HEAD, so HEAD is answered as it would
  // be without the cache.
  const encoding = page.encoded && c.req.method === 'GET' ? chosenEncoding(c.req.header('accept-encoding')) : null;
  if (page.encoded && (encoding === 'br' || encoding === 'gzip')) {
    headers['content-encoding'] = encoding;
    headers.vary = appendVary(headers.vary, 'Accept-Encoding');
    return c.body(page.encoded[encoding], page.status as 200, headers);
  }
  return c.body(page.body, page.status as 200, headers);
}

const ENCODINGS = ['br', 'gzip', 'deflate'] as const;

/**
 * The encoding a kept page is sent in: the one the browser wants most, and on a tie the first of
 * brotli, gzip and deflate (the smallest). The same choice compress() makes between gzip and deflate.
 */
export function chosenEncoding(acceptEncoding: string | undefined): (typeof ENCODINGS)[number] | null {
  if (!acceptEncoding) return null;
  const accepts = parseAccept(acceptEncoding);
  const weightOf = (name: string) => (accepts.find((a) => a.type.toLowerCase() === name) ?? accepts.find((a) => a.type === '*'))?.q ?? 0;
  let best: { encoding: (typeof ENCODINGS)[number]; q: number } | null = null;
  for (const encoding of ENCODINGS) {
    const q = weightOf(encoding);
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? null;
}

/** A copy of its own (a small Buffer shares Node's pool), typed as the body of a response. */
function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(buffer.byteLength);
  bytes.set(buffer);
  return bytes;
}

function appendVary(vary: string | undefined, name: string): string {
  if (!vary) return name;
  if (vary === '*' || new RegExp(`(^|,)\\s*${name}\\s*(,|$)`, 'i').test(vary)) return vary;
  return `${vary}, ${name}`;
}
