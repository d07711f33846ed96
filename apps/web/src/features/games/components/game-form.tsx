import { zodResolver } from '@hookform/resolvers/zod';
import { GAME_LIMITS, type BlindSchedule, type Game } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, LoaderCircle, Save } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import type { ErrorText } from '../../../lib/error-text';
import { applyServerErrors, serverErrorText } from '../../../lib/forms/server-errors';
import { useUnsavedChanges } from '../../../lib/forms/unsaved-changes';
import { blindSchedulesQueryOptions } from '../../blind-schedules';
import { useActiveLeague } from '../../leagues';
import { useCreateGame } from '../api/create-game';
import { useUpdateGame } from '../api/update-game';
import {
  emptyGameForm,
  GAME_SERVER_FIELDS,
  gameChanges,
  gameFormSchema,
  gameFormValues,
  type GameFormValues,
  type GameRequest,
} from '../game-form-values';
import { GAME_UI_MESSAGES as M } from '../game-messages';
import { useClubSeasons, type LeagueSeasons } from '../use-club-seasons';
import { useClubTimeZone } from '../use-viewer-time-zone';
import { timeZoneLabel } from '../../../components/ui/time-zone-label';
import { SelectField } from './select-field';

/** "Eastern" for SPEC.md's six, else the place ("London" for Europe/London). */
function zoneName(timeZone: string | undefined): string {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const label = timeZoneLabel(zone);
  return label.includes('/') ? (label.split('/').pop() ?? label) : label;
}

/**
 * The game form of `/app/games/new`, `/app/games/{slug}/edit` and the sidebar's Schedule Game
 * modal: title, date and time on the viewer's clock, season (the club's active one suggested,
 * or none: outside every league), blind structure, seat limit (blank: none), place and notes.
 * It waits for the club's seasons and schedules, so the pickers open on the right choice.
 * Demo sees it read-only.
 */
export function GameForm({
  clubSlug,
  game,
  readOnly = false,
  autoFocus = false,
  onSaved,
  onCancel,
}: {
  clubSlug: string;
  /** The game to change; a new one without. */
  game?: Game;
  readOnly?: boolean;
  /** Puts the cursor in Title once the form is up (the modal, which opens before it loads). */
  autoFocus?: boolean;
  onSaved: (game: Game) => void;
  onCancel?: () => void;
}) {
  const seasons = useClubSeasons(clubSlug);
  const schedules = useQuery(blindSchedulesQueryOptions(clubSlug));
  const { league } = useActiveLeague(clubSlug);

  if (seasons.isError || schedules.isError) {
    return (
      <ErrorAlert
        error={{ message: M.loadChoicesFailed }}
        onRetry={() => {
          seasons.refetch();
          if (schedules.isError) void schedules.refetch();
        }}
      />
    );
  }
  if (seasons.isPending || schedules.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-mist">
        <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
        Loading the form...
      </p>
    );
  }
  return (
    <GameFormFields
      clubSlug={clubSlug}
      game={game}
      readOnly={readOnly}
      autoFocus={autoFocus}
      onSaved={onSaved}
      onCancel={onCancel}
      groups={seasons.groups}
      schedules={schedules.data}
      suggestedSeason={league?.active_season?.slug ?? ''}
    />
  );
}

