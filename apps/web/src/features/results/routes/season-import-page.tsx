import {
  SEASON_IMPORT_COLUMNS,
  SEASON_IMPORT_MAX_BYTES,
  SEASON_IMPORT_MAX_ROWS,
  SEASON_IMPORT_TEMPLATE,
  SEASON_IMPORT_TEMPLATE_NAME,
  type SeasonImportResponse,
} from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, FileUp, Trophy, Upload } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { leaderboardQueryOptions } from '../api/leaderboard';
import { useImportSeason } from '../api/season-import';
import { SeasonNotFound } from '../components/season-not-found';
import { formatMoney } from '../results-format';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(SEASON_IMPORT_TEMPLATE)}`;
const MAX_MB = SEASON_IMPORT_MAX_BYTES / 1024 / 1024;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">{children}</div>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold text-chalk">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const MATCH_LABEL = {
  email: 'Member, by email',
  name: 'Member, by name',
} as const;

type Answer = SeasonImportResponse;

const PROBLEM_COLUMNS: DataTableColumn<Answer['errors'][number]>[] = [
  { header: 'Line', className: 'tabular-nums', cell: (error) => error.line ?? 'File' },
  { header: 'Problem', className: 'min-w-48 break-words', cell: (error) => error.message },
];

const GAME_COLUMNS: DataTableColumn<Answer['games'][number]>[] = [
  { header: 'Date', className: 'whitespace-nowrap tabular-nums', cell: (game) => game.date },
  { header: 'Game', cell: (game) => game.title },
  { header: 'Players', align: 'right', className: 'tabular-nums', cell: (game) => game.players },
  {
    header: 'Prizes',
    align: 'right',
    className: 'tabular-nums',
    cell: (game) => formatMoney(game.prize_pool_cents),
  },
];

const PLAYER_COLUMNS: DataTableColumn<Answer['players'][number]>[] = [
  { header: 'Player', cell: (player) => player.name },
  {
    header: 'Who',
    cell: (player) =>
      player.matched_by ? (
        MATCH_LABEL[player.matched_by]
      ) : (
        <span className="text-gold-300">New guest</span>
      ),
  },
  { header: 'Games', align: 'right', className: 'tabular-nums', cell: (player) => player.games },
];

const RESULT_COLUMNS: DataTableColumn<Answer['results'][number]>[] = [
  { header: 'Line', className: 'text-mist tabular-nums', cell: (result) => result.line },
  { header: 'Place', className: 'tabular-nums', cell: (result) => result.place },
  { header: 'Player', cell: (result) => result.player },
  { header: 'Rebuys', align: 'right', className: 'tabular-nums', cell: (result) => result.rebuys },
  { header: 'Add-ons', align: 'right', className: 'tabular-nums', cell: (result) => result.addons },
  {
    header: 'Knockouts',
    align: 'right',
    className: 'tabular-nums',
    cell: (result) => result.knockouts,
  },
  {
    header: 'Prize',
    align: 'right',
    className: 'tabular-nums',
    cell: (result) => formatMoney(result.prize_cents),
  },
];

function Preview({ answer }: { answer: SeasonImportResponse }) {
  const members = answer.players.filter((player) => player.status === 'member').length;
  const guests = answer.players.length - members;
  const byGame = new Map<string, SeasonImportResponse['results']>();
  for (const result of answer.results) {
    const key = `${result.date}|${result.game}`;
    byGame.set(key, [...(byGame.get(key) ?? []), result]);
  }
  return (
    <>
      <p className="mt-6 text-sm text-mist" data-testid="import-summary">
        {answer.imported ? 'Imported' : 'Read'} {plural(answer.row_count, 'row')}
        {/* A file with problems in its rows is not planned: '0 games, 0 players' would be wrong. */}
        {answer.error_count > 0 && answer.games.length === 0 ? (
          '.'
        ) : (
          <>
            : {plural(answer.games.length, 'game')}, {plural(answer.players.length, 'player')} (
            {plural(members, 'member')} matched, {plural(guests, 'new guest')}),{' '}
            {plural(answer.results.length, 'result')}.
          </>
        )}
      </p>

      {answer.error_count > 0 ? (
        <Section title="Problems">
          <Alert tone="error" title={`The file has ${plural(answer.error_count, 'problem')}`}>
            Nothing is imported until the file is right: fix these lines in your spreadsheet, save
            it as CSV and choose it again.
            {answer.error_count > answer.errors.length
              ? ` The first ${answer.errors.length} are listed.`
              : ''}
          </Alert>
          <div className="mt-3">
            <DataTable
              label="Problems by line"
              columns={PROBLEM_COLUMNS}
              rows={answer.errors}
              rowKey={(_, index) => index}
            />
          </div>
        </Section>
      ) : null}

      {answer.games.length > 0 ? (
        <Section title={answer.imported ? 'Games imported' : 'Games to create'}>
          <DataTable
            label="Table of games"
            columns={GAME_COLUMNS}
            rows={answer.games}
            rowKey={(game) => `${game.date}|${game.title}`}
          />
        </Section>
      ) : null}

      {answer.players.length > 0 ? (
        <Section title="Players">
          <DataTable
            label="Table of players"
            columns={PLAYER_COLUMNS}
            rows={answer.players}
            rowKey={(player) => `${player.status}|${player.member_slug ?? player.name}`}
          />
        </Section>
      ) : null}

      {answer.results.length > 0 ? (
        <Section title="Results">
          <div className="space-y-2">
            {[...byGame.values()].map((results) => {
              const first = results[0]!;
              return (
                <details
                  key={`${first.date}|${first.game}`}
                  className="rounded-xl bg-white/[0.03] ring-1 ring-white/10"
                >
                  <summary className="cursor-pointer px-4 py-3 text-sm font-medium text-chalk">
                    {first.game} · {first.date} · {plural(results.length, 'player')}
                  </summary>
                  <div className="px-2 pb-3">
                    <DataTable
                      label={`Results of ${first.game} on ${first.date}`}
                      columns={RESULT_COLUMNS}
                      rows={results}
                      rowKey={(result) => result.line}
                      tintedHead={false}
                    />
                  </div>
                </details>
              );
            })}
          </div>
        </Section>
      ) : null}
    </>
  );
}

/**
 * `/app/season/{seasonSlug}/import` (owners and managers; decision 0037): a season's past results
 * from a CSV file. Choosing the file checks it (the server's dry run) and previews what the
 * import creates and every problem by line; Import is offered only for a file without problems,
 * and writes it all or nothing.
 */
export function SeasonImportPage() {
  const { seasonSlug = '' } = useParams();
  const season = useQuery(leaderboardQueryOptions(seasonSlug));
  const title = season.data?.season.title;
  usePageTitle(title ? `Import results · ${title}` : 'Import results');
  const importing = useImportSeason();
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<SeasonImportResponse | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const hintId = useId();

  const send = (chosen: File, dryRun: boolean) => {
    importing.mutate(
      { seasonSlug, file: chosen, dryRun },
      {
        onSuccess: (result) => {
          setAnswer(result);
          if (result.imported) {
            toast.success(
              `Imported ${plural(result.games.length, 'game')} into ${result.season.title}.`,
            );
          }
        },
      },
    );
  };

  const choose = (chosen: File | null) => {
    setAnswer(null);
    importing.reset();
    setFile(chosen);
    if (chosen) send(chosen, true);
  };

  if (season.isError && isApiError(season.error) && season.error.status === 404) {
    return (
      <Frame>
        <SeasonNotFound />
      </Frame>
    );
  }

  const checking = importing.isPending && importing.variables?.dryRun === true;
  const writing = importing.isPending && importing.variables?.dryRun === false;
  const ready =
    answer !== null &&
    !answer.imported &&
    answer.error_count === 0 &&
    answer.results.length > 0 &&
    !importing.isPending;

  return (
    <Frame>
      <ButtonLink to={paths.leaderboard(seasonSlug)} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the leaderboard
      </ButtonLink>
      <header className="mt-4">
        <p className="text-sm font-medium text-gold-300">Import results</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words text-chalk sm:text-3xl">
          {title ? `Import results into ${title}` : 'Import results'}
        </h1>
        <p className="mt-3 max-w-3xl text-mist">
          Bring past games in from a spreadsheet: one row per player per game, with the columns{' '}
          <span className="text-chalk">{SEASON_IMPORT_COLUMNS.join(', ')}</span>. Players are
          matched to the club&apos;s members by email, else by name; anyone else is added as a
          guest. Prizes are in dollars; blank counts are 0.
        </p>
        <a
          href={TEMPLATE_HREF}
          download={SEASON_IMPORT_TEMPLATE_NAME}
          className="mt-3 inline-flex items-center gap-2 text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
        >
          <Download className="size-4" aria-hidden="true" />
          Download the template (CSV)
        </a>
      </header>

      <ErrorAlert
        error={season.isError ? errorText(season.error, 'Could not load the season.') : null}
        onRetry={() => void season.refetch()}
      />

      <div className="mt-8 rounded-2xl bg-white/[0.03] p-5 ring-1 ring-white/10">
        <label htmlFor={fileId} className="block text-sm font-medium text-chalk">
          CSV file
        </label>
        <p id={hintId} className="mt-1 text-sm text-mist">
          At most {MAX_MB} MB and {SEASON_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. The file is
          checked first; nothing is imported until you press Import.
        </p>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
          <input
            ref={inputRef}
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={hintId}
            disabled={writing}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            className="block w-full max-w-full text-sm text-mist file:mr-3 file:rounded-lg file:border-0 file:bg-white/10 file:px-3 file:py-2 file:text-sm file:font-medium file:text-chalk hover:file:bg-white/15"
          />
          {file && answer && !answer.imported ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={importing.isPending}
              onClick={() => send(file, true)}
            >
              <FileUp className="size-4" aria-hidden="true" />
              Check again
            </Button>
          ) : null}
        </div>
        <p role="status" className="mt-3 text-sm text-mist empty:hidden">
          {checking && file ? `Checking ${file.name}…` : ''}
          {writing ? 'Importing…' : ''}
        </p>
        <div className="mt-2">
          <ErrorAlert
            error={
              importing.isError
                ? errorText(importing.error, 'The file could not be checked.')
                : null
            }
            onDismiss={() => importing.reset()}
          />
        </div>
        {answer && !answer.imported ? (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button disabled={!ready} onClick={() => file && send(file, false)}>
              <Upload className="size-4" aria-hidden="true" />
              Import
            </Button>
            <span className="text-sm text-mist">
              {answer.error_count > 0
                ? 'Fix the problems below to import.'
                : `Creates ${plural(answer.games.length, 'game')} and ${plural(
                    answer.players.filter((player) => player.status === 'new_guest').length,
                    'new guest',
                  )}.`}
            </span>
          </div>
        ) : null}
      </div>

      {answer?.imported ? (
        <div className="mt-6">
          <Alert
            tone="success"
            title="Import complete"
            actions={
              <ButtonLink to={paths.leaderboard(seasonSlug)} size="sm">
                <Trophy className="size-4" aria-hidden="true" />
                See the leaderboard
              </ButtonLink>
            }
          >
            {plural(answer.games.length, 'game')} and {plural(answer.results.length, 'result')} are
            recorded, and the season&apos;s standings are updated.
          </Alert>
        </div>
      ) : null}

      {answer ? <Preview answer={answer} /> : null}
    </Frame>
  );
}
