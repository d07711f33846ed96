import { Check, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button';

type Outcome = { kind: 'copied' } | { kind: 'failed'; url: string } | null;

/**
 * Shares an address: the phone's share sheet where the browser has one (`navigator.share`),
 * else the address copied to the clipboard. What happened is said beside the button (a status,
 * announced); where the clipboard is refused too, the address is shown to copy by hand.
 * Closing the share sheet without sharing says nothing.
 */
export function ShareButton({
  url,
  title,
  text,
  variant = 'secondary',
  size = 'sm',
}: {
  url: string;
  title: string;
  text?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (outcome?.kind !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), 4000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const share = async () => {
    setOutcome(null);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The person closed the sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Otherwise (no permission, nothing to share to) the clipboard still works.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({ kind: 'copied' });
    } catch {
      setOutcome({ kind: 'failed', url });
    }
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button variant={variant} size={size} onClick={() => void share()}>
        {outcome?.kind === 'copied' ? (
          <Check className="size-4" aria-hidden="true" />
        ) : (
          <Share2 className="size-4" aria-hidden="true" />
        )}
        Share
      </Button>
      <span role="status" className="text-sm break-all text-mist">
        {outcome?.kind === 'copied'
          ? 'Link copied.'
          : outcome?.kind === 'failed'
            ? `Could not copy the link: ${outcome.url}`
            : ''}
      </span>
    </span>
  );
}
