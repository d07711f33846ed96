import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetConfirmRequestSchema } from '@felt/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { PasswordField } from '../../../components/ui/password-field';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { AUTH_FAILURES, failureMessage, tokenProblem, type TokenProblem } from '../auth-errors';
import { SubmitButton } from './submit-button';

export type ResetOutcome = { kind: 'done' } | { kind: 'link'; problem: TokenProblem };

/**
 * The new password, twice. A bad link is reported to `onDone` (the page shows what to do
 * next); field errors go under the fields; anything else is 'Failed to reset password.'.
 */
export function ResetPasswordForm({
  uid,
  token,
  onDone,
}: {
  uid: string;
  token: string;
  onDone: (outcome: ResetOutcome) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordResetConfirmRequestSchema),
    mode: 'onTouched',
    // uid and token ride along from the link, so the shared schema checks the whole request.
    defaultValues: { uid, token, new_password1: '', new_password2: '' },
  });
  const confirm = useConfirmPasswordReset();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await confirm.mutateAsync(values);
      onDone({ kind: 'done' });
    } catch (error) {
      const problem = tokenProblem(error);
      if (problem) {
        onDone({ kind: 'link', problem });
        return;
      }
      const shown = applyServerErrors(error, setError, ['new_password1', 'new_password2']);
      if (shown.placed.length === 0) setFailure(failureMessage(error, AUTH_FAILURES.resetPassword));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choose a new password" className="space-y-5">
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.new_password1?.message}
        {...register('new_password1')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.new_password2?.message}
        {...register('new_password2')}
      />
      {failure ? <Alert>{failure}</Alert> : null}
      <SubmitButton pending={confirm.isPending} pendingLabel="Resetting...">
        Reset Password
      </SubmitButton>
    </form>
  );
}
