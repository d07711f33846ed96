import { AVATAR_SIZE_PX, PROFILE_MESSAGES } from '@felt/contract';
import sharp from 'sharp';
import { FormError } from '../../http-error';

/**
 * Raster formats only: SVG would be parsed as XML and rendered by librsvg, which is more
 * attack surface than an avatar is worth.
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/**
 * Refuse decompression bombs: about a 7000 x 7000 photo at most. sharp checks the header's
 * dimensions against it before decoding a pixel.
 */
const MAX_INPUT_PIXELS = 50_000_000;

const notAnImage = () => FormError.fields({ avatar: [PROFILE_MESSAGES.avatarNotImage] });

const startsWith = (input: Buffer, bytes: number[] | string, at = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return input.subarray(at, at + expected.length).equals(expected);
};

/**
 * Whether the file opens with the signature of one of the accepted raster formats. Checked
 * before sharp sees the bytes, so nothing else (SVG, PDF, text) reaches a decoder at all,
 * whatever its name or declared type; sharp then confirms the format from the full header.
 */
export function hasRasterSignature(input: Buffer): boolean {
  return (
    startsWith(input, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || // PNG
    startsWith(input, [0xff, 0xd8, 0xff]) || // JPEG
    startsWith(input, 'GIF87a') ||
    startsWith(input, 'GIF89a') ||
    (startsWith(input, 'RIFF') && startsWith(input, 'WEBP', 8)) ||
    startsWith(input, [0x49, 0x49, 0x2a, 0x00]) || // TIFF, little-endian
    startsWith(input, [0x4d, 0x4d, 0x00, 0x2a]) || // TIFF, big-endian
    startsWith(input, 'ftyp', 4) // AVIF and HEIF (ISO media files)
  );
}

/**
 * Decodes any upload as an image and re-encodes it as a 512x512 PNG (turned upright by its
 * EXIF orientation, cropped to cover). Nothing of the uploaded bytes survives except pixels,
 * so a file that only pretends to be an image cannot be served back. 400 when it is not one.
 */
export async function toAvatarPng(input: Buffer): Promise<Buffer> {
  if (!hasRasterSignature(input)) throw notAnImage();
  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
    return await image
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'centre' })
      .png()
      .toBuffer();
  } catch (error) {
    if (error instanceof FormError) throw error;
    throw notAnImage();
  }
}
