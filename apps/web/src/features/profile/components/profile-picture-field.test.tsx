import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthState } from '../../../lib/auth/session-store';
import {
  ADA,
  jsonResponse,
  resetBrowser,
  setCookie,
  storeLogin,
} from '../../../testing/app-harness';
import { fakeFetch, renderWithProviders } from '../../../testing/providers-harness';
import type * as CropAvatarModule from '../crop-avatar';
import { cropAvatar } from '../crop-avatar';
import { AvatarCropperDialog } from './avatar-cropper-dialog';
import { ProfilePictureField } from './profile-picture-field';

// jsdom cannot lay out or decode images: the cropper reports a fixed square once mounted,
// and cropping (tested on its own in crop-avatar.test.ts) returns a small PNG.
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: {
    zoom: number;
    onCropComplete: (area: object, pixels: object) => void;
  }) {
    const { onCropComplete } = props;
    useEffect(() => {
      onCropComplete({}, { x: 10, y: 20, width: 300, height: 300 });
    }, [onCropComplete]);
    return <div data-testid="cropper" data-zoom={props.zoom} />;
  },
}));
vi.mock('../crop-avatar', async (importOriginal) => ({
  ...(await importOriginal<typeof CropAvatarModule>()),
  cropAvatar: vi.fn(),
}));

const PROFILE = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  timezone: 'America/New_York',
  venmo_handle: null,
  paypal_handle: null,
  avatar_url: null,
  club_name: 'Thursday Night Poker',
};
const PNG = new File([new Uint8Array([137, 80, 78, 71])], 'avatar.png', { type: 'image/png' });

beforeEach(() => {
  resetBrowser();
  setCookie('csrftoken', 'token');
  storeLogin(ADA);
  vi.mocked(cropAvatar).mockResolvedValue(PNG);
  URL.createObjectURL = vi.fn(() => 'blob:chosen-photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetBrowser();
});

function renderField(avatarUrl: string | null = null, readOnly = false) {
  return renderWithProviders(
    <ProfilePictureField avatarUrl={avatarUrl} name="Ada" readOnly={readOnly} />,
  );
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Choose a profile picture'), {
    target: { files: [file] },
  });
}

function sizedFile(bytes: number, type: string, name = 'photo.png') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

async function cropAndSave() {
  const dialog = await screen.findByRole('dialog', { name: 'Adjust Your Avatar' });
  const save = screen.getByRole('button', { name: 'Save Avatar' });
  await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
  await act(async () => {
    fireEvent.click(save);
  });
  return dialog;
}

