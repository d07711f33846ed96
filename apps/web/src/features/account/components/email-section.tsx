import { emailChangeRequestSchema } from '@felt/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { applyServerErrors, serverErrorMessage } from '../../../lib/forms/server-errors';
import { useChangeEmail } from '../api/change-email';
import { AccountSection } from './account-section';

export const EMAIL_CHANGE_FAILED = 'Failed to send the confirmation email. Please try again.';

/**
 * The account's email: the current address, and a form that mails a confirmation link to a
 * new one. Nothing changes until that link is opened.
 */
export function EmailSection({ email }: { email: string }) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(emailChangeRequestSchema),
    mode: 'onTouched',
    defaultValues: { new_email: '', password: '' },
  });
  const change = useChangeEmail();
  const [outcome, setOutcome] = useState<{ sentTo: string; detail: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setOutcome(null);
    try {
      const answer = await change.mutateAsync(values);
      setOutcome({ sentTo: values.new_email, detail: answer.detail });
      reset();
    } catch (error) {
      const shown = applyServerErrors(error, setError, ['new_email', 'password']);
      setFailure(serverErrorMessage(shown, EMAIL_CHANGE_FAILED));
    }
  });

  return (
    <AccountSection
      id="account-email"
      title="Email"
      description={
        <>
          You sign in with{' '}
          <strong className="font-semibold wrap-anywhere text-chalk">{email}</strong>. To move to
          another address, we send a link to it; the change happens when you open the link.
        </>
      }
    >
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Change email"
        className="grid gap-5 md:grid-cols-2"
      >
        <TextField
          label="New email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.new_email?.message}
          {...register('new_email')}
        />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {outcome ? (
          <Alert tone="success" title={outcome.detail} className="md:col-span-2">
            Open the link we sent to <strong className="wrap-anywhere">{outcome.sentTo}</strong> to
            finish the change.
          </Alert>
        ) : null}
        {failure ? <Alert className="md:col-span-2">{failure}</Alert> : null}
        <div className="md:col-span-2">
          <Button type="submit" variant="secondary" disabled={change.isPending}>
            {change.isPending ? (
              <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            ) : null}
            {change.isPending ? 'Sending...' : 'Send confirmation link'}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
