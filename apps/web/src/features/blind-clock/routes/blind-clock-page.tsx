import { DEFAULT_BLIND_SCHEDULE_SOUNDS, BLIND_SCHEDULE_UI_MESSAGES } from '@felt/contract';
import { DEFAULT_WIZARD_INPUT, generateBlindStructure } from '@felt/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { useSelectedClub } from '../../../lib/club/use-selected-club';
import { usePageTitle } from '../../../lib/page-title';
// The clock reads the same cached list as the schedules screens.
import { blindSchedulesQueryOptions } from '../../blind-schedules';
import { createAudioCues, type AudioContextFactory, type ClockSounds } from '../audio-cues';
import type { ClockLevel } from '../clock-format';
import { BlindClock } from '../components/blind-clock';

const WIZARD_CHOICE = 'wizard-default';

interface ClockChoice {
  key: string;
  title: string;
  levels: readonly ClockLevel[];
  sounds: ClockSounds;
}

/**
 * `/app/tools/clock` (any of the selected club's schedules, or the wizard's default structure)
 * and `/app/tools/clock/clubs/:slug` (that club's schedules, its default first). Anyone in the
 * club may run it: the clock is this screen's own.
 */
export function BlindClockPage({ audioFactory }: { audioFactory?: AudioContextFactory } = {}) {
  usePageTitle('Blind Clock');
  const { slug: scopedSlug } = useParams();
  const { club } = useSelectedClub();
  const clubSlug = scopedSlug ?? club?.slug ?? null;
  const [audio] = useState(() => createAudioCues(audioFactory));
  const [searchParams] = useSearchParams();
  const linked = searchParams.get('schedule');
  const [picked, setPicked] = useState<string | null>(null);
  const selectId = useId();

  const schedules = useQuery({
    ...blindSchedulesQueryOptions(clubSlug ?? ''),
    enabled: clubSlug !== null,
  });

  const wizardChoice = useMemo<ClockChoice>(
    () => ({
      key: WIZARD_CHOICE,
      title: 'Standard structure (wizard defaults)',
      levels: generateBlindStructure({ ...DEFAULT_WIZARD_INPUT }),
      sounds: DEFAULT_BLIND_SCHEDULE_SOUNDS,
    }),
    [],
  );

  const choices = useMemo<ClockChoice[]>(() => {
    const fromClub = (schedules.data ?? []).map((schedule) => ({
      key: `${clubSlug}.${schedule.slug}`,
      title: schedule.title,
      levels: schedule.levels,
      sounds: schedule,
    }));
    return scopedSlug ? fromClub : [...fromClub, wizardChoice];
  }, [schedules.data, clubSlug, scopedSlug, wizardChoice]);

  const defaultKey = (() => {
    const byDefault = schedules.data?.find((schedule) => schedule.is_default);
    return byDefault ? `${clubSlug}.${byDefault.slug}` : choices[0]?.key;
  })();
  // A card's "Clock" link names its schedule; otherwise the club's default comes first.
  const wanted = picked ?? (linked && clubSlug ? `${clubSlug}.${linked}` : defaultKey);
  const current = choices.find((choice) => choice.key === wanted) ?? choices[0];

  if (scopedSlug && schedules.isPending) {
    return <p className="p-8 text-center text-mist">Loading schedules...</p>;
  }
  if (scopedSlug && schedules.isError) {
    return (
      <div className="p-6">
        <Alert>{BLIND_SCHEDULE_UI_MESSAGES.loadFailed}</Alert>
      </div>
    );
  }
  if (!current) {
    return (
      <div className="p-6">
        <Alert tone="info">This club has no blind schedules yet.</Alert>
      </div>
    );
  }

  const picker = (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-medium text-mist">
        Schedule
      </label>
      <select
        id={selectId}
        value={current.key}
        onChange={(event) => setPicked(event.target.value)}
        className="h-10 max-w-[16rem] rounded-lg border border-white/15 bg-ink-900 px-3 text-sm text-chalk"
      >
        {choices.map((choice) => (
          <option key={choice.key} value={choice.key}>
            {choice.title}
          </option>
        ))}
      </select>
      {/* Issue 19 item 7: until the live night's shared clock, say what this one is. */}
      <p className="text-xs text-fog">Runs on this screen only.</p>
    </div>
  );

  return (
    <>
      {schedules.isError ? (
        <div className="px-4 pt-4 sm:px-8">
          <Alert>{BLIND_SCHEDULE_UI_MESSAGES.loadFailed}</Alert>
        </div>
      ) : null}
      <BlindClock
        key={current.key}
        scheduleKey={current.key}
        title={current.title}
        levels={current.levels}
        sounds={current.sounds}
        audio={audio}
        toolbar={picker}
      />
    </>
  );
}
