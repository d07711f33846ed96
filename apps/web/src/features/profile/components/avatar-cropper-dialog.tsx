import { LoaderCircle, ZoomIn, ZoomOut } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { ModalDialog } from '../../../components/overlays/modal-dialog';
import { Button } from '../../../components/ui/button';
import type { PixelArea } from '../crop-avatar';

/*
 * SPEC.md section 9's cropper constants. "Initial coverage 0.8": the square first selects 80%
 * of the picture's shorter side, centered. At zoom 1 react-easy-crop fits the whole shorter
 * side in the square, so the square covering 80% of it is zoom 1 / 0.8 = 1.25.
 */
export const CROP_ASPECT = 1;
export const INITIAL_COVERAGE = 0.8;
export const INITIAL_ZOOM = 1 / INITIAL_COVERAGE;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;
export const ZOOM_STEP = 0.1;
export const WHEEL_THROTTLE_MS = 50;

const ZOOM_BUTTON =
  'grid size-11 shrink-0 place-items-center rounded-full border border-white/15 bg-white/[0.04] text-chalk transition-colors hover:border-white/30 hover:bg-white/[0.08] disabled:cursor-not-allowed disabled:opacity-40';

/** Zoom values stay on the 0.01 grid, so ten steps of 0.1 add up to exactly 1. */
function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 100) / 100));
}

/**
 * "Adjust Your Avatar": drag to pan, the wheel or the buttons (or the slider) to zoom. Save
 * hands the chosen square, in the image's own pixels, to `onSave`; the caller crops, uploads
 * and closes the dialog, showing 'Processing...' meanwhile through `processing`.
 */
export function AvatarCropperDialog({
  imageUrl,
  open,
  processing,
  onCancel,
  onSave,
}: {
  imageUrl: string | null;
  open: boolean;
  processing: boolean;
  onCancel: () => void;
  onSave: (area: PixelArea) => void;
}) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(INITIAL_ZOOM);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const lastWheel = useRef(Number.NEGATIVE_INFINITY);

  // Each new picture starts centered at the initial coverage.
  const [shownUrl, setShownUrl] = useState(imageUrl);
  if (shownUrl !== imageUrl) {
    setShownUrl(imageUrl);
    setCrop({ x: 0, y: 0 });
    setZoom(INITIAL_ZOOM);
    setArea(null);
  }

  const changeZoom = useCallback((next: (zoom: number) => number) => {
    setZoom((zoom) => clampZoom(next(zoom)));
  }, []);

  // The library's own wheel zoom moves by the wheel's pixel delta, which varies wildly between
  // mice and trackpads; here every wheel tick is one zoom step, at most one per 50 ms.
  useEffect(() => {
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      if (event.deltaY === 0) return;
      const now = event.timeStamp;
      if (now - lastWheel.current < WHEEL_THROTTLE_MS) return;
      lastWheel.current = now;
      const direction = event.deltaY < 0 ? 1 : -1;
      changeZoom((zoom) => zoom + direction * ZOOM_STEP);
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [stage, changeZoom]);

  const onCropComplete = useCallback((_percent: Area, pixels: Area) => {
    setArea(pixels);
  }, []);

  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      dismissible={!processing}
      width="lg"
      title="Adjust Your Avatar"
      description="Drag to reposition. Scroll or use the zoom buttons to fit your face in the circle."
    >
      {/* SPEC.md section 9's 500 px, less on a short screen so the buttons stay in view. */}
      <div
        ref={setStage}
        data-testid="avatar-crop-stage"
        className="relative h-[min(500px,calc(100dvh-22rem))] min-h-64 overflow-hidden rounded-xl bg-ink-950 ring-1 ring-white/10"
      >
        {imageUrl ? (
          <Cropper
            image={imageUrl}
            crop={crop}
            zoom={zoom}
            aspect={CROP_ASPECT}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            cropShape="round"
            showGrid={false}
            zoomWithScroll={false}
            onCropChange={setCrop}
            onZoomChange={(next) => setZoom(clampZoom(next))}
            onCropComplete={onCropComplete}
            mediaProps={{ alt: 'Your new profile picture' }}
            // The crop square takes focus and moves with the arrow keys; a labelled group names it.
            cropperProps={{
              role: 'group',
              'aria-label': 'Crop area: drag or use the arrow keys to move the picture',
            }}
            style={{ cropAreaStyle: { color: 'rgb(4 10 7 / 0.72)' } }}
          />
        ) : null}
      </div>

      <div className="mt-4 flex items-center gap-3">
        <button
          type="button"
          className={ZOOM_BUTTON}
          aria-label="Zoom Out"
          title="Zoom Out"
          disabled={processing || zoom <= MIN_ZOOM}
          onClick={() => changeZoom((z) => z - ZOOM_STEP)}
        >
          <ZoomOut className="size-5" aria-hidden="true" />
        </button>
        {/* Half steps, so the initial 1.25 lies on the slider's grid (browsers snap to it). */}
        <input
          type="range"
          aria-label="Zoom"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={ZOOM_STEP / 2}
          value={zoom}
          disabled={processing}
          aria-valuetext={`${Math.round(zoom * 100)}%`}
          onChange={(event) => changeZoom(() => Number(event.target.value))}
          className="h-11 min-w-0 flex-1 cursor-pointer accent-gold-400 disabled:cursor-not-allowed"
        />
        <button
          type="button"
          className={ZOOM_BUTTON}
          aria-label="Zoom In"
          title="Zoom In"
          disabled={processing || zoom >= MAX_ZOOM}
          onClick={() => changeZoom((z) => z + ZOOM_STEP)}
        >
          <ZoomIn className="size-5" aria-hidden="true" />
        </button>
      </div>

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={processing} onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={processing || !area} onClick={() => area && onSave(area)}>
          {processing ? (
            <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          ) : null}
          {processing ? 'Processing...' : 'Save Avatar'}
        </Button>
      </div>
    </ModalDialog>
  );
}
