import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/**
 * A titled card of the dashboards (the club's and a league's). `fill` stretches the body to the
 * card's height, so an empty state lines up with the cards beside it in a grid row.
 */
export function DashboardCard({
  title,
  icon: Icon,
  children,
  className,
  fill = false,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
  fill?: boolean;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 shadow-[0_24px_60px_-36px_rgb(0_0_0/0.9)] sm:p-6${fill ? ' flex flex-col' : ''} ${className ?? ''}`}
    >
      <h2
        id={headingId}
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-mist"
      >
        <Icon className="size-4 text-gold-300" aria-hidden="true" />
        {title}
      </h2>
      <div className={fill ? 'mt-4 flex flex-1 flex-col' : 'mt-4'}>{children}</div>
    </section>
  );
}
