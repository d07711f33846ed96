import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGES,
  PROFILE_MESSAGES,
  profileFormSchema,
  type Profile,
  type ProfileUpdate,
} from '@felt/contract';
import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SideSheetBody, SideSheetFooter } from '../../../components/overlays/side-sheet';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TimeZonePicker } from '../../../components/ui/time-zone-picker';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { refreshSession } from '../../../lib/auth/refresh-session';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { profileSaveError } from '../profile-errors';
import { HandleField } from './handle-field';
import { ProfilePictureField } from './profile-picture-field';

type FormInput = z.input<typeof profileFormSchema>;
type FormOutput = z.output<typeof profileFormSchema>;
type Field = keyof FormInput;

/** In the order they appear, which is the order focus looks for the first invalid one. */
const FIELDS: readonly Field[] = [
  'first_name',
  'last_name',
  'club_name',
  'timezone',
  'email',
  'current_password',
  'venmo_handle',
  'paypal_handle',
];

export const PROFILE_LABELS: Record<Field, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  club_name: 'Club name',
  timezone: 'Time zone',
  email: 'Email',
  current_password: 'Current password',
  venmo_handle: 'Venmo handle',
  paypal_handle: 'PayPal.me handle',
};

function formValues(profile: Profile): FormInput {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    club_name: profile.club_name,
    timezone: profile.timezone,
    email: profile.email,
    venmo_handle: profile.venmo_handle ?? '',
    paypal_handle: profile.paypal_handle ?? '',
    current_password: '',
  };
}

/** Whether the typed address is another one than the account's (as the server compares). */
function emailChanges(typed: string, profile: Profile): boolean {
  return typed.trim().toLowerCase() !== profile.email.toLowerCase();
}

/** The fields whose normalized value differs from the loaded profile. */
function changedFields(values: FormOutput, profile: Profile): ProfileUpdate {
  const changes: ProfileUpdate = {};
  if (values.first_name !== profile.first_name) changes.first_name = values.first_name;
  if (values.last_name !== profile.last_name) changes.last_name = values.last_name;
  if (values.club_name !== null && values.club_name !== profile.club_name) {
    changes.club_name = values.club_name;
  }
  if (values.timezone !== profile.timezone) changes.timezone = values.timezone;
  if (values.email !== profile.email.toLowerCase()) {
    changes.email = values.email;
    // A session alone may not move the account: the server asks for the password too.
    changes.current_password = values.current_password;
  }
  if (values.venmo_handle !== profile.venmo_handle) changes.venmo_handle = values.venmo_handle;
  if (values.paypal_handle !== profile.paypal_handle) changes.paypal_handle = values.paypal_handle;
  return changes;
}

/** The profile's zone is the person's own; a club's games keep the club's (decision 0029). */
export const TIMEZONE_HINT =
  "Your own clock. Game times are shown on the club's clock, with yours beside them when it differs.";

export type SaveLabel = 'Saving...' | 'Read Only (Demo)' | 'Update Profile';

/** SPEC.md section 4: what the save button says. */
export function saveLabel({ saving, demo }: { saving: boolean; demo: boolean }): SaveLabel {
  if (saving) return 'Saving...';
  if (demo) return 'Read Only (Demo)';
  return 'Update Profile';
}

/**
 * The profile editor's form (SPEC.md sections 4 and 5), inside the Edit Profile sheet. Only
 * changed fields are sent. An email-only change asks for the confirmation mail; any other
 * change saves and refreshes the signed-in user, whose name and avatar the top bar shows (a
 * renamed club reaches the club list through useUpdateProfile).
 */
