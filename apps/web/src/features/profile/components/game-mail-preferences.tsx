import {
  MAIL_PREFERENCE_MESSAGES as M,
  type MailPreferences,
  type MailPreferencesUpdate,
} from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { NO_RESPONSE_MESSAGE, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { mailPreferencesQueryOptions } from '../api/get-mail-preferences';
import { useUpdateMailPreferences } from '../api/update-mail-preferences';

const SWITCHES: { key: keyof MailPreferences; label: string; description: string }[] = [
  {
    key: 'game_invitations',
    label: 'New games',
    description: 'An email when one of your clubs schedules a game, with a button to RSVP.',
  },
  {
    key: 'game_reminders',
    label: 'Reminders',
    description:
      'An email the day before a game you signed up for, or where you stand on its waitlist.',
  },
];

function failure(error: unknown): string {
  if (isApiError(error) && error.isNoResponse) return NO_RESPONSE_MESSAGE;
  return (isApiError(error) ? error.detail : undefined) ?? M.saveFailed;
}

/**
 * The game emails a member takes from their clubs, each a switch that saves as it is flipped.
 * Emails about a seat they hold (a changed time, a cancelled game, a freed seat) always come.
 */
export function GameMailPreferences() {
  const preferences = useQuery(mailPreferencesQueryOptions());
  const update = useUpdateMailPreferences();

  if (preferences.isPending) {
    return (
      <p role="status" className="text-sm text-mist">
        Loading your email preferences...
      </p>
    );
  }
  if (preferences.isError) {
    return (
      <ErrorAlert error={{ message: M.loadFailed }} onRetry={() => void preferences.refetch()} />
    );
  }

  const save = async (changes: MailPreferencesUpdate) => {
    try {
      await update.mutateAsync(changes);
      toast.success(M.saved);
    } catch (error) {
      toast.error(failure(error));
    }
  };

  const pending = update.isPending ? update.variables : undefined;
  return (
    <ul className="space-y-4">
      {SWITCHES.map((each) => (
        <li key={each.key}>
          <PreferenceSwitch
            label={each.label}
            description={each.description}
            // While a change saves, the switch shows where it is going.
            on={pending?.[each.key] ?? preferences.data[each.key]}
            disabled={update.isPending}
            onToggle={(on) => void save({ [each.key]: on })}
          />
        </li>
      ))}
    </ul>
  );
}

function PreferenceSwitch({
  label,
  description,
  on,
  disabled,
  onToggle,
}: {
  label: string;
  description: string;
  on: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => void;
}) {
  const descriptionId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p className="text-sm font-medium text-chalk">{label}</p>
        <p id={descriptionId} className="mt-0.5 text-sm leading-6 text-mist">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={`${label} emails`}
        aria-describedby={descriptionId}
        disabled={disabled}
        onClick={() => onToggle(!on)}
        className="mt-0.5 shrink-0 rounded-full disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={`relative block h-6 w-10 rounded-full border transition-colors ${on ? 'border-felt-400 bg-felt-500' : 'border-white/20 bg-white/[0.06]'}`}
        >
          <span
            className={`absolute top-0.5 left-0.5 size-[1.125rem] rounded-full bg-chalk shadow transition-transform motion-reduce:transition-none ${on ? 'translate-x-4' : 'translate-x-0'}`}
          />
        </span>
      </button>
    </div>
  );
}
