import { RefreshCw, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { LiveConnection } from './game-night-session';

/** A command confirmed within this long never shows the "Sending" line (no flicker per tap). */
export const SENDING_NOTICE_DELAY_MS = 2_000;

const actions = (count: number) => `${count} ${count === 1 ? 'action' : 'actions'} waiting`;

/**
 * What the banner says: offline, with the commands waiting to be sent, or those still on their
 * way once connected; null when everything is confirmed and the connection is live.
 */
export function offlineBannerText(
  connection: LiveConnection,
  waiting: number,
  slowToConfirm: boolean,
): string | null {
  if (connection === 'offline') return waiting > 0 ? `Offline: ${actions(waiting)}` : 'Offline';
  if (waiting === 0) return null;
  if (connection === 'connecting') return `Connecting: ${actions(waiting)}`;
  return slowToConfirm ? `Sending: ${actions(waiting)}` : null;
}

/**
 * The live screens' connection banner (issue 13): "Offline: 2 actions waiting" while the
 * director's commands wait for the network, gone once all are confirmed and the stream is
 * live. The status region stays in the page so screen readers hear it change.
 */
export function OfflineBanner({
  live,
  className,
}: {
  live: { connection: LiveConnection; pending: readonly unknown[] };
  className?: string;
}) {
  const waiting = live.pending.length;
  const [slow, setSlow] = useState(false);
  const sendingLive = live.connection === 'live' && waiting > 0;
  useEffect(() => {
    if (!sendingLive) return;
    const timer = setTimeout(() => setSlow(true), SENDING_NOTICE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [sendingLive]);

  const text = offlineBannerText(live.connection, waiting, sendingLive && slow);
  const offline = live.connection === 'offline';
  const Icon = offline ? WifiOff : RefreshCw;
  return (
    <div role="status" className={className}>
      {text === null ? null : (
        <p
          className={`flex items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold ${
            offline
              ? 'border-suit-red/40 bg-suit-red-deep/20 text-chalk'
              : 'border-gold-400/30 bg-gold-400/[0.07] text-gold-300'
          }`}
        >
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          {text}
        </p>
      )}
    </div>
  );
}
