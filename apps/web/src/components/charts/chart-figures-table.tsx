import type { ReactNode } from 'react';

/**
 * A chart's figures as a table, for whoever cannot or would rather not read the drawing: closed
 * under "The chart's figures as a table", a focusable box (a keyboard can scroll a table wider
 * or longer than it) named `label`, the table captioned `caption` for screen readers. The
 * caller gives the table's head and body. Not printed: the printed chart is enough.
 */
export function ChartFiguresTable({
  label,
  caption,
  children,
}: {
  label: string;
  caption: string;
  children: ReactNode;
}) {
  return (
    <details className="mt-3 text-xs text-mist print:hidden">
      <summary className="-my-3.5 w-fit cursor-pointer rounded py-3.5 text-felt-200 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 sm:my-0 sm:py-0">
        The chart’s figures as a table
      </summary>
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="mt-2 max-h-96 overflow-auto rounded-lg border border-white/10 focus-visible:outline-2 focus-visible:outline-gold-400"
      >
        <table className="w-full border-collapse text-left tabular-nums">
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </details>
  );
}
