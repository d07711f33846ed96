import { AVATAR_SIZE_PX } from '@felt/contract';

/** SPEC.md sections 3 and 9: the cropped avatar is a 512x512 PNG named avatar.png. */
export const AVATAR_OUTPUT = {
  size: AVATAR_SIZE_PX,
  type: 'image/png',
  /** Passed to toBlob as SPEC.md section 9 says; PNG is lossless, so browsers ignore it. */
  quality: 0.92,
  name: 'avatar.png',
} as const;

/** A rectangle of the source image, in its natural pixels. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be decoded.'));
    image.src = src;
  });
}

/** Draws `area` of the image at `src` onto a 512x512 canvas and returns it as avatar.png. */
export async function cropAvatar(src: string, area: PixelArea): Promise<File> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_OUTPUT.size;
  canvas.height = AVATAR_OUTPUT.size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    AVATAR_OUTPUT.size,
    AVATAR_OUTPUT.size,
  );
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, AVATAR_OUTPUT.type, AVATAR_OUTPUT.quality),
  );
  if (!blob) throw new Error('The cropped image could not be encoded.');
  return new File([blob], AVATAR_OUTPUT.name, { type: AVATAR_OUTPUT.type });
}
