import { CircleAlert, CircleCheck, Info, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'success' | 'info';

const TONES: Record<AlertTone, { icon: LucideIcon; box: string; iconColor: string }> = {
  error: {
    icon: CircleAlert,
    box: 'border-suit-red/40 bg-suit-red-deep/15',
    iconColor: 'text-suit-red',
  },
  success: {
    icon: CircleCheck,
    box: 'border-felt-400/35 bg-felt-800/40',
    iconColor: 'text-felt-300',
  },
  info: {
    icon: Info,
    box: 'border-gold-400/30 bg-gold-400/[0.07]',
    iconColor: 'text-gold-300',
  },
};

/**
 * A message box inside a form or page. Errors are announced at once (role="alert"), other
 * tones politely (role="status").
 */
export function Alert({
  tone = 'error',
  title,
  children,
  actions,
  id,
  className,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  id?: string;
  className?: string;
}) {
  const { icon: Icon, box, iconColor } = TONES[tone];
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-xl border px-4 py-3.5 text-sm leading-6 text-chalk ${box} ${className ?? ''}`}
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${iconColor}`} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold text-chalk">{title}</p> : null}
        {children ? (
          <div className={title ? 'mt-1 text-mist [&_strong]:text-chalk' : 'text-chalk'}>
            {children}
          </div>
        ) : null}
        {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
