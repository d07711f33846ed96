import { AVATAR_MAX_BYTES, avatarTooLargeMessage, PROFILE_MESSAGES } from '@felt/contract';
import { Camera, LoaderCircle, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { toast } from '../../../lib/toast';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { cropAvatar, type PixelArea } from '../crop-avatar';
import { avatarUploadError, PROFILE_FAILURES } from '../profile-errors';
import { patchStoredUser } from '../stored-user';
import { AvatarCropperDialog } from './avatar-cropper-dialog';

/** SPEC.md section 5: why a chosen file cannot be used, or null. */
export function avatarFileError(file: File): string | null {
  if (file.size > AVATAR_MAX_BYTES) return avatarTooLargeMessage(file.size);
  if (!file.type.startsWith('image/')) return PROFILE_MESSAGES.avatarNotImage;
  return null;
}

/**
 * The Profile Picture section of the profile editor (SPEC.md section 4's avatar flow): choose
 * a file, adjust it in the cropper, save uploads it; the new picture shows everywhere at once.
 * It saves on its own, apart from the form's Update Profile.
 */
export function ProfilePictureField({
  avatarUrl,
  name,
  readOnly,
}: {
  avatarUrl: string | null;
  name: string;
  readOnly: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();

  // The chosen file lives in memory under a blob: URL until the cropper is done with it.
  useEffect(() => {
    if (!imageUrl) return;
    return () => URL.revokeObjectURL(imageUrl);
  }, [imageUrl]);

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a cancel; an emptied input fires change again.
    event.target.value = '';
    if (!file) return;
    const error = avatarFileError(file);
    setProblem(error);
    if (!error) setImageUrl(URL.createObjectURL(file));
  };

  const closeCropper = () => {
    setProcessing(false);
    setImageUrl(null);
  };

  const onSave = async (area: PixelArea) => {
    if (!imageUrl) return;
    setProcessing(true);
    setProblem(null);
    let file: File;
    try {
      file = await cropAvatar(imageUrl, area);
    } catch (error) {
      // SPEC.md section 8: cropper errors are only logged.
      console.error('Cropping the avatar failed.', error);
      closeCropper();
      return;
    }
    try {
      const profile = await upload.mutateAsync(file);
      if (!profile.avatar_url) {
        setProblem(PROFILE_FAILURES.avatarNoUrl);
      } else {
        patchStoredUser({ avatar_url: profile.avatar_url });
        toast.success(PROFILE_MESSAGES.avatarUpdated);
      }
    } catch (error) {
      setProblem(avatarUploadError(error));
    } finally {
      closeCropper();
    }
  };

  const onRemove = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync();
      patchStoredUser({ avatar_url: null });
    } catch (error) {
      console.warn('Removing the avatar failed.', error);
      setProblem(PROFILE_FAILURES.avatarRemove);
    }
  };

  const busy = processing || remove.isPending;

  return (
    <section aria-labelledby={`${hintId}-title`}>
      <h3 id={`${hintId}-title`} className="text-sm font-semibold text-chalk">
        Profile Picture
      </h3>
      <div className="mt-3 flex items-center gap-4">
        <UserAvatar src={avatarUrl} name={name} size="lg" />
        <div className="min-w-0">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={readOnly || busy}
              aria-describedby={hintId}
              onClick={() => inputRef.current?.click()}
            >
              <Camera className="size-4" aria-hidden="true" />
              Change photo
            </Button>
            {avatarUrl ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={readOnly || busy}
                onClick={() => void onRemove()}
              >
                {remove.isPending ? (
                  <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
                ) : (
                  <Trash2 className="size-4" aria-hidden="true" />
                )}
                Remove
              </Button>
            ) : null}
          </div>
          <p id={hintId} className="mt-2 text-sm text-fog">
            JPG, PNG, GIF or WebP, up to 5MB.
          </p>
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            tabIndex={-1}
            aria-label="Choose a profile picture"
            className="sr-only"
            onChange={onFileChosen}
          />
        </div>
      </div>
      {problem ? <Alert className="mt-4">{problem}</Alert> : null}
      <AvatarCropperDialog
        open={imageUrl !== null}
        imageUrl={imageUrl}
        processing={processing}
        onCancel={closeCropper}
        onSave={(area) => void onSave(area)}
      />
    </section>
  );
}
