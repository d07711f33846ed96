import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@felt/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../../components/ui/link';
import { Alert } from '../../../components/ui/alert';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { paths } from '../../../lib/paths';
import { useLogIn } from '../api/log-in';
import { AUTH_ERRORS, loginFailure, type LoginFailure } from '../auth-errors';
import { CookieHelp } from './cookie-help';
import { ResendVerification } from './resend-verification';
import { SubmitButton } from './submit-button';

function FailureNotice({ failure, email }: { failure: LoginFailure; email: string }) {
  if (failure.code === 'COOKIE_ISSUE') return <CookieHelp />;
  if (failure.code === 'EMAIL_UNVERIFIED') {
    return (
      <Alert title={AUTH_ERRORS.EMAIL_UNVERIFIED.title}>
        <p>{AUTH_ERRORS.EMAIL_UNVERIFIED.text}</p>
        <div className="mt-3">
          <ResendVerification email={email} />
        </div>
      </Alert>
    );
  }
  return <Alert>{failure.message}</Alert>;
}

/**
 * Email and password. On success the user is stored and the guest-only guard moves the page
 * on, so the button stays in its "Signing in..." state until the next page is up.
 */
export function LoginForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail, password: '' },
  });
  const logIn = useLogIn();
  const [failure, setFailure] = useState<{ failure: LoginFailure; email: string } | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await logIn.mutateAsync(values);
    } catch (error) {
      const result = loginFailure(error);
      // Only the answers loginFailure reads as field errors (a 400) go under the fields.
      const fields = (['email', 'password'] as const).filter((field) => result.fieldErrors[field]);
      applyServerErrors(error, setError, fields);
      setFailure({ failure: result, email: values.email });
    }
  });

  const pending = logIn.isPending || logIn.isSuccess;

  return (
    <div className="space-y-6">
      {/* Above the form, not in it: the resend action is a form of its own. */}
      {failure ? <FailureNotice failure={failure.failure} email={failure.email} /> : null}
      <form onSubmit={onSubmit} noValidate aria-label="Sign in" className="space-y-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          labelAside={
            <Link
              to={paths.forgotPassword()}
              className="rounded text-sm font-medium text-gold-300 underline-offset-4 hover:text-gold-200 hover:underline"
            >
              Forgot password?
            </Link>
          }
          {...register('password')}
        />
        <SubmitButton pending={pending} pendingLabel="Signing in...">
          Sign In
        </SubmitButton>
      </form>
    </div>
  );
}
