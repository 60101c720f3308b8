import sharp from 'sharp';
import { AppError } from '../../../shared/errors';

/** The sizes a photo is offered in; the browser picks one from `srcset` for the space it has. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export const VARIANT_MIME_TYPE = 'image/webp';

/**
 * Decoding is where an image can cost far more than its bytes (a small PNG can claim
 * 30,000 × 30,000 pixels). 60 megapixels takes any phone's or camera's photo.
 */
const MAX_INPUT_PIXELS = 60_000_000;

export interface ImageSize {
  width: number;
  height: number;
}

export interface RenderedVariant extends ImageSize {
  bytes: Buffer;
}

const open = (input: Buffer) => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });

/**
 * The photo's size as it is seen: a phone stores a portrait photo sideways with an EXIF
 * orientation, and width/height must describe it upright or the page reserves the wrong shape.
 */
export async function readUprightSize(input: Buffer): Promise<ImageSize> {
  // Only the header is read here, so no pixel limit is needed yet; the limit is checked below.
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata) throw unreadable();
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw unreadable();
  if (width * height > MAX_INPUT_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The photo is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);
  }
  return { width, height };
}

/**
 * The widths to make: each standard width narrower than the photo, and the photo's own width
 * when it is no wider than the largest, so a small photo is never blown up yet always has one.
 */
export function variantWidths(originalWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((width) => width < originalWidth);
  if (originalWidth <= VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!) widths.push(originalWidth);
  return widths;
}

/**
 * One WebP size, upright. sharp writes no metadata unless asked, so the camera's EXIF
 * (often the GPS position of a customer's garden) never reaches the public.
 */
export async function renderVariant(input: Buffer, width: number): Promise<RenderedVariant> {
  try {
    const { data, info } = await open(input).resize({ width }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    // The header was readable but the picture is not (cut short, corrupt).
    throw unreadable();
  }
}

function unreadable(): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', 'This image could not be read. Upload a JPEG, PNG, WebP or AVIF photo.');
}
