import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  description: ReactNode;
}

/**
 * Radio buttons drawn as cards, each with what the choice means. Native radios, so arrow
 * keys move between them and a disabled fieldset disables them.
 */
export function ChoiceCards<T extends string>({
  name,
  label,
  choices,
  value,
  onChange,
  describedBy,
  className,
}: {
  name: string;
  label: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  describedBy?: string;
  className?: string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-describedby={describedBy}
      className={`grid gap-2.5 ${className ?? ''}`}
    >
      {choices.map((choice) => {
        const id = `${name}-${choice.value}`;
        const checked = choice.value === value;
        return (
          <label
            key={choice.value}
            htmlFor={id}
            className={`relative flex cursor-pointer gap-3 rounded-xl border p-3.5 transition-colors has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-400/40 ${
              checked
                ? 'border-gold-400/60 bg-gold-400/[0.07]'
                : 'border-white/10 bg-white/[0.02] hover:border-white/20'
            }`}
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={choice.value}
              checked={checked}
              onChange={() => onChange(choice.value)}
              className="sr-only"
              aria-describedby={`${id}-description`}
            />
            <span
              aria-hidden="true"
              className={`mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border ${
                checked ? 'border-gold-400 bg-gold-400 text-ink-950' : 'border-white/25'
              }`}
            >
              {checked ? <Check className="size-3" strokeWidth={3} /> : null}
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-chalk">{choice.label}</span>
              <span id={`${id}-description`} className="mt-0.5 block text-xs leading-5 text-mist">
                {choice.description}
              </span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
