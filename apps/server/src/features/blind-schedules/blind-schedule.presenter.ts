import type { BlindLevel, BlindSchedule } from '@felt/contract';
import { blindScheduleTotals } from '@felt/domain';
import type { BlindLevelRow, BlindScheduleRow } from '../../db/schema';

export function presentBlindLevel(row: BlindLevelRow): BlindLevel {
  return {
    id: row.id,
    slug: row.slug,
    time_minutes: row.time_minutes,
    small_blind: row.small_blind,
    big_blind: row.big_blind,
    ante_value: row.ante_value,
    is_break: row.is_break === 1,
    level_number: row.level_number,
    sort_order: row.sort_order,
  };
}

/** `levels`: the schedule's rows in play order. */
export function presentBlindSchedule(
  row: BlindScheduleRow,
  levels: readonly BlindLevelRow[],
): BlindSchedule {
  const presented = levels.map(presentBlindLevel);
  const totals = blindScheduleTotals(presented);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    is_default: row.is_default === 1,
    warning_seconds: row.warning_seconds,
    alert_seconds: row.alert_seconds,
    beep_seconds: row.beep_seconds,
    levels: presented,
    level_count: totals.levelCount,
    break_count: totals.breakCount,
    total_minutes: totals.totalMinutes,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
