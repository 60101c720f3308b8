import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../../shared/errors';
import { DIARY_PHOTO_WIDTHS } from '../../../shared/schemas/site-diary';
import type { AllowedKinds } from '../uploads/file-kinds';

/** A phone's or camera's photo; a small PNG claiming more would cost far more than its bytes to decode. */
const MAX_INPUT_PIXELS = 60_000_000;
export const PHOTO_SIZE_MIME_TYPE = 'image/webp';

/** Photos as phones and cameras take them; HEIC is what an iPhone saves by default. */
export const PHOTO_KINDS: AllowedKinds = {
  kinds: [
    { extensions: ['jpg', 'jpeg'], sniffed: ['image/jpeg'], mimeType: 'image/jpeg', inline: true },
    { extensions: ['png'], sniffed: ['image/png'], mimeType: 'image/png', inline: true },
    { extensions: ['webp'], sniffed: ['image/webp'], mimeType: 'image/webp', inline: true },
    { extensions: ['heic', 'heif'], sniffed: ['image/heic', 'image/heif'], mimeType: 'image/heic', inline: false },
  ],
  label: 'a JPEG, PNG, WebP or HEIC photo',
};

export interface RenderedPhoto {
  small: { bytes: Buffer; width: number; height: number };
  large: { bytes: Buffer; width: number; height: number };
}

/**
 * The two WebP sizes shown (480 and 1600 px wide, never enlarged), upright. sharp writes no
 * metadata unless asked, so the camera's EXIF, with the GPS position of the customer's garden,
 * stays in the staff-only original. sharp's own libheif reads AVIF but not HEIC (HEVC), so a
 * phone's HEIC is decoded to pixels by heic-decode first; its pixels are already upright.
 */
export async function renderPhotoSizes(input: Buffer, mimeType: string): Promise<RenderedPhoto> {
  const open = await opener(input, mimeType);
  const render = async (width: number) => {
    try {
      const { data, info } = await open().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.height };
    } catch {
      throw unreadable();
    }
  };
  // One at a time: a large photo decoded twice at once would double the memory it takes.
  const small = await render(DIARY_PHOTO_WIDTHS.small);
  const large = await render(DIARY_PHOTO_WIDTHS.large);
  return { small, large };
}

async function opener(input: Buffer, mimeType: string): Promise<() => Sharp> {
  // Only the header is read here (sharp reads a HEIC's size, though not its pixels); the pixel limit is checked before anything is decoded.
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) throw unreadable();
  checkPixels(metadata.width, metadata.height);
  if (mimeType === 'image/heic') {
    const decoded = await decodeHeic({ buffer: input }).catch(() => null);
    if (!decoded || !decoded.width || !decoded.height) throw unreadable();
    checkPixels(decoded.width, decoded.height);
    const pixels = Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
    return () => sharp(pixels, { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
  }
  // autoOrient: a portrait photo a phone stored sideways with an EXIF orientation comes out upright.
  return () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });
}

function checkPixels(width: number, height: number): void {
  if (width * height > MAX_INPUT_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The photo is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);
  }
}

function unreadable(): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', 'This photo could not be read. Upload a JPEG, PNG, WebP or HEIC photo.');
}
