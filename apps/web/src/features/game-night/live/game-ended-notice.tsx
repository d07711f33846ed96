import { CalendarX2 } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../lib/paths';

/**
 * What a night's page shows once the game was cancelled or deleted while it was open (the
 * stream said so, decision 0024): no board and no controls, and the way back to the games.
 */
export function GameEndedNotice({
  title,
  ended,
}: {
  title: string;
  ended: 'cancelled' | 'deleted';
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold text-chalk">{title}</h1>
      <div role="status">
        <EmptyState
          icon={CalendarX2}
          title={ended === 'cancelled' ? 'This game was cancelled.' : 'This game was deleted.'}
          actions={<ButtonLink to={paths.games()}>Back to games</ButtonLink>}
        >
          Nothing more happens on this night.
        </EmptyState>
      </div>
    </div>
  );
}
