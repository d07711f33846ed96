import { PASSWORD_MIN_LENGTH } from '@felt/contract';
import type { PasswordStrength } from '@felt/contract/password-strength';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';

type Estimator = (password: string, userInputs?: readonly string[]) => PasswordStrength;

let estimatorLoad: Promise<Estimator> | undefined;

/**
 * zxcvbn and its dictionaries are large, so they load on first use, into their own chunk:
 * never with the landing or login pages.
 */
function loadEstimator(): Promise<Estimator> {
  estimatorLoad ??= import('@felt/contract/password-strength').then(
    (module) => module.passwordStrength,
  );
  return estimatorLoad;
}

/** Starts loading the estimator early, when the password field gets focus. */
export function preloadPasswordStrength(): void {
  void loadEstimator().catch(() => {
    estimatorLoad = undefined;
  });
}

const LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
const FILLED_BARS = [1, 1, 2, 3, 4] as const;
const TONES = [
  { bar: 'bg-suit-red', text: 'text-suit-red' },
  { bar: 'bg-suit-red', text: 'text-suit-red' },
  { bar: 'bg-gold-400', text: 'text-gold-300' },
  { bar: 'bg-felt-400', text: 'text-felt-300' },
  { bar: 'bg-felt-300', text: 'text-felt-300' },
] as const;

/**
 * Four bars, a word and zxcvbn's advice for the password being typed. It informs only: the
 * server's password policy decides. `id` is for the field's aria-describedby; the text is a
 * polite live region, so the verdict is read out as it changes.
 */
export function PasswordStrengthMeter({
  id,
  password,
  userInputs,
}: {
  id: string;
  password: string;
  userInputs: readonly string[];
}) {
  const [estimate, setEstimate] = useState<Estimator | null>(null);
  const [failed, setFailed] = useState(false);
  const typed = useDeferredValue(password);
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (password === '' || estimate) return;
    let current = true;
    loadEstimator().then(
      (estimator) => {
        if (current) setEstimate(() => estimator);
      },
      () => {
        estimatorLoad = undefined;
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [password, estimate]);

  const strength = useMemo(
    () => (estimate && typed ? estimate(typed, inputsKey.split('\n')) : null),
    [estimate, typed, inputsKey],
  );

  const showMeter = password !== '' && !failed;
  const score = strength?.score ?? 0;
  const tone = TONES[score];
  const advice = [
    ...(password.length < PASSWORD_MIN_LENGTH
      ? [`Use at least ${PASSWORD_MIN_LENGTH} characters.`]
      : []),
    ...(strength?.feedback ?? []),
  ].slice(0, 2);

  return (
    <div id={id} className="mt-2.5">
      {showMeter ? (
        <div className="mb-2 grid grid-cols-4 gap-1.5" aria-hidden="true">
          {[0, 1, 2, 3].map((bar) => (
            <span
              key={bar}
              className={`h-1.5 rounded-full transition-colors duration-300 ${
                strength && bar < FILLED_BARS[score] ? tone.bar : 'bg-white/10'
              }`}
            />
          ))}
        </div>
      ) : null}
      <div aria-live="polite" className="text-sm">
        {!showMeter ? (
          <p className="text-fog">
            Use at least {PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong
            password.
          </p>
        ) : strength ? (
          <>
            <p className="text-mist">
              Password strength:{' '}
              <span className={`font-semibold ${tone.text}`}>{LABELS[score]}</span>
            </p>
            {advice.length > 0 ? (
              <ul className="mt-1 space-y-0.5 text-fog">
                {advice.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : (
          <p className="text-fog">Checking strength...</p>
        )}
      </div>
    </div>
  );
}
