import { fileTypeFromBuffer } from 'file-type';

/**
 * A kind of file we accept: the extensions it may have, what its first bytes must be
 * (as file-type reads them) and the type we store and serve it as. Text formats (SVG,
 * HTML) have no magic number, so they can never match and are never accepted.
 */
export interface FileKind {
  extensions: readonly string[];
  sniffed: readonly string[];
  mimeType: string;
  /** Shown in the browser rather than downloaded: raster images a browser renders. */
  inline: boolean;
}

const JPEG: FileKind = { extensions: ['jpg', 'jpeg'], sniffed: ['image/jpeg'], mimeType: 'image/jpeg', inline: true };
const PNG: FileKind = { extensions: ['png'], sniffed: ['image/png'], mimeType: 'image/png', inline: true };
const GIF: FileKind = { extensions: ['gif'], sniffed: ['image/gif'], mimeType: 'image/gif', inline: true };
const WEBP: FileKind = { extensions: ['webp'], sniffed: ['image/webp'], mimeType: 'image/webp', inline: true };
const BMP: FileKind = { extensions: ['bmp'], sniffed: ['image/bmp'], mimeType: 'image/bmp', inline: true };
const AVIF: FileKind = { extensions: ['avif'], sniffed: ['image/avif'], mimeType: 'image/avif', inline: true };
// Scanners' output; only Safari shows it, so it downloads and is not offered for diagrams.
const TIFF: FileKind = { extensions: ['tif', 'tiff'], sniffed: ['image/tiff'], mimeType: 'image/tiff', inline: false };
// Phones' photos; most browsers cannot show them, so they download.
const HEIC: FileKind = { extensions: ['heic', 'heif'], sniffed: ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'], mimeType: 'image/heic', inline: false };
// Downloaded, not inline: the sandbox CSP every file carries stops browsers' PDF viewers.
const PDF: FileKind = { extensions: ['pdf'], sniffed: ['application/pdf'], mimeType: 'application/pdf', inline: false };
const DOCX: FileKind = {
  extensions: ['docx'],
  sniffed: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  inline: false,
};
// Word 97-2003 files are OLE compound files; their magic number cannot tell them from other
// Office formats, so a .doc is accepted as any compound file and always downloaded.
const DOC: FileKind = { extensions: ['doc'], sniffed: ['application/x-cfb'], mimeType: 'application/msword', inline: false };

/** What a customer's or staff's document may be (spec: image/*, .pdf, .doc, .docx). */
export const DOCUMENT_KINDS = { kinds: [JPEG, PNG, GIF, WEBP, BMP, AVIF, TIFF, HEIC, PDF, DOCX, DOC], label: 'an image, PDF, DOC or DOCX file' } as const;
/** Diagrams are shown as thumbnails, so only images a browser can draw, or a PDF. */
export const DIAGRAM_KINDS = { kinds: [JPEG, PNG, GIF, WEBP, BMP, AVIF, PDF], label: 'an image (JPEG, PNG, GIF, WebP, BMP or AVIF) or a PDF' } as const;
export type AllowedKinds = { kinds: readonly FileKind[]; label: string };

/** Enough for every magic number we check, including the first entries of a DOCX's zip. */
export const SNIFF_BYTES = 64 * 1024;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function kindForName(name: string, allowed: AllowedKinds): FileKind | undefined {
  const extension = extensionOf(name);
  return allowed.kinds.find((kind) => kind.extensions.includes(extension));
}

/** Whether the file's first bytes are what its extension says. */
export async function bytesMatchKind(head: Uint8Array, kind: FileKind): Promise<boolean> {
  const detected = await fileTypeFromBuffer(head);
  return detected !== undefined && kind.sniffed.includes(detected.mime);
}

/** Whether a stored file of this type may be shown in the browser (every kind is a document kind). */
export function isInlineType(mimeType: string): boolean {
  return DOCUMENT_KINDS.kinds.some((kind) => kind.inline && kind.mimeType === mimeType);
}