function GameFormFields({
  clubSlug,
  game,
  readOnly,
  autoFocus,
  onSaved,
  onCancel,
  groups,
  schedules,
  suggestedSeason,
}: {
  clubSlug: string;
  game?: Game;
  readOnly: boolean;
  autoFocus: boolean;
  onSaved: (game: Game) => void;
  onCancel?: () => void;
  groups: readonly LeagueSeasons[];
  schedules: readonly BlindSchedule[];
  suggestedSeason: string;
}) {
  // Entered on the club's clock, where the game is played (decision 0029).
  const timeZone = useClubTimeZone(clubSlug);
  const schema = useMemo(() => gameFormSchema(timeZone), [timeZone]);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<GameFormValues, unknown, GameRequest>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: game ? gameFormValues(game, timeZone) : emptyGameForm(suggestedSeason),
  });
  const create = useCreateGame(clubSlug);
  const update = useUpdateGame(clubSlug);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const fallback = game ? M.saveFailed : M.scheduleFailed;

  useEffect(() => {
    if (autoFocus && !readOnly) setFocus('title');
  }, [autoFocus, readOnly, setFocus]);

  const unsaved = useUnsavedChanges(isDirty && !readOnly);

  const onSubmit = handleSubmit(async (request) => {
    setFailure(null);
    const saved = (result: Game) => {
      unsaved.release();
      onSaved(result);
    };
    try {
      if (!game) {
        saved(await create.mutateAsync(request));
        return;
      }
      const changes = gameChanges(request, game);
      saved(
        Object.keys(changes).length === 0
          ? game
          : await update.mutateAsync({ gameSlug: game.slug, body: changes }),
      );
    } catch (error) {
      // Everything the server said is next to its field: no second message above the buttons.
      setFailure(serverErrorText(applyServerErrors(error, setError, GAME_SERVER_FIELDS), fallback));
    }
  });

  const pending = isSubmitting || create.isPending || update.isPending;
  const seasonChoices = groups.filter((group) => group.seasons.length > 0);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={game ? `Edit ${game.title}` : 'Schedule Game'}
      className="space-y-5"
    >
      {readOnly ? <Alert tone="info">{M.demoReadOnly}</Alert> : null}
      <fieldset disabled={readOnly} className="min-w-0 space-y-5">
        <TextField
          label="Title"
          autoComplete="off"
          maxLength={GAME_LIMITS.titleMaxLength}
          placeholder="Friday Night Hold'em"
          error={errors.title?.message}
          {...register('title')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Date"
            type="date"
            hint={`On the club's clock (${zoneName(timeZone)} time).`}
            error={errors.date?.message}
            {...register('date')}
          />
          <TextField
            label="Start time"
            type="time"
            error={errors.time?.message}
            {...register('time')}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Season"
            hint="Its standings count the game."
            error={errors.season_slug?.message}
            {...register('season_slug')}
          >
            <option value="">No league (a one-off game)</option>
            {seasonChoices.map(({ league, seasons }) => (
              <optgroup key={league.slug} label={league.name}>
                {seasons.map((season) => (
                  <option key={season.slug} value={season.slug}>
                    {season.title}
                    {season.is_active ? ' (active)' : ''}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <SelectField
            label="Blind structure"
            error={errors.blind_schedule_slug?.message}
            {...register('blind_schedule_slug')}
          >
            <option value="">The club's default</option>
            {schedules.map((schedule) => (
              <option key={schedule.slug} value={schedule.slug}>
                {schedule.title}
                {schedule.is_default ? ' (default)' : ''}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <TextField
            label="Max players"
            inputMode="numeric"
            autoComplete="off"
            hint="Blank for no limit; later RSVPs join the waitlist."
            error={errors.max_players?.message}
            {...register('max_players')}
          />
          <TextField
            label="Location"
            autoComplete="off"
            maxLength={GAME_LIMITS.locationMaxLength}
            placeholder="Dana's basement"
            error={errors.location?.message}
            {...register('location')}
          />
        </div>
        <TextAreaField
          label="Notes"
          rows={3}
          className="min-h-24"
          maxLength={GAME_LIMITS.notesMaxLength}
          placeholder="Parking, snacks, house rules..."
          error={errors.notes?.message}
          {...register('notes')}
        />
      </fieldset>
      <ErrorAlert error={failure} onDismiss={() => setFailure(null)} />
      {readOnly ? null : (
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" disabled={pending}>
            {pending ? (
              <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            ) : game ? (
              <Save className="size-4" aria-hidden="true" />
            ) : (
              <CalendarPlus className="size-4" aria-hidden="true" />
            )}
            {pending ? 'Saving...' : game ? 'Save changes' : 'Schedule Game'}
          </Button>
        </div>
      )}
    </form>
  );
}
