import type { SettingsField, SettingsResponse, SettingsValues } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Link } from '../../../components/ui/link';
import { errorText } from '../../../lib/error-text';
import { paths } from '../../../lib/paths';
import { formatCents, gameSettingsQueryOptions } from '../../settings';

const chips = (count: number) => `${count.toLocaleString('en-US')} chips`;

export interface GameRule {
  term: string;
  text: string;
}

/**
 * What a player wants to know before the night, in words, from the game's effective settings
 * (the cascade: game, season, league, club): what it costs, what one gets for it, rebuys, the
 * add-on and bounties.
 */
export function gameRules(settings: SettingsResponse): GameRule[] {
  const value = <K extends SettingsField>(field: K) => settings[field].value as SettingsValues[K];
  const buyIn = value('default_buy_in_cents');
  const houseFee = value('house_fee_cents');
  const untilLevel = value('rebuys_allowed_until_level');
  const maxRebuys = value('max_rebuys');
  const addonPrice = value('addon_price_cents');
  const addonChips = value('addon_chips');
  const bounty = value('bounty_cents');

  const rules: GameRule[] = [
    {
      term: 'Buy-in',
      text:
        houseFee > 0
          ? `${formatCents(buyIn)}, of which ${formatCents(houseFee)} is the house fee`
          : buyIn === 0
            ? 'Free'
            : formatCents(buyIn),
    },
    { term: 'Starting stack', text: chips(value('starting_stack')) },
  ];
  rules.push({
    term: 'Rebuys',
    text:
      untilLevel === 0 || maxRebuys === 0
        ? 'No rebuys'
        : `${maxRebuys === 1 ? 'One rebuy' : `Up to ${maxRebuys} rebuys`} of ${formatCents(
            value('rebuy_price_cents'),
          )} for ${chips(value('rebuy_chips'))}, until the end of level ${untilLevel}`,
  });
  rules.push({
    term: 'Add-on',
    text:
      addonPrice === 0 && addonChips === 0
        ? 'No add-on'
        : `${addonPrice === 0 ? 'Free' : formatCents(addonPrice)} for ${chips(addonChips)}`,
  });
  rules.push({
    term: 'Bounty',
    text: bounty === 0 ? 'No bounties' : `${formatCents(bounty)} for each player you knock out`,
  });
  return rules;
}

/**
 * The game's buy-in and rebuy rules on its page; owners and managers (`canManage`) get the way
 * to change them for this game alone.
 */
export function GameRules({ gameSlug, canManage }: { gameSlug: string; canManage: boolean }) {
  const settings = useQuery(gameSettingsQueryOptions(gameSlug));
  return (
    <section
      aria-labelledby="game-rules-heading"
      className="rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="game-rules-heading" className="text-base font-semibold text-chalk">
          Buy-in and rebuys
        </h2>
        {canManage ? (
          <Link
            to={paths.settings.game(gameSlug)}
            className="text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
          >
            Change this game&apos;s rules
          </Link>
        ) : null}
      </div>
      {settings.isPending ? (
        <p role="status" className="mt-3 text-sm text-mist">
          Loading the rules...
        </p>
      ) : settings.isError ? (
        <div className="mt-3">
          <ErrorAlert
            error={errorText(settings.error, "Could not load the game's rules.")}
            onRetry={() => void settings.refetch()}
          />
        </div>
      ) : (
        <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {gameRules(settings.data).map((rule) => (
            <div key={rule.term} className="min-w-0">
              <dt className="text-sm text-mist">{rule.term}</dt>
              <dd className="mt-1 text-[0.9375rem] font-medium break-words text-chalk">
                {rule.text}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
