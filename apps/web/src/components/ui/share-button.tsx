import { Check, Share2 } from 'lucide-react';
import { useClipboardCopy } from '../../lib/use-clipboard-copy';
import { Button, type ButtonSize, type ButtonVariant } from './button';

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
  // A failure is kept: the address to copy by hand stays until the next try.
  const { outcome, copy, forget } = useClipboardCopy({ keepFailure: true });

  const share = async () => {
    forget();
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
    await copy(url);
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button variant={variant} size={size} onClick={() => void share()}>
        {outcome === 'copied' ? (
          <Check className="size-4" aria-hidden="true" />
        ) : (
          <Share2 className="size-4" aria-hidden="true" />
        )}
        Share
      </Button>
      <span role="status" className="text-sm break-all text-mist">
        {outcome === 'copied'
          ? 'Link copied.'
          : outcome === 'failed'
            ? `Could not copy the link: ${url}`
            : ''}
      </span>
    </span>
  );
}
