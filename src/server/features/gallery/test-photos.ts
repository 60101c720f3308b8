import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real photos for the gallery's tests, made in code (no binary fixtures): a plain picture with
 * a stripe, so a variant that lost its orientation would show the stripe in the wrong place.
 */
function picture(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#6f9d4f"/><rect width="100%" height="20%" fill="#1f6f4a"/></svg>`;
  return sharp(Buffer.from(svg));
}

export const testPhotos = {
  /**
   * 2000 × 1200 stored sideways (EXIF orientation 6) with a camera's metadata, GPS included:
   * it is 1200 × 2000 when shown upright.
   */
  jpegWithExif: () =>
    picture(2000, 1200)
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam', Copyright: 'Customer garden' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  png: (width = 800, height = 600) => picture(width, height).png().toBuffer(),
  webp: () => picture(1000, 500).webp().toBuffer(),
  avif: () => picture(600, 400).avif({ effort: 0 }).toBuffer(),
};

/** A real PNG header claiming `width` × `height`, with almost no picture behind it: a decompression bomb's shape. */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(Buffer.alloc(1024))), pngChunk('IEND', Buffer.alloc(0))]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}