describe('the Profile Picture section', () => {
  it('refuses a file over 5MB, saying how large it is', () => {
    fakeFetch({});
    renderField();
    choose(sizedFile(6.3 * 1024 * 1024, 'image/jpeg'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Image must be less than 5MB. Your file is 6.3MB',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    fakeFetch({});
    renderField();
    choose(sizedFile(1000, 'application/pdf', 'menu.pdf'));
    expect(screen.getByRole('alert').textContent).toBe('File must be an image');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uploads the cropped avatar.png as multipart, shows it everywhere and says so', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = fakeFetch({
      'PATCH /api/auth/user/profile/': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderField();

    choose(sizedFile(2 * 1024 * 1024, 'image/png'));
    const dialog = await cropAndSave();

    expect(screen.getByRole('button', { name: 'Processing...' })).toBeTruthy();
    expect(cropAvatar).toHaveBeenCalledWith('blob:chosen-photo', {
      x: 10,
      y: 20,
      width: 300,
      height: 300,
    });
    const upload = calls.find((call) => call.method === 'PATCH');
    expect(upload?.body).toBeInstanceOf(FormData);
    const sent = (upload?.body as FormData).get('avatar') as File;
    expect(sent.name).toBe('avatar.png');
    expect(sent.type).toBe('image/png');

    await act(async () => {
      answer(
        jsonResponse(200, {
          ...PROFILE,
          avatar_url: '/media/avatars/new.png',
          email_change_requested: false,
        }),
      );
    });

    expect(await screen.findByText('Profile picture updated successfully')).toBeTruthy();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    const auth = getAuthState();
    expect(auth.status === 'authenticated' && auth.user.avatar_url).toBe('/media/avatars/new.png');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:chosen-photo');
  });

  it.each([
    [
      413,
      { detail: 'File size too large. Please upload an image smaller than 5MB.' },
      'File size too large. Please upload an image smaller than 5MB.',
    ],
    [429, { detail: 'Request was throttled.', code: 'throttled' }, 'Request was throttled.'],
    [500, {}, 'Failed to upload profile picture. Please try again.'],
    [
      200,
      { ...PROFILE, avatar_url: null, email_change_requested: false },
      'Failed to update profile picture. Please try again.',
    ],
  ])(
    'an answer %i says "%s" (3rd column) and closes the cropper',
    async (status, body, message) => {
      fakeFetch({ 'PATCH /api/auth/user/profile/': jsonResponse(status, body) });
      renderField();

      choose(sizedFile(1024, 'image/png'));
      const dialog = await cropAndSave();

      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
      await waitFor(() => expect(dialog.isConnected).toBe(false));
      expect(screen.queryByText('Profile picture updated successfully')).toBeNull();
    },
  );

  it('only logs a cropper error, and closes the cropper', async () => {
    const { calls } = fakeFetch({});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(cropAvatar).mockRejectedValue(new Error('canvas is tainted'));
    renderField();

    choose(sizedFile(1024, 'image/png'));
    const dialog = await cropAndSave();

    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('Cancel closes the cropper without uploading', async () => {
    const { calls } = fakeFetch({});
    renderField();
    choose(sizedFile(1024, 'image/png'));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Your Avatar' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(calls).toHaveLength(0);
  });

  it('falls back to the initial when the picture does not load', () => {
    fakeFetch({});
    const { container } = renderField('/media/avatars/gone.png');
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/avatars/gone.png');
    fireEvent.error(image as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('avatar-initial').textContent).toBe('A');
  });

  it('removes the picture', async () => {
    storeLogin({ ...ADA, avatar_url: '/media/avatars/old.png' });
    const { calls } = fakeFetch({
      'DELETE /api/auth/user/avatar/': jsonResponse(200, {
        ...PROFILE,
        email_change_requested: false,
      }),
    });
    renderField('/media/avatars/old.png');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /api/auth/user/avatar/',
    ]);
    const auth = getAuthState();
    expect(auth.status === 'authenticated' && auth.user.avatar_url).toBeNull();
  });
});

describe('the Adjust Your Avatar cropper', () => {
  function renderCropper() {
    fakeFetch({});
    renderWithProviders(
      <AvatarCropperDialog
        open
        imageUrl="blob:photo"
        processing={false}
        onCancel={() => {}}
        onSave={() => {}}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Zoom' }) as HTMLInputElement;
    return { slider, zoom: () => Number(screen.getByTestId('cropper').dataset.zoom) };
  }

  it('starts at the zoom where the square covers 80% of the picture, and steps by 0.1', () => {
    const { slider, zoom } = renderCropper();
    expect(zoom()).toBe(1.25);
    expect(slider.value).toBe('1.25');

    fireEvent.click(screen.getByRole('button', { name: 'Zoom In' }));
    expect(zoom()).toBe(1.35);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom Out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom Out' }));
    expect(zoom()).toBe(1.15);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom Out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom Out' }));
    expect(zoom()).toBe(1);
    expect((screen.getByRole('button', { name: 'Zoom Out' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('zooms one step per wheel tick, at most one every 50 ms', () => {
    const { zoom } = renderCropper();
    const stage = screen.getByTestId('avatar-crop-stage');
    const wheel = (deltaY: number, at: number) => {
      const event = new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'timeStamp', { value: at });
      act(() => {
        stage.dispatchEvent(event);
      });
      return event;
    };

    const first = wheel(-100, 1000);
    expect(first.defaultPrevented).toBe(true);
    expect(zoom()).toBe(1.35);
    wheel(-100, 1020);
    wheel(-100, 1049);
    expect(zoom()).toBe(1.35);
    wheel(-100, 1050);
    expect(zoom()).toBe(1.45);
    wheel(100, 1200);
    expect(zoom()).toBe(1.35);
  });
});
