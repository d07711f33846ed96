import { zodResolver } from '@hookform/resolvers/zod';
import { resendEmailRequestSchema } from '@felt/contract';
import { LoaderCircle, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useResendVerificationEmail } from '../api/resend-verification-email';
import { AUTH_FAILURES, failureMessage } from '../auth-errors';

/**
 * Sends the verification email again. With a known address it is one button; without one
 * it asks for the address first.
 */
export function ResendVerification({
  email,
  label = 'Resend the email',
}: {
  email?: string;
  label?: string;
}) {
  const resend = useResendVerificationEmail();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resendEmailRequestSchema),
    defaultValues: { email: email ?? '' },
  });
  const onSubmit = handleSubmit((values) => resend.mutate(values));

  const button = (
    <Button
      type="submit"
      variant="secondary"
      disabled={resend.isPending}
      className={email ? 'w-full sm:w-auto' : 'w-full'}
    >
      {resend.isPending ? (
        <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
      ) : (
        <Send className="size-4" aria-hidden="true" />
      )}
      {resend.isPending ? 'Sending...' : label}
    </Button>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Resend the email">
      {email ? null : (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      {button}
      {resend.isSuccess ? <Alert tone="success">{resend.data.detail}</Alert> : null}
      {resend.isError ? (
        <Alert>{failureMessage(resend.error, AUTH_FAILURES.resendVerification)}</Alert>
      ) : null}
    </form>
  );
}
