import { AVATAR_SIZE_PX, PROFILE_MESSAGES } from '@felt/contract';
import sharp from 'sharp';
import { FormError } from '../../http-error';

/**
 * Raster formats only: SVG would be parsed as XML and rendered by librsvg, which is more
 * attack surface than an avatar is worth.
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Refuse decompression bombs: about a 7000 x 7000 photo at most. */
const MAX_INPUT_PIXELS = 50_000_000;

const notAnImage = () => FormError.fields({ avatar: [PROFILE_MESSAGES.avatarNotImage] });

/**
 * Decodes any upload as an image and re-encodes it as a 512x512 PNG (turned upright by its
 * EXIF orientation, cropped to cover). Nothing of the uploaded bytes survives except pixels,
 * so a file that only pretends to be an image cannot be served back. 400 when it is not one.
 */
export async function toAvatarPng(input: Buffer): Promise<Buffer> {
  if (input.length === 0) throw notAnImage();
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
