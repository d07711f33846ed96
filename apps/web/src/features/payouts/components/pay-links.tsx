import type { PayLinks } from '@felt/contract';
import { ExternalLink } from 'lucide-react';
import { CopyField, useQrCodeSvg } from '../../games';

const SERVICES = [
  { key: 'venmo', name: 'Venmo' },
  { key: 'paypal', name: 'PayPal' },
] as const;

function PayLink({ service, link, who }: { service: string; link: string; who: string }) {
  const svg = useQrCodeSvg(link);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <CopyField label={`${service} link for ${who}`} value={link} />
        <a
          href={link}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-gold-300 hover:text-gold-200"
        >
          Open {service}
          <ExternalLink className="size-4" aria-hidden="true" />
        </a>
      </div>
      <div className="grid size-36 shrink-0 place-items-center self-center rounded-xl bg-white p-2 sm:self-start">
        {svg ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={`QR code of the ${service} link for ${who}`}
            width={128}
            height={128}
            className="size-32"
          />
        ) : (
          <span role="status" className="text-center text-xs text-ink-700">
            Drawing the QR code...
          </span>
        )}
      </div>
    </div>
  );
}

/**
 * The Venmo and PayPal.me links paying a winner (their profile's handles), each with a Copy
 * button and a QR code to scan from the phone that pays.
 */
export function PayLinksPanel({ links, who }: { links: PayLinks; who: string }) {
  return (
    <div className="space-y-5 rounded-xl border border-white/[0.07] bg-ink-950/60 p-4">
      {SERVICES.map(({ key, name }) => {
        const link = links[key];
        return link ? <PayLink key={key} service={name} link={link} who={who} /> : null;
      })}
    </div>
  );
}

export const hasPayLinks = (links: PayLinks) => links.venmo !== null || links.paypal !== null;
