import type { JoinResponse } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isApiError, NO_RESPONSE_MESSAGE } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { joinPreviewQueryOptions } from '../api/get-join-preview';
import { JoinCancel } from '../components/join-cancel';
import { JoinForm, type JoinProblem } from '../components/join-form';
import { JoinGameDetails } from '../components/join-game-details';
import { JoinCard, JoinLayout } from '../components/join-layout';
import {
  GameCancelledCard,
  GameClosedCard,
  JOIN_PAGE_TEXT,
  JoinedCard,
  JoinLoadFailedCard,
  JoinLoadingCard,
  WrongLinkCard,
} from '../components/join-status-cards';

type Outcome =
  | { kind: 'joined'; result: JoinResponse; email: string }
  | { kind: 'problem'; problem: JoinProblem };

function QuickJoin({ gameSlug, code }: { gameSlug: string; code: string }) {
  const preview = useQuery({ ...joinPreviewQueryOptions(gameSlug, code), enabled: Boolean(code) });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Read once per render: a game whose start has passed is over for the visitor too.
  const [now] = useState(() => Date.now());

  const game = preview.data;
  if (outcome?.kind === 'problem') {
    if (outcome.problem === 'wrong-link') return <WrongLinkCard />;
    if (outcome.problem === 'cancelled') {
      return <GameCancelledCard title={game?.title} clubName={game?.club_name} />;
    }
    return <GameClosedCard title={game?.title} clubName={game?.club_name} />;
  }
  if (!code) return <WrongLinkCard />;
  if (preview.isPending) return <JoinLoadingCard />;
  if (preview.isError) {
    const error = preview.error;
    if (isApiError(error) && error.status === 404) return <WrongLinkCard />;
    const message =
      isApiError(error) && error.isNoResponse ? NO_RESPONSE_MESSAGE : JOIN_PAGE_TEXT.loadFailed;
    return <JoinLoadFailedCard message={message} onRetry={() => void preview.refetch()} />;
  }

  const data = preview.data;
  if (outcome?.kind === 'joined') {
    return (
      <JoinedCard
        result={outcome.result}
        title={data.title}
        clubName={data.club_name}
        email={outcome.email}
      />
    );
  }
  if (data.status === 'cancelled') {
    return <GameCancelledCard title={data.title} clubName={data.club_name} />;
  }
  if (data.status !== 'scheduled' || new Date(data.starts_at).getTime() <= now) {
    return <GameClosedCard title={data.title} clubName={data.club_name} />;
  }

  const full = data.seats_left === 0;
  return (
    <JoinCard
      eyebrow={data.club_name}
      title={data.title}
      description={
        <p>
          {full
            ? 'The game is full. Join the waitlist and we will email you if a seat opens up.'
            : 'Join with your name and email: no account needed.'}
        </p>
      }
    >
      <div className="space-y-7">
        <JoinGameDetails preview={data} />
        <JoinForm
          gameSlug={gameSlug}
          code={code}
          full={full}
          onJoined={(result, email) => setOutcome({ kind: 'joined', result, email })}
          onProblem={(problem) => setOutcome({ kind: 'problem', problem })}
        />
      </div>
    </JoinCard>
  );
}

/**
 * `/game/{gameSlug}/join` (SPEC.md section 2, no login): the share link of a game
 * (`?code=`) lets anyone join by name and email; the mailed confirmation's link
 * (`?cancel=`) gives the seat back. Signed-in users see the same page.
 */
export function JoinPage() {
  const { gameSlug = '' } = useParams();
  const [search] = useSearchParams();
  const code = search.get('code')?.trim() ?? '';
  const cancelToken = search.get('cancel')?.trim() ?? '';
  const preview = useQuery({
    ...joinPreviewQueryOptions(gameSlug, code),
    enabled: Boolean(code) && !cancelToken,
  });
  const title = preview.data?.title;
  usePageTitle(
    cancelToken ? 'Cancel your seat' : title ? `Join ${title}` : 'Join a game',
    'Join a poker game on Felt with your name and email.',
  );
  return (
    <JoinLayout>
      {cancelToken ? (
        <JoinCancel key={cancelToken} gameSlug={gameSlug} token={cancelToken} />
      ) : (
        <QuickJoin key={`${gameSlug} ${code}`} gameSlug={gameSlug} code={code} />
      )}
    </JoinLayout>
  );
}
