import { afterEach, describe, expect, it, vi } from 'vitest';
import { AVATAR_OUTPUT, cropAvatar } from './crop-avatar';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** jsdom neither decodes images nor draws: both are replaced by recorders. */
function fakeCanvas() {
  const drawImage = vi.fn();
  const toBlob = vi.fn();
  const canvases: HTMLCanvasElement[] = [];
  const getContext = function (this: HTMLCanvasElement) {
    canvases.push(this);
    return { drawImage };
  };
  // jsdom's canvas has no 2D context; this records the one call cropAvatar makes.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    getContext as unknown as typeof HTMLCanvasElement.prototype.getContext,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(
    (callback: BlobCallback, type?: string, quality?: unknown) => {
      toBlob(type, quality);
      callback(new Blob([new Uint8Array([137, 80, 78, 71])], { type: type ?? 'image/png' }));
    },
  );
  class LoadedImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    naturalWidth = 1200;
    naturalHeight = 800;
    set src(_value: string) {
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('Image', LoadedImage);
  return { drawImage, toBlob, canvases };
}

describe('cropAvatar', () => {
  it('draws the chosen square onto 512x512 and returns avatar.png, a PNG at quality 0.92', async () => {
    const { drawImage, toBlob, canvases } = fakeCanvas();

    const file = await cropAvatar('blob:photo', { x: 200, y: 80, width: 640, height: 640 });

    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('avatar.png');
    expect(file.type).toBe('image/png');
    expect(file.size).toBe(4);
    expect(canvases[0]?.width).toBe(512);
    expect(canvases[0]?.height).toBe(512);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 200, 80, 640, 640, 0, 0, 512, 512);
    expect(toBlob).toHaveBeenCalledWith('image/png', 0.92);
    expect(AVATAR_OUTPUT).toEqual({
      size: 512,
      type: 'image/png',
      quality: 0.92,
      name: 'avatar.png',
    });
  });

  it('fails when the browser cannot encode the canvas', async () => {
    fakeCanvas();
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
      callback(null),
    );
    await expect(cropAvatar('blob:photo', { x: 0, y: 0, width: 10, height: 10 })).rejects.toThrow(
      'could not be encoded',
    );
  });
});
