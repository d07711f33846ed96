import { MESSAGES } from '@felt/contract';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

const CONTROL =
  'block w-full rounded-xl border bg-ink-900 px-4 text-[0.9375rem] text-chalk placeholder:text-fog shadow-[inset_0_1px_0_rgb(255_255_255/0.03)] transition-colors focus:border-gold-400 focus:ring-2 focus:ring-gold-400/30 focus:outline-none disabled:opacity-60';

export function controlClassName(invalid: boolean, extra: string) {
  const border = invalid
    ? 'border-suit-red/80 focus:border-suit-red focus:ring-suit-red/25'
    : 'border-white/12 hover:border-white/20';
  return `${CONTROL} ${border} ${extra}`;
}

/**
 * "Title is required": the one way every form says a field was left empty (issue 19 item 6),
 * the way SPEC.md words its own ("First name is required").
 */
export function requiredMessage(label: string): string {
  return `${label} is required`;
}

/**
 * A field's error as the person reads it: the contract's and the server's generic "This field
 * is required." names the field ("Start time is required"), and "Name is required." loses its
 * full stop, so a left-empty field reads the same in every form; SPEC.md's own messages and
 * every other error pass unchanged.
 */
export function fieldErrorText(label: string, error: string): string {
  if (error === MESSAGES.required) return requiredMessage(label);
  // Not "A valid number is required.": that field was filled, wrongly.
  const named = /^(?!An? )(.+) is required\.$/.exec(error);
  return named ? requiredMessage(named[1] ?? label) : error;
}

export interface FieldChrome {
  label: string;
  error?: string;
  hint?: string;
  /** Ids of more text describing the control (a strength meter, say). */
  describedBy?: string;
  /** Shown at the right end of the label row (a "Forgot password?" link, say). */
  labelAside?: ReactNode;
}

export function FieldFrame({
  id,
  label,
  error,
  hint,
  hintId,
  errorId,
  children,
  labelAside,
}: Omit<FieldChrome, 'describedBy'> & {
  id: string;
  hintId: string;
  errorId: string;
  children: ReactNode;
}) {
  const labelElement = (
    <label htmlFor={id} className="block text-sm font-medium text-chalk">
      {label}
    </label>
  );
  return (
    <div>
      {labelAside ? (
        <div className="flex items-baseline justify-between gap-3">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      <div className="mt-2">{children}</div>
      {hint && !error ? (
        <p id={hintId} className="mt-2 text-sm text-fog">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-suit-red">
          {fieldErrorText(label, error)}
        </p>
      ) : null}
    </div>
  );
}

/** The error (or else the hint) first, then any extra descriptions. */
function describedBy(
  error: string | undefined,
  hint: string | undefined,
  errorId: string,
  hintId: string,
  extra?: string,
) {
  const ids = [error ? errorId : hint ? hintId : undefined, extra].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The ids a field's frame and control share, and the control's accessibility attributes. */
export function useFieldIds(
  givenId: string | undefined,
  chrome: Pick<FieldChrome, 'error' | 'hint'> & { extraDescription?: string },
) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { error, hint, extraDescription } = chrome;
  return {
    frame: { id, hintId, errorId },
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(error, hint, errorId, hintId, extraDescription),
    },
  };
}

export function TextField({
  label,
  error,
  hint,
  describedBy: extraDescription,
  labelAside,
  id: givenId,
  ref,
  className,
  ...props
}: FieldChrome & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const ids = useFieldIds(givenId, { error, hint, extraDescription });
  return (
    <FieldFrame {...ids.frame} {...{ label, error, hint, labelAside }}>
      <input
        ref={ref}
        {...ids.control}
        className={controlClassName(Boolean(error), `h-12 ${className ?? ''}`)}
        {...props}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  describedBy: extraDescription,
  labelAside,
  id: givenId,
  ref,
  className,
  ...props
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const ids = useFieldIds(givenId, { error, hint, extraDescription });
  return (
    <FieldFrame {...ids.frame} {...{ label, error, hint, labelAside }}>
      <textarea
        ref={ref}
        {...ids.control}
        className={controlClassName(
          Boolean(error),
          `min-h-40 resize-y py-3 leading-6 ${className ?? ''}`,
        )}
        {...props}
      />
    </FieldFrame>
  );
}
