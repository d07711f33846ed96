import { CircleDashed, CircleDot, Layers, PenLine, RotateCcw, Undo2 } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlClassName } from '../../../components/ui/text-field';
import type { SourceLabel, SourceTone } from '../settings-sources';

/** The ids a field's parts carry, from its control's id. */
export function rowIds(id: string) {
  return {
    label: `${id}-label`,
    source: `${id}-source`,
    help: `${id}-help`,
    error: `${id}-error`,
  };
}

/** What a control of the row is described by: where its value comes from, then help or error. */
export function rowDescribedBy(id: string, error: string | undefined): string {
  const ids = rowIds(id);
  return `${ids.source} ${error ? ids.error : ids.help}`;
}

export type RowState =
  { kind: 'saved'; source: SourceLabel } | { kind: 'changed' } | { kind: 'reset'; text: string };

const PILL: Record<SourceTone | 'changed' | 'reset', string> = {
  default: 'border-white/10 bg-white/[0.04] text-mist',
  inherited: 'border-felt-400/30 bg-felt-900/70 text-felt-300',
  own: 'border-gold-400/35 bg-gold-400/10 text-gold-200',
  changed: 'border-dashed border-gold-400/60 bg-transparent text-gold-300',
  reset: 'border-dashed border-felt-400/50 bg-transparent text-felt-300',
};

const ICONS = {
  default: CircleDashed,
  inherited: Layers,
  own: PenLine,
  changed: CircleDot,
  reset: Undo2,
};

function SourcePill({ id, state }: { id: string; state: RowState }) {
  const tone = state.kind === 'saved' ? state.source.tone : state.kind;
  const text =
    state.kind === 'saved'
      ? state.source.text
      : state.kind === 'reset'
        ? state.text
        : 'Changed, not saved yet';
  const Icon = ICONS[tone];
  return (
    <span
      id={id}
      className={`inline-flex max-w-full items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium ${PILL[tone]}`}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">{text}</span>
    </span>
  );
}

function RowAction({
  onClick,
  label,
  icon: Icon,
  children,
}: {
  onClick: () => void;
  label: string;
  icon: typeof RotateCcw;
  children: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex h-7 items-center gap-1 rounded-full px-2.5 text-xs font-semibold text-mist transition-colors hover:bg-white/[0.06] hover:text-chalk"
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {children}
    </button>
  );
}

/**
 * One setting: its label, where its value comes from (or that it is changed or reset and not
 * saved yet), the control, and its help or error. `group` labels a set of controls (radio
 * cards, the payout editor) instead of one input.
 */
export function SettingRow({
  id,
  label,
  help,
  state,
  error,
  group = false,
  wide = false,
  onReset,
  onUndo,
  children,
}: {
  id: string;
  label: string;
  help: ReactNode;
  state: RowState;
  error?: string;
  group?: boolean;
  wide?: boolean;
  /** Shown for an override this scope saved: makes the field inherit again on save. */
  onReset?: () => void;
  /** Shown for an unsaved change or reset: back to what is saved. */
  onUndo?: () => void;
  children: ReactNode;
}) {
  const ids = rowIds(id);
  const labelClass = 'block text-sm font-medium text-chalk';
  const labelElement = group ? (
    <span id={ids.label} className={labelClass}>
      {label}
    </span>
  ) : (
    <label id={ids.label} htmlFor={id} className={labelClass}>
      {label}
    </label>
  );
  const status = (
    <>
      <SourcePill id={ids.source} state={state} />
      {onReset || onUndo ? (
        <span className="ml-auto flex gap-1">
          {onUndo ? (
            <RowAction onClick={onUndo} label={`Undo the change to ${label}`} icon={Undo2}>
              Undo
            </RowAction>
          ) : null}
          {onReset ? (
            <RowAction onClick={onReset} label={`Reset ${label}`} icon={RotateCcw}>
              Reset
            </RowAction>
          ) : null}
        </span>
      ) : null}
    </>
  );
  const statusRow = 'flex flex-wrap items-center gap-x-2.5 gap-y-1.5';
  // A wide row has room for its status beside the label; in the two-column grid it goes
  // under the input, so inputs side by side stay level whatever their status says.
  const body = (
    <>
      {wide ? (
        <div className={statusRow}>
          {labelElement}
          {status}
        </div>
      ) : (
        labelElement
      )}
      <div className={wide ? 'mt-3' : 'mt-2'}>{children}</div>
      {wide ? null : <div className={`mt-2 ${statusRow}`}>{status}</div>}
      {error ? (
        <p id={ids.error} className="mt-2 text-sm font-medium text-suit-red">
          {error}
        </p>
      ) : (
        <p id={ids.help} className="mt-1.5 text-sm leading-6 text-fog">
          {help}
        </p>
      )}
    </>
  );
  const span = wide ? 'sm:col-span-2' : '';
  return group ? (
    <div
      role="group"
      aria-labelledby={ids.label}
      aria-describedby={rowDescribedBy(id, error)}
      className={span}
    >
      {body}
    </div>
  ) : (
    <div className={span}>{body}</div>
  );
}

/** A text input with a fixed part before ("$") or after ("chips") what is typed. */
export function AffixInput({
  prefix,
  suffix,
  invalid,
  ...props
}: {
  prefix?: string;
  suffix?: string;
  invalid: boolean;
  ref?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>) {
  const ring = invalid
    ? 'focus-within:border-suit-red focus-within:ring-2 focus-within:ring-suit-red/25'
    : 'focus-within:border-gold-400 focus-within:ring-2 focus-within:ring-gold-400/30';
  return (
    <div
      className={controlClassName(
        invalid,
        `flex h-12 items-center gap-1 has-[:disabled]:opacity-60 ${ring}`,
      )}
    >
      {prefix ? (
        <span aria-hidden="true" className="shrink-0 text-fog select-none">
          {prefix}
        </span>
      ) : null}
      <input
        type="text"
        autoComplete="off"
        aria-invalid={invalid ? true : undefined}
        className="h-full min-w-0 flex-1 bg-transparent text-chalk tabular-nums placeholder:text-fog/70 focus:outline-none disabled:cursor-not-allowed"
        {...props}
      />
      {suffix ? (
        <span aria-hidden="true" className="shrink-0 text-sm text-fog select-none">
          {suffix}
        </span>
      ) : null}
    </div>
  );
}