export function ProfileForm({
  profile,
  demo,
  onClose,
}: {
  profile: Profile;
  demo: boolean;
  onClose: () => void;
}) {
  const formId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: formValues(profile),
  });
  const update = useUpdateProfile();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [emailNotice, setEmailNotice] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setSaveError(null);
    setEmailNotice(null);
    const changes = changedFields(values, profile);
    const changed = Object.keys(changes).filter((field) => field !== 'current_password');
    if (changes.email !== undefined && !values.current_password) {
      setError(
        'current_password',
        { type: 'required', message: MESSAGES.currentPasswordRequired },
        { shouldFocus: true },
      );
      return;
    }
    if (changed.length === 0) {
      // Only spaces or a '@' were added: nothing the server would store differently.
      reset(formValues(profile));
      return;
    }
    try {
      const saved = await update.mutateAsync(changes);
      reset(formValues(saved));
      if (saved.email_change_requested) setEmailNotice(values.email);
      if (changed.length === 1 && changes.email !== undefined) return;

      toast.success(PROFILE_MESSAGES.updated);
      await refreshSession();
    } catch (error) {
      const shown = applyServerErrors(error, setError, FIELDS);
      if (shown.placed.length === 0 || (isApiError(error) && error.detail)) {
        setSaveError(profileSaveError(error));
      }
    }
  });

  const saving = isSubmitting || update.isPending;
  const typedEmail = useWatch({ control, name: 'email' });
  const askPassword = emailChanges(typedEmail ?? '', profile);
  const handleError = errors.venmo_handle ?? errors.paypal_handle;
  const displayName = profile.first_name || profile.email;

  return (
    <form
      id={formId}
      onSubmit={onSubmit}
      noValidate
      aria-label="Edit Profile"
      className="flex min-h-0 flex-1 flex-col"
    >
      <SideSheetBody>
        {demo ? (
          <Alert tone="info" className="mb-6">
            {PROFILE_MESSAGES.demoReadOnly}
          </Alert>
        ) : null}

        <ProfilePictureField avatarUrl={profile.avatar_url} name={displayName} readOnly={demo} />

        <fieldset disabled={demo} className="mt-8 space-y-8">
          <legend className="sr-only">Your profile</legend>
          <div className="space-y-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={PROFILE_LABELS.first_name}
                autoComplete="given-name"
                error={errors.first_name?.message}
                {...register('first_name')}
              />
              <TextField
                label={PROFILE_LABELS.last_name}
                autoComplete="family-name"
                error={errors.last_name?.message}
                {...register('last_name')}
              />
            </div>
            {profile.club_name !== null ? (
              <TextField
                label={PROFILE_LABELS.club_name}
                autoComplete="organization"
                hint="Renames your club everywhere: the sidebar, the club switcher, invitations."
                error={errors.club_name?.message}
                {...register('club_name')}
              />
            ) : null}
            <Controller
              control={control}
              name="timezone"
              render={({ field }) => (
                <TimeZonePicker
                  label={PROFILE_LABELS.timezone}
                  hint={TIMEZONE_HINT}
                  error={errors.timezone?.message}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  disabled={demo}
                  ref={field.ref}
                />
              )}
            />
          </div>

          <section aria-labelledby={`${formId}-email`} className="space-y-4">
            <SectionHeading id={`${formId}-email`}>Email Address</SectionHeading>
            <TextField
              label={PROFILE_LABELS.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              hint="A new address takes effect once you open the link we send to it."
              error={errors.email?.message}
              {...register('email')}
            />
            {askPassword ? (
              <TextField
                label={PROFILE_LABELS.current_password}
                type="password"
                autoComplete="current-password"
                hint="To change your email address, confirm it is you."
                error={errors.current_password?.message}
                {...register('current_password')}
              />
            ) : null}
            {emailNotice ? (
              <Alert tone="info" title={PROFILE_MESSAGES.emailChangeRequested}>
                Sent to <strong className="wrap-anywhere">{emailNotice}</strong>. Until then you
                keep signing in with {profile.email}.
              </Alert>
            ) : null}
          </section>

          <section aria-labelledby={`${formId}-payout`} className="space-y-5">
            <div>
              <SectionHeading id={`${formId}-payout`}>Payout Information</SectionHeading>
              <p className="mt-1 text-sm leading-6 text-fog">
                Winners with a handle get a one-tap pay link when payouts are settled.
              </p>
            </div>
            <HandleField
              label={PROFILE_LABELS.venmo_handle}
              prefix="@"
              placeholder="your-venmo"
              hint={PROFILE_MESSAGES.venmoHint}
              error={errors.venmo_handle?.message}
              {...register('venmo_handle')}
            />
            <HandleField
              label={PROFILE_LABELS.paypal_handle}
              prefix="paypal.me/"
              placeholder="yourname"
              hint={PROFILE_MESSAGES.paypalHint}
              error={errors.paypal_handle?.message}
              {...register('paypal_handle')}
            />
          </section>
        </fieldset>

        {handleError ? <Alert className="mt-6">{PROFILE_MESSAGES.fixErrors}</Alert> : null}
        {saveError ? <Alert className="mt-6">{saveError}</Alert> : null}
      </SideSheetBody>

      <SideSheetFooter>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          {isDirty ? 'Cancel' : 'Close'}
        </Button>
        <Button type="submit" disabled={saving || !isDirty || demo}>
          {saving ? (
            <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          ) : null}
          {saveLabel({ saving, demo })}
        </Button>
      </SideSheetFooter>
    </form>
  );
}

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h3 id={id} className="text-sm font-semibold tracking-wide text-gold-300 uppercase">
      {children}
    </h3>
  );
}
