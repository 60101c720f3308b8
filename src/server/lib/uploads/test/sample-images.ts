/**
 * Image kinds accepted after tests/factories/files.ts was written: each just enough for
 * file-type to recognise it by its first bytes, built in code so tests carry no binaries.
 */
const pad = (head: Buffer, size = 512) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);

/** A real 1×1 24-bit BMP: file header, info header, one padded row of pixels. */
function bmp(): Buffer {
  const file = Buffer.alloc(58);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(58, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(1, 18);
  file.writeInt32LE(1, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(4, 34);
  file.writeUIntLE(0x3366cc, 54, 3);
  return file;
}

/** A little-endian TIFF header pointing at its first image directory. */
const tiff = pad(Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]));

/** An ISO media file whose brand is AVIF. */
function avif(): Buffer {
  const head = Buffer.alloc(24);
  head.writeUInt32BE(24, 0);
  head.write('ftypavif', 4, 'latin1');
  head.write('mif1avif', 16, 'latin1');
  return pad(head);
}

export const sampleImages = { bmp: bmp(), tiff, avif: avif() };
