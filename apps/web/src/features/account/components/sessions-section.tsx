import type { Session } from '@felt/contract';
import { LoaderCircle, LogOut, Monitor, RotateCw, Smartphone } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NO_RESPONSE_MESSAGE, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSessions } from '../api/list-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { dateTimeLabel, lastSeenLabel } from '../session-times';
import { AccountSection } from './account-section';

export const SESSION_MESSAGES = {
  loadFailed: 'Failed to load your sessions. Please try again.',
  revokeFailed: 'Failed to sign out that session. Please try again.',
  revokeOthersFailed: 'Failed to sign out your other sessions. Please try again.',
} as const;

const PHONE = /iPhone|iPad|Android/;

function requestFailure(error: unknown, fallback: string): string {
  if (isApiError(error) && error.isNoResponse) return NO_RESPONSE_MESSAGE;
  return (isApiError(error) ? error.detail : undefined) ?? fallback;
}

/** Where the account is signed in, this device first; sign out any other, or all of them. */
export function SessionsSection({ timeZone }: { timeZone: string }) {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  const onRevokeOthers = async () => {
    try {
      const answer = await revokeOthers.mutateAsync();
      toast.success(answer.detail);
    } catch (error) {
      toast.error(requestFailure(error, SESSION_MESSAGES.revokeOthersFailed));
    }
  };

  const onRevoke = async (session: Session) => {
    try {
      await revoke.mutateAsync(session.id);
      toast.success(`Signed out of ${session.device}.`);
    } catch (error) {
      // Already gone is what was asked for.
      if (isApiError(error) && error.status === 404) return;
      toast.error(requestFailure(error, SESSION_MESSAGES.revokeFailed));
    }
  };

  return (
    <AccountSection
      id="account-sessions"
      title="Active sessions"
      description="The browsers and devices signed in to your account. Sign out any you do not recognise, then change your password."
    >
      {sessions.isPending ? (
        <div role="status" aria-label="Loading sessions" className="space-y-3">
          {[0, 1].map((row) => (
            <div
              key={row}
              className="h-[4.5rem] rounded-xl bg-white/[0.04] motion-safe:animate-pulse"
            />
          ))}
        </div>
      ) : sessions.isError ? (
        <Alert
          actions={
            <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()}>
              <RotateCw className="size-4" aria-hidden="true" />
              Try again
            </Button>
          }
        >
          {SESSION_MESSAGES.loadFailed}
        </Alert>
      ) : (
        <>
          <ul className="divide-y divide-white/[0.06] overflow-hidden rounded-xl border border-white/[0.08] bg-ink-900/60">
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                timeZone={timeZone}
                pending={revoke.isPending && revoke.variables === session.id}
                onRevoke={() => void onRevoke(session)}
              />
            ))}
          </ul>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              disabled={others.length === 0 || revokeOthers.isPending}
              onClick={() => void onRevokeOthers()}
            >
              {revokeOthers.isPending ? (
                <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
              ) : (
                <LogOut className="size-4" aria-hidden="true" />
              )}
              Sign out everywhere else
            </Button>
            {others.length === 0 ? (
              <p className="text-sm text-fog">This is the only device signed in.</p>
            ) : null}
          </div>
        </>
      )}
    </AccountSection>
  );
}

function SessionRow({
  session,
  timeZone,
  pending,
  onRevoke,
}: {
  session: Session;
  timeZone: string;
  pending: boolean;
  onRevoke: () => void;
}) {
  const Icon = PHONE.test(session.device) ? Smartphone : Monitor;
  const lastSeen = dateTimeLabel(session.last_seen_at, timeZone);
  return (
    <li className="flex items-center gap-4 px-4 py-3.5">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-felt-900 text-felt-300 ring-1 ring-felt-600/40">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-chalk">
          {session.device}
          {session.current ? (
            <span className="rounded-full bg-gold-400/15 px-2 py-0.5 text-xs font-semibold text-gold-300 ring-1 ring-gold-400/30">
              This device
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 text-sm text-fog">
          {session.ip ? <span className="font-mono text-[0.8125rem]">{session.ip}</span> : null}
          {session.ip ? <span aria-hidden="true"> · </span> : null}
          <time dateTime={session.last_seen_at} title={lastSeen}>
            {session.current ? 'Active now' : `Last active ${lastSeenLabel(session.last_seen_at)}`}
          </time>
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="ghost"
          size="sm"
          disabled={pending}
          aria-label={`Sign out ${session.device}`}
          onClick={onRevoke}
        >
          {pending ? (
            <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          ) : null}
          Sign out
        </Button>
      )}
    </li>
  );
}
