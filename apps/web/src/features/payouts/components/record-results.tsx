import type { Game } from '@felt/contract';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { errorText, type ErrorText } from '../../../lib/error-text';
import { paths } from '../../../lib/paths';
import { useRecordGame } from '../api/payouts-api';

/**
 * The night's last step for a director (decision 0028): record the finished game, which makes
 * its places, prizes, knockouts and points the season's results, stores the standings and mails
 * every player. Once recorded, the way to the leaderboard (for a league's game) and the final
 * table.
 */
export function RecordResults({ game, recorded }: { game: Game; recorded: boolean }) {
  const record = useRecordGame(game.slug, game.season_slug);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<ErrorText | null>(null);

  const onConfirm = async () => {
    setFailure(null);
    try {
      await record.mutateAsync();
    } catch (error) {
      setFailure(errorText(error, 'Could not record the results.'));
    } finally {
      setConfirming(false);
    }
  };

  if (recorded) {
    return (
      <Alert tone="success" title="The results are recorded">
        <p>The season&apos;s standings are updated and every player has their result by mail.</p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {game.league_slug ? (
            <Link
              to={paths.leaderboard(game.season_slug)}
              className="font-medium text-gold-300 underline-offset-4 hover:underline"
            >
              See the leaderboard
            </Link>
          ) : null}
          <Link
            to={paths.game(game.slug)}
            className="font-medium text-gold-300 underline-offset-4 hover:underline"
          >
            See the final table
          </Link>
        </p>
      </Alert>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-mist">
        Recording makes tonight&apos;s places, prizes, knockouts and points the season&apos;s
        results, updates the standings and mails every player their result. Tick who was paid first:
        the paid marks are final once the game is recorded.
      </p>
      <Button onClick={() => setConfirming(true)} disabled={record.isPending}>
        <Trophy className="size-4" aria-hidden="true" />
        Record the results
      </Button>
      <ErrorAlert error={failure} onDismiss={() => setFailure(null)} />
      <ConfirmDialog
        open={confirming}
        tone="primary"
        title="Record the results?"
        description="The standings change for everyone and every player gets their result by mail. A result can be corrected later in the game editor."
        confirmLabel="Record the results"
        pending={record.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
