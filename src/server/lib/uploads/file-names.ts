/** Characters that could hide or disguise part of a name: controls and bidirectional overrides. */
// eslint-disable-next-line no-control-regex
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * The uploader's file name made safe to keep as metadata: no folders, no hidden characters,
 * NFC, at most 255 characters (the end of the stem is cut, the extension kept).
 * Returns "" when nothing usable is left. It is never used to build a path.
 */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(HIDDEN_CHARACTERS, '').normalize('NFC').trim();
  if (/^\.*$/.test(cleaned)) return '';
  const characters = Array.from(cleaned);
  if (characters.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  if (extension.length > 16) return characters.slice(0, MAX_FILE_NAME_LENGTH).join('');
  return [...characters.slice(0, MAX_FILE_NAME_LENGTH - extension.length), ...extension].join('');
}

/**
 * A Content-Disposition header carrying any name: an ASCII fallback for old clients and
 * the exact name in RFC 5987 `filename*` form.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    // Only plain characters in the fallback: a quote, `;` or `=` there could read as another parameter to a careless parser, and `%` as an encoding.
    .replace(/[^A-Za-z0-9 ._()+,'-]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  // A name with no ASCII stem (平面図.pdf) still downloads with its extension.
  const fallback = ascii === '' || ascii.startsWith('.') ? `download${ascii}` : ascii;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
