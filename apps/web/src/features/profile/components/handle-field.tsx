import type { InputHTMLAttributes, Ref } from 'react';
import {
  controlClassName,
  FieldFrame,
  useFieldIds,
  type FieldChrome,
} from '../../../components/ui/text-field';

/**
 * A payout handle input that shows the part the user leaves out ('@', 'paypal.me/') in front
 * of it, so the hint's "without the @ symbol" is visible in the field itself. The frame wears
 * the input's border and focus ring; the input inside is bare.
 */
export function HandleField({
  label,
  error,
  hint,
  prefix,
  ref,
  ...props
}: FieldChrome &
  InputHTMLAttributes<HTMLInputElement> & { prefix: string; ref?: Ref<HTMLInputElement> }) {
  const ids = useFieldIds(undefined, { error, hint });
  const ring = error
    ? 'focus-within:border-suit-red focus-within:ring-2 focus-within:ring-suit-red/25'
    : 'focus-within:border-gold-400 focus-within:ring-2 focus-within:ring-gold-400/30';
  return (
    <FieldFrame {...ids.frame} {...{ label, error, hint }}>
      <div
        className={controlClassName(
          Boolean(error),
          `flex h-12 items-center has-[:disabled]:opacity-60 ${ring}`,
        )}
      >
        <span aria-hidden="true" className="shrink-0 text-fog select-none">
          {prefix}
        </span>
        <input
          ref={ref}
          type="text"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...ids.control}
          className="h-full min-w-0 flex-1 bg-transparent pl-0.5 text-chalk placeholder:text-fog/70 focus:outline-none"
          {...props}
        />
      </div>
    </FieldFrame>
  );
}
