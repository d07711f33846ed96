import { MESSAGES } from '@felt/contract';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import {
  PasswordStrengthMeter,
  preloadPasswordStrength,
} from '../../../components/ui/password-strength-meter';
import { applyServerErrors, serverErrorMessage } from '../../../lib/forms/server-errors';
import { logOut } from '../../../lib/auth/log-out';
import { loadPage } from '../../../lib/page-load';
import { useAuth } from '../../../lib/auth/session-store';
import { paths } from '../../../lib/paths';
import { useChangePassword, type PasswordChange } from '../api/change-password';

/** SPEC.md sections 4, 5 and 8, exactly as written there. */
export const PASSWORD_CHANGE_MESSAGES = {
  mismatch: 'Passwords do not match',
  success: 'Password changed successfully! You will be redirected to login.',
  failed: 'Failed to change password',
} as const;

/** Long enough to read the success message before the page goes. */
export const REDIRECT_DELAY_MS = 1500;

const FIELDS = ['old_password', 'new_password1', 'new_password2'] as const;

/**
 * Current password, the new one twice. A mismatch is said as soon as the confirmation is typed
 * and keeps the button disabled. On success every local trace of the session goes and the
 * browser loads the login page afresh (SPEC.md section 4).
 */
export function ChangePasswordForm({ onCancel }: { onCancel?: () => void }) {
  const meterId = useId();
  const auth = useAuth();
  const user = auth.status === 'authenticated' ? auth.user : null;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<PasswordChange>({
    mode: 'onTouched',
    defaultValues: { old_password: '', new_password1: '', new_password2: '' },
  });
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [newPassword, confirmation] = useWatch({
    control,
    name: ['new_password1', 'new_password2'],
  });
  const mismatch = confirmation !== '' && newPassword !== confirmation;

  const onSubmit = handleSubmit(async (values) => {
    if (values.new_password1 !== values.new_password2) return;
    setFailure(null);
    try {
      await change.mutateAsync(values);
      // Not tied to this form's life: closing the modal must not keep the old session here.
      setTimeout(() => {
        // Sign this browser out too (the server already ended every other session), then load
        // the login page afresh: no state of the old session survives in memory.
        void logOut().finally(() => loadPage(paths.login()));
      }, REDIRECT_DELAY_MS);
    } catch (error) {
      setFailure(
        serverErrorMessage(
          applyServerErrors(error, setError, FIELDS),
          PASSWORD_CHANGE_MESSAGES.failed,
        ),
      );
    }
  });

  if (change.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
        <CircleCheck className="size-10 text-felt-300" aria-hidden="true" />
        <p className="text-base leading-7 font-medium text-chalk">
          {PASSWORD_CHANGE_MESSAGES.success}
        </p>
        <LoaderCircle className="size-5 text-fog motion-safe:animate-spin" aria-hidden="true" />
      </div>
    );
  }

  const required = { required: MESSAGES.required };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change Password" className="space-y-5">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
      <PasswordField
        label="Current password"
        // The modal puts focus here first (Headless UI's marker), not on its close button.
        data-autofocus
        autoComplete="current-password"
        error={errors.old_password?.message}
        {...register('old_password', required)}
      />
      <div>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          describedBy={meterId}
          error={errors.new_password1?.message}
          onFocus={preloadPasswordStrength}
          {...register('new_password1', required)}
        />
        <PasswordStrengthMeter
          id={meterId}
          password={newPassword}
          userInputs={[user?.email ?? '', user?.first_name ?? '', user?.last_name ?? '']}
        />
      </div>
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={mismatch ? PASSWORD_CHANGE_MESSAGES.mismatch : errors.new_password2?.message}
        {...register('new_password2', required)}
      />
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={change.isPending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={mismatch || change.isPending}>
          {change.isPending ? (
            <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          ) : null}
          {change.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}
