import type { ReactNode } from 'react';

/** The frame of the member screens: heading, a line under it, actions on the right. */
export function MembersLayout({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 2xl:max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-chalk sm:text-3xl">{title}</h1>
          {description ? <p className="mt-1 text-sm text-mist">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

/** A panel of a member screen, with its heading. */
export function MembersCard({
  title,
  titleId,
  description,
  aside,
  children,
  className,
}: {
  title: string;
  titleId: string;
  description?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-white/[0.07] bg-ink-900/70 p-4 shadow-[0_24px_60px_-36px_rgb(0_0_0/0.9)] sm:p-6 ${className ?? ''}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-chalk">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-mist">{description}</p> : null}
        </div>
        {aside ? <div className="shrink-0">{aside}</div> : null}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
