import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useGameNight } from '../../game-night';
import { payoutKeys } from '../api/payouts-api';

/*
 * What the payouts page takes of the live night, in one module it loads only when needed: the
 * live stream while the game runs, and the state's schema for the director's night query. Both
 * bring the live layer and the domain's game log (~16 kB compressed), which a payouts page's
 * first load does not carry otherwise (issue 20: 250 kB of script for any /app page). One
 * module, so that the live night stays one chunk shared with the play and seating pages.
 */

export { gameNightStateSchema } from '@felt/contract';

/**
 * While the night runs, the payouts page follows its live stream (the play page's one live
 * layer): every command the server confirms (a bust, a rebuy, an add-on, the finish) reads the
 * money and the players left again, on every phone at once.
 */
export function FollowRunningNight({ gameSlug }: { gameSlug: string }) {
  const { version } = useGameNight(gameSlug);
  const client = useQueryClient();
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void client.invalidateQueries({ queryKey: payoutKeys.payouts(gameSlug) });
  }, [client, gameSlug, version]);
  return null;
}
