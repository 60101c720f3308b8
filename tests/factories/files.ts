import { readdir } from 'node:fs/promises';

/**
 * Small files whose first bytes are what their kind says (enough for magic-number checks),
 * and hostile ones that pretend. Built in code so tests carry no binary fixtures.
 */
const pad = (head: Buffer, size = 512) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A real 1×1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A minimal Word document: the zip with [Content_Types].xml, _rels/.rels and word/document.xml. */
const DOCX = Buffer.from(
  'UEsDBBQAAAAIAJyzdl3JTxqw6wAAAK4BAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbH1QvU7DMBDeeQrLK4odGBBCSTrwMwJDeYCTfUks7LPlc0v79jht6YAK4933q69b7YIXW8zsIvXyRrVSIJloHU29/Fi/NPdScAGy4CNhL/fIcjVcdet9QhZVTNzLuZT0oDWbGQOwigmpImPMAUo986QTmE+YUN+27Z02kQpSacriIYfuCUfY+CKed/V9LJLRsxSPR+KS1UtIyTsDpeJ6S/ZXSnNKUFV54PDsEl9XgtQXExbk74CT7q0uk51F8Q65vEKoLP0Vs9U2mk2oSvW/zYWecRydwbN+cUs5GmSukwevzkgARz/99WHu4RtQSwMEFAAAAAgAnLN2XbmBRHGwAAAAKgEAAAsAAABfcmVscy8ucmVsc43POw7CMAwG4J1TRN5pWgaEUJMuCKkrKgeIEjeNaB5KwqO3JwMDIAZG278/y233sDO5YUzGOwZNVQNBJ70yTjM4D8f1DkjKwikxe4cMFkzQ8VV7wlnkspMmExIpiEsMppzDntIkJ7QiVT6gK5PRRytyKaOmQciL0Eg3db2l8d0A/mGSXjGIvWqADEvAf2w/jkbiwcurRZd/nPhKFFlEjZnB3UdF1atdFRYob+nHi/wJUEsDBBQAAAAIAJyzdl2u30lZpQAAAN0AAAARAAAAd29yZC9kb2N1bWVudC54bWxFjrEOwjAMRHe+IspOUxgQqpp2Y2aADwiJaSs1dhQHSv+epAwsz7LOvru2//hZvCHyRKjloaqlALTkJhy0vN8u+7MUnAw6MxOCliuw7LtduzSO7MsDJpEdkJtFyzGl0CjFdgRvuKIAmLUnRW9SXuOgFoouRLLAnAP8rI51fVLeTCi7bPkgt5YZCmJB6q6zQczHIkD0E5eerSpCYdwYNv6e1b9Y9wVQSwECFAMUAAAACACcs3ZdyU8asOsAAACuAQAAEwAAAAAAAAAAAAAAgAEAAAAAW0NvbnRlbnRfVHlwZXNdLnhtbFBLAQIUAxQAAAAIAJyzdl25gURxsAAAACoBAAALAAAAAAAAAAAAAACAARwBAABfcmVscy8ucmVsc1BLAQIUAxQAAAAIAJyzdl2u30lZpQAAAN0AAAARAAAAAAAAAAAAAACAAfUBAAB3b3JkL2RvY3VtZW50LnhtbFBLBQYAAAAAAwADALkAAADJAgAAAAA=',
  'base64',
);

function riff(kind: string): Buffer {
  const head = Buffer.alloc(16);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(504, 4);
  head.write(kind, 8, 'latin1');
  head.write('VP8 ', 12, 'latin1');
  return pad(head);
}

function ftyp(brand: string): Buffer {
  const head = Buffer.alloc(24);
  head.writeUInt32BE(24, 0);
  head.write('ftyp', 4, 'latin1');
  head.write(brand, 8, 'latin1');
  head.write('mif1', 16, 'latin1');
  head.write(brand, 20, 'latin1');
  return pad(head);
}

export const sampleFiles = {
  png: PNG,
  gif: GIF,
  jpeg: pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])),
  webp: riff('WEBP'),
  heic: ftyp('heic'),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  docx: DOCX,
  /** A Word 97-2003 file starts as an OLE compound file. */
  doc: pad(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
  exe: pad(Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1')),
  html: Buffer.from('<!doctype html><html><body><script>fetch("/api/me")</script></body></html>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
};

/** A PDF of about `bytes` bytes: a valid header and filler. */
export function largePdf(bytes: number): Buffer {
  return pad(Buffer.from('%PDF-1.4\n'), bytes);
}

/** The form a browser sends for one file, plus any text fields. */
export function fileForm(name: string, bytes: Uint8Array, fields: Record<string, string> = {}, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

/** Every file under a local storage folder (objects and any partial writes). */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => `${e.parentPath}/${e.name}`);
  } catch {
    return [];
  }
}
