import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { controlClassName, FieldFrame, useFieldIds, type FieldChrome } from './text-field';

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
  const ids = useFieldIds(givenId, { error, hint, extraDescription });
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <FieldFrame {...ids.frame} {...{ label, error, hint, labelAside }}>
      <div className="relative">
        <input
          ref={ref}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...ids.control}
          className={controlClassName(Boolean(error), `h-12 pr-14 ${className ?? ''}`)}
          {...props}
        />
        <button
          type="button"
          aria-pressed={visible}
          aria-controls={ids.frame.id}
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
