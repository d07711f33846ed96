import { DEFAULT_BLIND_SCHEDULE_SOUNDS } from '@felt/contract';
import {
  BREAK_MINUTES,
  DEFAULT_WIZARD_INPUT,
  generateBlindStructure,
  type BlindLevelValues,
} from '@felt/domain';

export interface StarterSchedule {
  title: string;
  isDefault: boolean;
  warningSeconds: number;
  alertSeconds: number;
  beepSeconds: number;
  levels: BlindLevelValues[];
}

const TURBO_LEVEL_MINUTES = 10;
const turboLevel = (smallBlind: number): BlindLevelValues => ({
  is_break: false,
  time_minutes: TURBO_LEVEL_MINUTES,
  small_blind: smallBlind,
  big_blind: smallBlind * 2,
  ante_value: 0,
});
const turboBreak: BlindLevelValues = {
  is_break: true,
  time_minutes: BREAK_MINUTES,
  small_blind: 0,
  big_blind: 0,
  ante_value: 0,
};

/**
 * The two schedules every new club starts with, so the clock works on day one: the wizard's
 * defaults (3 hours, balanced, 5,000 chips) as the default, and a classic two-hour turbo with
 * 10-minute levels on the same chips (the wizard's own "fast, 2 hours" keeps 15-minute levels
 * and ends in jumps, which is not what players call a turbo).
 */
export function starterSchedules(): StarterSchedule[] {
  return [
    {
      title: 'Standard',
      isDefault: true,
      warningSeconds: DEFAULT_BLIND_SCHEDULE_SOUNDS.warning_seconds,
      alertSeconds: DEFAULT_BLIND_SCHEDULE_SOUNDS.alert_seconds,
      beepSeconds: DEFAULT_BLIND_SCHEDULE_SOUNDS.beep_seconds,
      levels: generateBlindStructure(DEFAULT_WIZARD_INPUT).map(
        ({ is_break, time_minutes, small_blind, big_blind, ante_value }) => ({
          is_break,
          time_minutes,
          small_blind,
          big_blind,
          ante_value,
        }),
      ),
    },
    {
      title: 'Turbo',
      isDefault: false,
      // Shorter levels, so a shorter warning.
      warningSeconds: 30,
      alertSeconds: 10,
      beepSeconds: 5,
      levels: [
        ...[100, 200, 300, 400, 500, 600].map(turboLevel),
        turboBreak,
        ...[800, 1000, 1500, 2000, 3000, 4000].map(turboLevel),
      ],
    },
  ];
}
