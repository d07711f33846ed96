import { zodResolver } from '@hookform/resolvers/zod';
import { registrationRequestSchema, type RegistrationRequest } from '@felt/contract';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { useRegister } from '../api/register';
import { AUTH_FAILURES, failureMessage, fieldErrorLines } from '../auth-errors';
import {
  PasswordStrengthMeter,
  preloadPasswordStrength,
} from '../../../components/ui/password-strength-meter';
import { SubmitButton } from './submit-button';

type Field = keyof RegistrationRequest;

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
};

/**
 * The sign-up form. The browser checks what the shared schema can; the server decides the
 * rest (a taken email, a weak password) and its answer is shown both under the fields and
 * as "field: messages" above the button. Success hands the address to `onRegistered`.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const meterId = useId();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registrationRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      club_name: '',
      password1: '',
      password2: '',
    },
  });
  const registration = useRegister();
  const [summary, setSummary] = useState<string[] | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setSummary(null);
    try {
      await registration.mutateAsync(values);
      onRegistered(values.email);
    } catch (error) {
      const fieldErrors = isApiError(error) && error.status === 400 ? error.fieldErrors() : {};
      const lines = fieldErrorLines(fieldErrors, REGISTRATION_LABELS);
      const onFields = FIELDS.filter((field) => fieldErrors[field]);
      onFields.forEach((field, index) => {
        setError(
          field,
          { type: 'server', message: fieldErrors[field]?.join(' ') },
          { shouldFocus: index === 0 },
        );
      });
      setSummary(lines.length > 0 ? lines : [failureMessage(error, AUTH_FAILURES.registration)]);
    }
  });

  const [password, email, firstName, lastName, clubName] = useWatch({
    control,
    name: ['password1', 'email', 'first_name', 'last_name', 'club_name'],
  });
  const pending = registration.isPending || registration.isSuccess;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create your account" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={REGISTRATION_LABELS.first_name}
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label={REGISTRATION_LABELS.last_name}
          autoComplete="family-name"
          error={errors.last_name?.message}
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
        hint="We send a link to this address to confirm it's yours."
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={REGISTRATION_LABELS.club_name}
        autoComplete="organization"
        hint="What your members call the game. You can change it later."
        error={errors.club_name?.message}
        {...register('club_name')}
      />
      <div>
        <PasswordField
          label={REGISTRATION_LABELS.password1}
          autoComplete="new-password"
          describedBy={meterId}
          error={errors.password1?.message}
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
        error={errors.password2?.message}
        {...register('password2')}
      />
      {summary ? (
        <Alert title={AUTH_FAILURES.registration}>
          {summary.length === 1 && summary[0] === AUTH_FAILURES.registration ? null : (
            <ul className="space-y-1">
              {summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </Alert>
      ) : null}
      <SubmitButton pending={pending} pendingLabel="Creating account...">
        Create Account
      </SubmitButton>
    </form>
  );
}
