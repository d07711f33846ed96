import { Check, Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/text-field';
import { useClipboardCopy } from '../../../lib/use-clipboard-copy';

/**
 * A read-only address with a Copy button beside it. The field selects itself when focused, so
 * copying by hand works where the clipboard is refused; "Copied" is announced.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const { outcome: copied, copy } = useClipboardCopy();

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-chalk">
        {label}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={controlClassName(false, 'h-11 min-w-0 flex-1 font-mono text-sm')}
        />
        <Button variant="secondary" onClick={() => void copy(value)} className="shrink-0">
          {copied === 'copied' ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          Copy
        </Button>
      </div>
      <p role="status" className="mt-1.5 min-h-5 text-sm text-mist">
        {copied === 'copied'
          ? 'Copied.'
          : copied === 'failed'
            ? 'Could not copy: select the address and copy it yourself.'
            : ''}
      </p>
    </div>
  );
}
