import type { ReactNode } from 'react';

/** One card of Manage Account: a title, what it is about, and its controls. */
export function AccountSection({
  id,
  title,
  description,
  tone = 'default',
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const frame =
    tone === 'danger'
      ? 'border-suit-red/30 bg-suit-red-deep/[0.06]'
      : 'border-white/[0.08] bg-ink-850/80';
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border p-5 shadow-[0_30px_80px_-50px_rgb(0_0_0/0.9)] sm:p-7 ${frame}`}
    >
      <div className="max-w-2xl">
        <h2
          id={id}
          className={`text-lg font-semibold ${tone === 'danger' ? 'text-suit-red' : 'text-chalk'}`}
        >
          {title}
        </h2>
        <div className="mt-1.5 text-sm leading-6 text-mist">{description}</div>
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
