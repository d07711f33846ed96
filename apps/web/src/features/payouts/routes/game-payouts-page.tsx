import type { Game, PayoutsResponse } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { clubCan, DEFAULT_ROLE } from '../../../lib/club/club-roles';
import { errorText, type ErrorText } from '../../../lib/error-text';
import { lazyNamed } from '../../../lib/lazy-named';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { BackToGames, GamePageFrame, GameRoute, useGameClub } from '../../games';
import { gameResultsQueryOptions } from '../../results';
import { formatCents } from '../../settings';
import { nightQueryOptions, payoutsQueryOptions, useMarkPaid } from '../api/payouts-api';
import { DealCalculator } from '../components/deal-calculator';
import { OwedTable, type OwedRow } from '../components/owed-table';
import { RecordResults } from '../components/record-results';
import { RecordedPrizes } from '../components/recorded-prizes';
import { StructureForm } from '../components/structure-form';
import { ordinal, percentText, structureName } from '../payout-format';

/* The live layer comes only with a running night (see live/running-night). */
const FollowRunningNight = lazyNamed(() => import('../live/running-night'), 'FollowRunningNight');

/**
 * `/app/game/{gameSlug}/payouts`: the night's money. Everyone in the club sees the places and
 * amounts (live while the game runs), who was paid, and the bounties; owners and managers tick
 * payments, open pay links with a QR code, change the night's percentages and make a deal.
 */
export function GamePayoutsPage() {
  return (
    <GameRoute loading="Loading the payouts...">{(game) => <PayoutsView game={game} />}</GameRoute>
  );
}

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-chalk">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const STATUS_NOTES: Record<PayoutsResponse['game_status'], string> = {
  scheduled: 'The game has not started: the pool fills as players buy in.',
  running: 'Live: the pool and the places change as the night goes on.',
  finished: 'Final.',
  recorded: 'Final: the results are recorded.',
  cancelled: 'This game was cancelled.',
};

/** What the marks say was paid: the places and bounties of the players marked paid. */
function paidSoFar(data: PayoutsResponse): number {
  const places = data.places.filter((place) => place.paid);
  const bounties = data.bounties.filter((bounty) => bounty.paid);
  return [...places, ...bounties].reduce((sum, row) => sum + row.amount_cents, 0);
}

