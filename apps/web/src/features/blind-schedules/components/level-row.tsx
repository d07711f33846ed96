import type { BlindLevel, BlindLevelInput } from '@felt/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatChips } from '../schedule-format';

type Editable = 'time_minutes' | 'small_blind' | 'big_blind' | 'ante_value';

const COLUMNS: { field: Editable; label: string }[] = [
  { field: 'time_minutes', label: 'Minutes' },
  { field: 'small_blind', label: 'Small blind' },
  { field: 'big_blind', label: 'Big blind' },
  { field: 'ante_value', label: 'Ante' },
];

const INPUT_CLASS =
  'h-10 w-full min-w-[4.5rem] rounded-lg border border-white/10 bg-ink-950/60 px-2.5 text-right text-sm text-chalk tabular-nums hover:border-white/25 focus:border-gold-400/70 disabled:opacity-60';

const ICON_BUTTON =
  'grid size-9 place-items-center rounded-lg text-mist transition-colors hover:bg-white/[0.07] hover:text-chalk disabled:pointer-events-none disabled:opacity-30';

/**
 * One level of the editor's table. Values are edited in place and saved when a field loses
 * focus (or on Enter) if it changed; the row is re-created from the server's answer.
 */
export function LevelRow({
  level,
  canManage,
  busy,
  isFirst,
  isLast,
  onSave,
  onMove,
  onDelete,
}: {
  level: BlindLevel;
  canManage: boolean;
  busy: boolean;
  isFirst: boolean;
  isLast: boolean;
  onSave: (values: BlindLevelInput) => void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}) {
  const [values, setValues] = useState<Record<Editable, string>>({
    time_minutes: String(level.time_minutes),
    small_blind: String(level.small_blind),
    big_blind: String(level.big_blind),
    ante_value: String(level.ante_value),
  });
  const shown = level.is_break ? 'Break' : `Level ${level.level_number}`;
  // Breaks share one label on screen; controls need names that tell them apart.
  const name = level.is_break ? `Break at row ${level.sort_order}` : shown;

  const commit = () => {
    const changed = COLUMNS.some(({ field }) => values[field].trim() !== String(level[field]));
    if (!changed) return;
    const number = (field: Editable) => Number(values[field].trim() || Number.NaN);
    onSave({
      time_minutes: number('time_minutes'),
      small_blind: level.is_break ? 0 : number('small_blind'),
      big_blind: level.is_break ? 0 : number('big_blind'),
      ante_value: level.is_break ? 0 : number('ante_value'),
      is_break: level.is_break,
    });
  };

  return (
    <tr className={`border-t border-white/[0.06] ${level.is_break ? 'bg-gold-400/[0.05]' : ''}`}>
      <th
        scope="row"
        className={`px-3 py-2 text-left text-sm font-semibold whitespace-nowrap ${level.is_break ? 'text-gold-300' : 'text-chalk'}`}
      >
        {shown}
      </th>
      {COLUMNS.map(({ field, label }) => {
        const hidden = level.is_break && field !== 'time_minutes';
        if (hidden) {
          return (
            <td key={field} className="px-2 py-2 text-right text-fog">
              <span className="sr-only">No {label.toLowerCase()}</span>
              <span aria-hidden="true">—</span>
            </td>
          );
        }
        return (
          <td key={field} className="px-2 py-2 text-right">
            {canManage ? (
              <input
                type="number"
                inputMode="numeric"
                min={field === 'time_minutes' ? 1 : 0}
                aria-label={`${name} ${label.toLowerCase()}`}
                className={INPUT_CLASS}
                value={values[field]}
                disabled={busy}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field]: event.target.value }))
                }
                onBlur={commit}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') commit();
                }}
              />
            ) : (
              <span className="text-sm text-chalk tabular-nums">{formatChips(level[field])}</span>
            )}
          </td>
        );
      })}
      {canManage ? (
        <td className="px-2 py-2">
          <div className="flex justify-end gap-0.5">
            <button
              type="button"
              className={ICON_BUTTON}
              aria-label={`Move ${name} up`}
              disabled={busy || isFirst}
              onClick={() => onMove(-1)}
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={ICON_BUTTON}
              aria-label={`Move ${name} down`}
              disabled={busy || isLast}
              onClick={() => onMove(1)}
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${ICON_BUTTON} hover:text-suit-red`}
              aria-label={`Delete ${name}`}
              disabled={busy}
              onClick={onDelete}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </div>
        </td>
      ) : null}
    </tr>
  );
}
