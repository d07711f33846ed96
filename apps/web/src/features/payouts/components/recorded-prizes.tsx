import type { GameResultsResponse } from '@felt/contract';
import { formatCents } from '../../settings';
import { ordinal } from '../payout-format';

/**
 * The prizes of a game whose results were entered after it (the game editor, Enter a past game,
 * the season import) rather than run on Game night: the payouts keep no buy-ins, places or paid
 * marks for such a game, so its recorded prizes stand in for them.
 */
export function RecordedPrizes({ results }: { results: GameResultsResponse }) {
  const paid = results.results.filter((row) => row.prize_cents > 0);
  return (
    <>
      <p className="mb-3 text-sm text-mist">
        The results of this game were entered after it was played, not run on Game night, so there
        are no buy-ins or paid marks to show: these are the prizes as recorded.
      </p>
      {paid.length === 0 ? (
        <p className="text-mist">No prizes were recorded for this game.</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Recorded prizes">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Recorded prizes</caption>
            <thead className="text-xs tracking-wide text-fog uppercase">
              <tr>
                <th scope="col" className="px-2 py-2 font-medium">
                  Place
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Player
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Prize
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/[0.06]">
              {paid.map((row) => (
                <tr key={`${row.place}-${row.name}`} className="text-chalk">
                  <td className="px-2 py-3">{ordinal(row.place)}</td>
                  <td className="px-2 py-3">{row.name}</td>
                  <td className="px-2 py-3 text-right font-semibold tabular-nums">
                    {formatCents(row.prize_cents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
