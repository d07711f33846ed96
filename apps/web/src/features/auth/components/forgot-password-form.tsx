import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema } from '@felt/contract';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AUTH_FAILURES, failureMessage } from '../auth-errors';
import { SubmitButton } from './submit-button';

/** Asks for the address to mail a reset link to; `onSent` gets it once the server has it. */
export function ForgotPasswordForm({
  defaultEmail = '',
  onSent,
}: {
  defaultEmail?: string;
  onSent: (email: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordResetRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });
  const request = useRequestPasswordReset();
  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      onSent(values.email);
    } catch {
      // Shown below from the mutation's error.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reset your password" className="space-y-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      {request.isError ? (
        <Alert>{failureMessage(request.error, AUTH_FAILURES.sendResetEmail)}</Alert>
      ) : null}
      <SubmitButton pending={request.isPending} pendingLabel="Sending...">
        Send Reset Link
      </SubmitButton>
    </form>
  );
}
