import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a section will hold once there is something to show, and how to get there. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  actions,
  compact = false,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  compact?: boolean;
}) {
  return (
    <div
      className={`flex flex-1 flex-col items-center justify-center rounded-xl border border-dashed border-white/12 bg-white/[0.015] text-center ${compact ? 'px-4 py-6' : 'px-5 py-10 sm:px-8'}`}
    >
      <span className="grid size-11 place-items-center rounded-full bg-felt-900 ring-1 ring-felt-700">
        <Icon className="size-5 text-felt-300" aria-hidden="true" />
      </span>
      <p className="mt-3 font-semibold text-chalk">{title}</p>
      <div className="mt-1.5 max-w-md text-sm leading-6 text-mist">{children}</div>
      {actions ? <div className="mt-5 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
