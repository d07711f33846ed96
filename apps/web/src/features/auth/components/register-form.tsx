import { zodResolver } from '@hookform/resolvers/zod';
import {
  registrationWithInviteRequestSchema,
  type RegistrationWithInviteRequest,
  MESSAGES,
} from '@felt/contract';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Link } from '../../../components/ui/link';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { paths } from '../../../lib/paths';
import { useRegister } from '../api/register';
import { AUTH_FAILURES, failureMessage, fieldErrorLines } from '../auth-errors';
import {
  PasswordStrengthMeter,
  preloadPasswordStrength,
} from '../../../components/ui/password-strength-meter';
import { SubmitButton } from './submit-button';

type Field = keyof RegistrationWithInviteRequest;

/** In the order they appear, which is the order focus looks for the first invalid one. */
const FIELDS: readonly Field[] = [
  'first_name',
  'last_name',
  'email',
  'club_name',
  'password1',
  'password2',
];

export const REGISTRATION_LABELS: Record<Field, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  club_name: 'Club name',
  password1: 'Password',
  password2: 'Confirm password',
  invite_token: 'Invitation',
};

/** The invitation an invited sign-up answers: its link's token, address and club. */
export interface RegistrationInvite {
  token: string;
  email: string;
  clubName: string;
}

/** What a successful sign-up hands on: enough to log the new account in. */
export interface RegisteredAccount {
  email: string;
  password: string;
}

/**
 * The sign-up form. The browser checks what the shared schema can; the server decides the
 * rest (a taken email, a weak password) and its answer is shown both under the fields and
 * as "field: messages" above the button. Success hands the account to `onRegistered`.
 *
 * With an `invite` it is the invited sign-up (decision 0011): the address is the invited one
 * and cannot change (the invitation proves it), there is no club to name (the user joins the
 * inviting one), and the token goes with the form.
 */
const SUMMARY_LINK = 'rounded font-semibold text-gold-300 underline-offset-4 hover:underline';

export function RegisterForm({
  invite,
  onRegistered,
}: {
  invite?: RegistrationInvite;
  onRegistered: (account: RegisteredAccount) => void;
}) {
  const meterId = useId();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    // One schema for both forms: without a token it requires the club name, like the plain one.
    resolver: zodResolver(registrationWithInviteRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      first_name: '',
      last_name: '',
      email: invite?.email ?? '',
      password1: '',
      password2: '',
      ...(invite ? { invite_token: invite.token } : { club_name: '' }),
    },
  });
  const registration = useRegister();
  const summaryId = useId();
  const [summary, setSummary] = useState<string[] | null>(null);
  // The address of an account that exists already: the summary offers a way on with it.
  const [takenEmail, setTakenEmail] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setSummary(null);
    setTakenEmail(null);
    try {
      await registration.mutateAsync(values);
    } catch (error) {
      const fieldErrors = isApiError(error) && error.status === 400 ? error.fieldErrors() : {};
      const lines = fieldErrorLines(fieldErrors, REGISTRATION_LABELS);
      if (lines.length > 0) applyServerErrors(error, setError, FIELDS);
      if (fieldErrors.email?.includes(MESSAGES.emailTaken)) setTakenEmail(values.email);
      setSummary(lines.length > 0 ? lines : [failureMessage(error, AUTH_FAILURES.registration)]);
      return;
    }
    onRegistered({ email: values.email, password: values.password1 });
  });

  const [password, email, firstName, lastName, typedClubName] = useWatch({
    control,
    name: ['password1', 'email', 'first_name', 'last_name', 'club_name'],
  });
  const clubName = invite?.clubName ?? typedClubName ?? '';
  const pending = registration.isPending || registration.isSuccess;
  /**
   * A field the server refused is marked and focused, its words in the summary above the
   * button ("field: messages", SPEC.md section 5) and not a second time under it (issue 19).
   */
  const chrome = (field: (typeof FIELDS)[number]) =>
    errors[field]?.type === 'server'
      ? { 'aria-invalid': true, 'aria-describedby': summaryId }
      : { error: errors[field]?.message };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create your account" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={REGISTRATION_LABELS.first_name}
          autoComplete="given-name"
          {...chrome('first_name')}
          {...register('first_name')}
        />
        <TextField
          label={REGISTRATION_LABELS.last_name}
          autoComplete="family-name"
          {...chrome('last_name')}
          {...register('last_name')}
        />
      </div>
      <TextField
        label={REGISTRATION_LABELS.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        readOnly={invite !== undefined}
        className="read-only:cursor-default read-only:bg-ink-950/70 read-only:text-mist"
        hint={
          invite
            ? 'Your invitation was sent here, so this address is already confirmed.'
            : "We send a link to this address to confirm it's yours."
        }
        {...chrome('email')}
        {...register('email')}
      />
      {invite ? null : (
        <TextField
          label={REGISTRATION_LABELS.club_name}
          autoComplete="organization"
          hint="What your members call the game. You can change it later."
          {...chrome('club_name')}
          {...register('club_name')}
        />
      )}
      <div>
        <PasswordField
          label={REGISTRATION_LABELS.password1}
          autoComplete="new-password"
          describedBy={meterId}
          error={errors.password1?.type === 'server' ? undefined : errors.password1?.message}
          aria-invalid={errors.password1 ? true : undefined}
          onFocus={preloadPasswordStrength}
          {...register('password1')}
        />
        <PasswordStrengthMeter
          id={meterId}
          password={password}
          userInputs={[email, firstName, lastName, clubName]}
        />
      </div>
      <PasswordField
        label={REGISTRATION_LABELS.password2}
        autoComplete="new-password"
        {...chrome('password2')}
        {...register('password2')}
      />
      {summary ? (
        <Alert id={summaryId} title={AUTH_FAILURES.registration}>
          {summary.length === 1 && summary[0] === AUTH_FAILURES.registration ? null : (
            <ul className="space-y-1">
              {summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          {takenEmail ? (
            <p className="mt-3">
              Is it yours?{' '}
              <Link to={paths.login({ email: takenEmail })} className={SUMMARY_LINK}>
                Log in
              </Link>{' '}
              or{' '}
              <Link to={paths.forgotPassword({ email: takenEmail })} className={SUMMARY_LINK}>
                Forgot password?
              </Link>
            </p>
          ) : null}
        </Alert>
      ) : null}
      <SubmitButton pending={pending} pendingLabel="Creating account...">
        {invite ? 'Create Account & Join' : 'Create Account'}
      </SubmitButton>
    </form>
  );
}