function PayoutsView({ game }: { game: Game }) {
  usePageTitle(`Payouts: ${game.title}`);
  const club = useGameClub(game);
  const role = club?.role ?? DEFAULT_ROLE;
  const director = clubCan(role, 'game:run');
  const payouts = useQuery(payoutsQueryOptions(game.slug));
  // Who is still in, for the deal calculator: read only while a deal can be made or corrected
  // (its schema comes with the live layer, see live/running-night).
  const dealTime =
    payouts.data?.game_status === 'running' ||
    (payouts.data?.game_status === 'finished' && payouts.data.deal !== null);
  const night = useQuery({ ...nightQueryOptions(game.slug), enabled: director && dealTime });
  // Recorded without a night (the game editor, Enter a past game, the season import): the
  // payouts hold no entries, so the page shows the recorded prizes instead of an empty night.
  const enteredAfter = payouts.data?.game_status === 'recorded' && payouts.data.entrants === 0;
  const recorded = useQuery({ ...gameResultsQueryOptions(game.slug), enabled: enteredAfter });
  const mark = useMarkPaid(game.slug);
  const [pendingMark, setPendingMark] = useState<{ entryId: string; paid: boolean } | null>(null);
  const [markFailure, setMarkFailure] = useState<ErrorText | null>(null);

  const onMark = async (entryId: string, paid: boolean) => {
    setMarkFailure(null);
    setPendingMark({ entryId, paid });
    try {
      await mark.mutateAsync({ entryId, paid });
    } catch (error) {
      setMarkFailure(errorText(error, 'Could not change the paid mark.'));
    } finally {
      setPendingMark(null);
    }
  };

  const header = (
    <>
      <BackToGames to={paths.game(game.slug)} label={game.title} />
      <h1 className="mt-4 text-3xl font-semibold tracking-tight text-chalk">Payouts</h1>
    </>
  );
  if (payouts.isPending) {
    return (
      <GamePageFrame>
        {header}
        <p role="status" className="py-6 text-mist">
          Loading the payouts...
        </p>
      </GamePageFrame>
    );
  }
  if (payouts.isError) {
    return (
      <GamePageFrame>
        {header}
        <div className="mt-6">
          <ErrorAlert
            error={errorText(payouts.error, 'Failed to load the payouts.')}
            onRetry={() => void payouts.refetch()}
          />
        </div>
      </GamePageFrame>
    );
  }
  const data = payouts.data;
  const placeRows: OwedRow[] = data.places.map((place) => ({
    key: `place-${place.place}`,
    cells: [
      ordinal(place.place),
      place.name ?? <span className="text-fog">To be decided</span>,
      percentText(place.percent),
    ],
    amount: formatCents(place.amount_cents),
    entryId: place.entry_id,
    who: place.name,
    tickLabel: `Paid: ${place.name ?? 'this player'}, ${ordinal(place.place)} place`,
    payLinks: place.pay_links,
    paid: place.paid,
    paidBy: place.paid_by,
    paidAt: place.paid_at,
  }));
  const bountyRows: OwedRow[] = data.bounties.map((bounty) => ({
    key: `bounty-${bounty.entry_id}`,
    cells: [bounty.name, String(bounty.knockouts)],
    amount: formatCents(bounty.amount_cents),
    entryId: bounty.entry_id,
    who: bounty.name,
    tickLabel: `Paid: ${bounty.name}, bounties`,
    payLinks: bounty.pay_links,
    paid: bounty.paid,
    paidBy: bounty.paid_by,
    paidAt: bounty.paid_at,
  }));
  const stillIn = (night.data?.entries ?? [])
    .filter((entry) => entry.status === 'checked_in' || entry.status === 'seated')
    .map((entry) => ({ id: entry.id, name: entry.name }));
  const dealOpen = director && dealTime && stillIn.length >= 2;
  const closed = data.game_status === 'cancelled' || data.game_status === 'recorded';

  return (
    <GamePageFrame>
      {data.game_status === 'running' ? (
        // It shows nothing: while it loads, the page reads as it is.
        <Suspense fallback={null}>
          <FollowRunningNight gameSlug={game.slug} />
        </Suspense>
      ) : null}
      {header}
      <p className="mt-2 text-mist">{STATUS_NOTES[data.game_status]}</p>
      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {(enteredAfter
          ? recorded.data
            ? [
                ['Prizes', formatCents(recorded.data.prize_pool_cents)],
                ['Entries', String(recorded.data.entrants)],
                [
                  'Places paid',
                  String(recorded.data.results.filter((row) => row.prize_cents > 0).length),
                ],
              ]
            : []
          : [
              ['Prize pool', formatCents(data.prize_pool_cents)],
              ['Entries', String(data.entrants)],
              data.game_status === 'running'
                ? ['Players left', String(data.players_left)]
                : ['Paid so far', formatCents(paidSoFar(data))],
              ['Structure', structureName(data.structure)],
            ]
        ).map(([term, value]) => (
          <div key={term} className="rounded-xl border border-white/[0.07] bg-ink-900/60 p-4">
            <dt className="text-xs tracking-wide text-fog uppercase">{term}</dt>
            <dd className="mt-1 text-lg font-semibold text-chalk">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 space-y-6">
        <Card title="Places" id="places-title">
          {data.deal ? (
            <p className="mb-3 text-sm text-mist">
              Finished with a {data.deal.method === 'icm' ? 'ICM' : 'chip-chop'} deal
              {data.deal.accepted_by ? ` accepted by ${data.deal.accepted_by}` : ''}
              {data.deal.play_for_cents > 0
                ? `, ${formatCents(data.deal.play_for_cents)} played for`
                : ''}
              .
            </p>
          ) : null}
          {enteredAfter ? (
            recorded.isPending ? (
              <p role="status" className="text-mist">
                Loading the recorded prizes...
              </p>
            ) : recorded.isError ? (
              <ErrorAlert
                error={errorText(recorded.error, 'Failed to load the recorded prizes.')}
                onRetry={() => void recorded.refetch()}
              />
            ) : (
              <RecordedPrizes results={recorded.data} />
            )
          ) : placeRows.length === 0 ? (
            <p className="text-mist">
              Nobody has bought in yet: the places appear with the first entry.
            </p>
          ) : (
            <OwedTable
              caption="Paid places"
              columns={['Place', 'Player', 'Share']}
              phoneHidden={[2]}
              rows={placeRows}
              canMark={director && !closed}
              pendingMark={pendingMark}
              onMark={(entryId, paid) => void onMark(entryId, paid)}
            />
          )}
          <div className="mt-3">
            <ErrorAlert error={markFailure} onDismiss={() => setMarkFailure(null)} />
          </div>
        </Card>

        {data.bounty_cents > 0 ? (
          <Card title="Bounties" id="bounties-title">
            <p className="mb-3 text-sm text-mist">
              {formatCents(data.bounty_cents)} per knockout, paid outside the prize pool. A paid
              mark covers all a player is owed: their place and their bounties.
            </p>
            {bountyRows.length === 0 ? (
              <p className="text-mist">No knockouts yet.</p>
            ) : (
              <OwedTable
                caption="Bounties earned"
                columns={['Player', 'Knockouts']}
                rows={bountyRows}
                canMark={director && !closed}
                pendingMark={pendingMark}
                onMark={(entryId, paid) => void onMark(entryId, paid)}
              />
            )}
          </Card>
        ) : null}

        {director && (data.game_status === 'finished' || data.game_status === 'recorded') ? (
          <Card title="Results" id="record-title">
            <RecordResults game={game} recorded={data.game_status === 'recorded'} />
          </Card>
        ) : null}

        {dealOpen ? (
          <Card title="Deal calculator" id="deal-title">
            {data.deal ? (
              <p className="mb-4 text-sm text-mist">
                The night finished with the deal above. To correct it, enter the chip counts and
                accept again: the new deal replaces it.
              </p>
            ) : null}
            <DealCalculator
              key={stillIn.map((player) => player.id).join(',')}
              gameSlug={game.slug}
              players={stillIn}
              finished={data.game_status === 'finished'}
            />
          </Card>
        ) : null}

        {director && !closed && data.deal === null ? (
          <Card title="Payouts for this game" id="structure-title">
            <StructureForm
              key={`${data.structure.custom}-${data.structure.percentages.join(',')}`}
              gameSlug={game.slug}
              payouts={data}
            />
          </Card>
        ) : null}
      </div>
    </GamePageFrame>
  );
}
