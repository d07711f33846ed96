import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { controlClassName, describedBy, FieldFrame, type FieldChrome } from './text-field';

/**
 * A password input with a show/hide toggle. The toggle is a real button after the input, so
 * keyboard users reach it with Tab; it reports its state with aria-pressed and names the
 * action it will take.
 */
export function PasswordField({
  label,
  error,
  hint,
  describedBy: extraDescription,
  labelAside,
  id: givenId,
  ref,
  className,
  ...props
}: FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <FieldFrame {...{ id, label, error, hint, hintId, errorId, labelAside }}>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error, hint, errorId, hintId, extraDescription)}
          className={controlClassName(Boolean(error), `h-12 pr-14 ${className ?? ''}`)}
          {...props}
        />
        <button
          type="button"
          aria-pressed={visible}
          aria-controls={id}
          aria-label={visible ? 'Hide password' : 'Show password'}
          title={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-1 right-1 grid w-11 place-items-center rounded-lg text-fog transition-colors hover:bg-white/[0.06] hover:text-chalk focus-visible:outline-offset-0"
        >
          <Icon className="size-[1.15rem]" aria-hidden="true" />
        </button>
      </div>
    </FieldFrame>
  );
}
