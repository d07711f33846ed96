import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** A card of the league dashboard, in the dashboard's visual language. */
export function DashboardPanel({
  title,
  icon: Icon,
  children,
  className,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 shadow-[0_24px_60px_-36px_rgb(0_0_0/0.9)] sm:p-6 ${className ?? ''}`}
    >
      <h2
        id={headingId}
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-mist"
      >
        <Icon className="size-4 text-gold-300" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-4 flex flex-1 flex-col">{children}</div>
    </section>
  );
}
