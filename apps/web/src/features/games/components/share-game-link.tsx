import type { Game } from '@felt/contract';
import { Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNearViewport } from '../../../components/charts/use-near-viewport';
import { paths } from '../../../lib/paths';
import { CopyField } from './copy-field';

/** The game's quick-join address (`/game/{slug}/join?code=...`) on this site. */
export function shareLinkOf(game: Game, origin = window.location.origin): string | null {
  return game.join_code === null ? null : `${origin}${paths.join(game.slug, game.join_code)}`;
}

/** The SVG of a QR code for `text`, or null while it is drawn (the library loads on demand). */
export function useQrCodeSvg(text: string | null): string | null {
  const [drawn, setDrawn] = useState<{ text: string; svg: string } | null>(null);
  useEffect(() => {
    if (text === null) return;
    let current = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((svg) => {
        if (current) setDrawn({ text, svg });
      })
      .catch(() => {
        // The link and its Copy button still work without the picture.
      });
    return () => {
      current = false;
    };
  }, [text]);
  return drawn && drawn.text === text ? drawn.svg : null;
}

/**
 * For owners and managers (only they receive the join code): the link that lets a friend join
 * without an account, to paste in a group chat, and its QR code to show on a phone at the table.
 */
export function ShareGameLink({ game }: { game: Game }) {
  const link = shareLinkOf(game);
  if (link === null || game.status !== 'scheduled') return null;

  return (
    <section
      aria-labelledby="share-link-title"
      className="rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <Share2 className="mt-0.5 size-5 shrink-0 text-felt-300" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="share-link-title" className="text-base font-semibold text-chalk">
            Share link
          </h2>
          <p className="mt-1 text-sm leading-6 text-mist">
            {game.join_enabled
              ? 'Anyone with this link can take a seat without an account: paste it in your group chat, or let a friend scan the code.'
              : 'Joining by link is turned off for this game: the link below does not open it.'}
          </p>
        </div>
      </div>
      {game.join_enabled ? (
        <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <CopyField label="Link to join" value={link} />
          </div>
          <QrCodeBox link={link} title={game.title} />
        </div>
      ) : null}
    </section>
  );
}

/**
 * The join link's QR code. The library that draws it (~9 kB as transferred) is fetched once the
 * box comes within 200 px of the screen: on a phone the box sits below the game page's first
 * screen, which then does not pay for it on its first load (issue 20).
 */
function QrCodeBox({ link, title }: { link: string; title: string }) {
  const [box, near] = useNearViewport<HTMLDivElement>();
  const svg = useQrCodeSvg(near ? link : null);
  return (
    <div
      ref={box}
      className="grid size-40 shrink-0 place-items-center self-center rounded-xl bg-white p-2 sm:self-start"
    >
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={`QR code of the link to join ${title}`}
          width={144}
          height={144}
          className="size-36"
        />
      ) : (
        <span role="status" className="text-center text-xs text-ink-700">
          Drawing the QR code...
        </span>
      )}
    </div>
  );
}
