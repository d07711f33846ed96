import type { GameResultsResponse } from '@felt/contract';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatCents } from '../../settings';
import { ordinal } from '../payout-format';

const COLUMNS: DataTableColumn<GameResultsResponse['results'][number]>[] = [
  { header: 'Place', cell: (row) => ordinal(row.place) },
  { header: 'Player', cell: (row) => row.name },
  {
    header: 'Prize',
    align: 'right',
    className: 'font-semibold tabular-nums',
    cell: (row) => formatCents(row.prize_cents),
  },
];

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
        <DataTable
          label="Recorded prizes"
          caption="Recorded prizes"
          look="ruled"
          columns={COLUMNS}
          rows={paid}
          rowKey={(row) => `${row.place}-${row.name}`}
        />
      )}
    </>
  );
}
