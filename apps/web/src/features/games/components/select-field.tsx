import type { Ref, SelectHTMLAttributes } from 'react';
import {
  controlClassName,
  FieldFrame,
  useFieldIds,
  type FieldChrome,
} from '../../../components/ui/text-field';

/** A labelled `<select>` in the text fields' frame: hint, error and their descriptions. */
export function SelectField({
  label,
  error,
  hint,
  id: givenId,
  ref,
  className,
  children,
  ...props
}: Omit<FieldChrome, 'describedBy' | 'labelAside'> &
  SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const ids = useFieldIds(givenId, { error, hint });
  return (
    <FieldFrame {...ids.frame} {...{ label, error, hint }}>
      <select
        ref={ref}
        {...ids.control}
        className={controlClassName(Boolean(error), `h-12 pr-10 ${className ?? ''}`)}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
