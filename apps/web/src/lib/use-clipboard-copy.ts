import { useCallback, useEffect, useState } from 'react';

export type CopyOutcome = 'copied' | 'failed' | null;

/** How long "Copied" stays said beside the control. */
const SAID_FOR_MS = 4000;

/**
 * Copies text to the clipboard and keeps what happened for the control to say: `copied`, or
 * `failed` where the browser refuses (no permission, an insecure page). The outcome is
 * forgotten after 4 s; a failure is kept with `keepFailure`, for a control that shows the
 * text to copy by hand only then.
 */
export function useClipboardCopy({ keepFailure = false }: { keepFailure?: boolean } = {}) {
  const [outcome, setOutcome] = useState<CopyOutcome>(null);

  useEffect(() => {
    if (outcome === null || (outcome === 'failed' && keepFailure)) return;
    const timer = setTimeout(() => setOutcome(null), SAID_FOR_MS);
    return () => clearTimeout(timer);
  }, [outcome, keepFailure]);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  }, []);
  const forget = useCallback(() => setOutcome(null), []);

  return { outcome, copy, forget };
}
