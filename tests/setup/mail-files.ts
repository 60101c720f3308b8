import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One email as a server without SMTP writes it (an .eml file), read back as its recipient would. */
export interface MailFile {
  file: string;
  to: string;
  subject: string;
  /** multipart/alternative when it has an HTML part beside its text. */
  contentType: string;
  /** The text part, which is what tests read links from. */
  text: string;
  html: string | null;
}

/** Every email in `mailDir`, oldest first (the files are named by the time they were written). */
export async function readMailFiles(mailDir: string): Promise<MailFile[]> {
  const names = (await readdir(mailDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => parseEml(path.join(mailDir, name), await readFile(path.join(mailDir, name), 'utf8'))));
}

/** The newest email to `toEmail` whose text matches `pattern`, or undefined. */
export async function newestMailTo(mailDir: string, toEmail: string, pattern: RegExp): Promise<MailFile | undefined> {
  return (await readMailFiles(mailDir)).reverse().find((mail) => mail.to.toLowerCase().includes(`<${toEmail.toLowerCase()}>`) && pattern.test(mail.text));
}

/** A message as nodemailer builds it: headers, a blank line, then its text, or its text and HTML parts (multipart/alternative). */
function parseEml(file: string, raw: string): MailFile {
  const { headers, body } = splitPart(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const parts = type.toLowerCase().startsWith('multipart/') ? multipartParts(type, body) : [{ headers, body }];
  const decoded = parts.map((part) => ({ type: (part.headers.get('content-type') ?? 'text/plain').toLowerCase(), content: decodeBody(part.headers, part.body) }));
  return {
    file,
    to: headers.get('to') ?? '',
    subject: decodeWords(headers.get('subject') ?? ''),
    contentType: type.split(';')[0]!.trim().toLowerCase(),
    text: decoded.find((part) => part.type.startsWith('text/plain'))?.content ?? '',
    html: decoded.find((part) => part.type.startsWith('text/html'))?.content ?? null,
  };
}

function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 2) };
}

function multipartParts(type: string, body: string): { headers: Map<string, string>; body: string }[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) throw new Error(`a multipart message without a boundary: ${type}`);
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => splitPart(part.replace(/^\r?\n/, '')));
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  return encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header's =?UTF-8?Q?…?= and =?UTF-8?B?…?= words. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replaceAll('_', ' ')),
  );
}
