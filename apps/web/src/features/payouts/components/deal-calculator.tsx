import { zodResolver } from '@hookform/resolvers/zod';
import { dealRequestSchema, type DealMethod, type DealResponse } from '@felt/contract';
import { ArrowDown, ArrowUp, Calculator } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import type { ErrorText } from '../../../lib/error-text';
import { applyServerErrors, serverErrorText } from '../../../lib/forms/server-errors';
import { formatCents, parseDollarInput } from '../../settings';
import { useAcceptDeal, useCalculateDeal } from '../api/payouts-api';
import { ordinal } from '../payout-format';

export interface DealPlayer {
  id: string;
  name: string;
}

const PLAY_FOR_MESSAGE = 'Enter an amount in dollars, such as 20 or 12.50.';

const formSchema = z.object({
  chips: z.array(dealRequestSchema.shape.stacks.element.shape.chips),
  play_for: z
    .string()
    .refine((text) => text.trim() === '' || parseDollarInput(text) !== null, PLAY_FOR_MESSAGE),
});
type FormValues = z.input<typeof formSchema>;

const METHOD_NAMES: Record<DealMethod, string> = { icm: 'ICM', chip_chop: 'chip chop' };

/** A calculated deal, with the chip counts it was calculated for and the finishing order. */
interface Quote {
  answer: DealResponse;
  stacks: { entry_id: string; chips: number }[];
  playForCents: number;
  order: string[];
}

/**
 * The deal calculator: the chip counts of the players still in, an optional amount left to
 * play for, then ICM and chip chop side by side (the server's domain functions). Accepting
 * fixes the amounts and the places (by chips, or as the director reorders them) and finishes
 * the night with a deal.
 */
export function DealCalculator({
  gameSlug,
  players,
  finished,
}: {
  gameSlug: string;
  players: DealPlayer[];
  /** The night already finished with a deal: accepting again corrects it. */
  finished: boolean;
}) {
  const calculate = useCalculateDeal(gameSlug);
  const accept = useAcceptDeal(gameSlug);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { chips: players.map(() => Number.NaN), play_for: '' },
  });
  const [quote, setQuote] = useState<Quote | null>(null);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const [confirming, setConfirming] = useState<DealMethod | null>(null);
  const [accepted, setAccepted] = useState<string | null>(null);

  const placeErrors = (error: unknown, fallback: string) => {
    const fields: Record<string, `chips.${number}` | 'play_for'> = { play_for_cents: 'play_for' };
    players.forEach((_, index) => {
      fields[`stacks.${index}.chips`] = `chips.${index}`;
    });
    setFailure(serverErrorText(applyServerErrors(error, setError, fields), fallback));
  };

  const onSubmit = handleSubmit(async ({ chips, play_for }) => {
    setFailure(null);
    setAccepted(null);
    const stacks = players.map((player, index) => ({
      entry_id: player.id,
      chips: chips[index] as number,
    }));
    const playForCents = play_for.trim() === '' ? 0 : (parseDollarInput(play_for) ?? 0);
    try {
      const answer = await calculate.mutateAsync({
        method: 'icm',
        stacks,
        play_for_cents: playForCents,
      });
      const order = [...stacks].sort((a, b) => b.chips - a.chips).map((stack) => stack.entry_id);
      setQuote({ answer, stacks, playForCents, order });
    } catch (error) {
      setQuote(null);
      placeErrors(error, 'Could not calculate the deal.');
    }
  });

  const move = (index: number, by: -1 | 1) => {
    if (!quote) return;
    const order = [...quote.order];
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved as string);
    setQuote({ ...quote, order });
  };

  const confirm = async () => {
    if (!quote || !confirming) return;
    setFailure(null);
    try {
      await accept.mutateAsync({
        method: confirming,
        stacks: quote.stacks,
        play_for_cents: quote.playForCents,
        order: quote.order,
      });
      setAccepted(
        `The ${METHOD_NAMES[confirming]} deal is accepted: the game is finished and the places below are paid.`,
      );
      setQuote(null);
    } catch (error) {
      placeErrors(error, 'Could not accept the deal.');
    } finally {
      setConfirming(null);
    }
  };

  const rowOf = (entryId: string) =>
    quote?.answer.rows.find((row) => row.entry_id === entryId) ?? null;
  const pending = isSubmitting || calculate.isPending;

  return (
    <div className="space-y-5">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Deal calculator">
        <div className="grid gap-3 sm:grid-cols-2">
          {players.map((player, index) => (
            <TextField
              key={player.id}
              label={`${player.name}'s chips`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              error={errors.chips?.[index]?.message}
              {...register(`chips.${index}`, { valueAsNumber: true })}
            />
          ))}
        </div>
        <TextField
          label="Left to play for (optional, $)"
          inputMode="decimal"
          hint="Kept out of the split and paid to first place."
          error={errors.play_for?.message}
          {...register('play_for')}
        />
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={pending}>
            <Calculator className="size-4" aria-hidden="true" />
            {pending ? 'Calculating...' : 'Calculate the deal'}
          </Button>
        </div>
      </form>

      {quote ? (
        <section aria-labelledby="deal-result-title" className="space-y-4">
          <h3 id="deal-result-title" className="text-base font-semibold text-chalk">
            The deal, side by side
          </h3>
          <p className="text-sm text-mist">
            Prizes still in play: {quote.answer.prizes_cents.map(formatCents).join(', ')}
            {quote.playForCents > 0
              ? `; ${formatCents(quote.playForCents)} kept to play for, paid to first place.`
              : '.'}{' '}
            Places follow the chip counts; move a player to change the order.
          </p>
          <div
            className="overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-label="ICM and chip chop amounts"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">ICM and chip chop amounts</caption>
              <thead className="text-xs tracking-wide text-fog uppercase">
                <tr>
                  <th scope="col" className="px-1 py-2 sm:px-2 font-medium">
                    Place
                  </th>
                  <th scope="col" className="px-1 py-2 sm:px-2 font-medium">
                    Player
                  </th>
                  {/* On a phone the chip counts stay in the form above, so the moves fit. */}
                  <th
                    scope="col"
                    className="hidden px-1 py-2 sm:px-2 text-right font-medium sm:table-cell"
                  >
                    Chips
                  </th>
                  <th scope="col" className="px-1 py-2 sm:px-2 text-right font-medium">
                    ICM
                  </th>
                  <th scope="col" className="px-1 py-2 sm:px-2 text-right font-medium">
                    Chip chop
                  </th>
                  <th scope="col" className="px-1 py-2 sm:px-2">
                    <span className="sr-only">Order</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-white/[0.06] text-chalk">
                {quote.order.map((entryId, index) => {
                  const row = rowOf(entryId);
                  if (!row) return null;
                  const bonus = index === 0 ? quote.playForCents : 0;
                  return (
                    <tr key={entryId}>
                      <td className="px-1 py-2 sm:px-2">{ordinal(index + 1)}</td>
                      <td className="px-1 py-2 sm:px-2 font-medium">{row.name}</td>
                      <td className="hidden px-1 py-2 sm:px-2 text-right tabular-nums sm:table-cell">
                        {row.chips.toLocaleString('en-US')}
                      </td>
                      <td className="px-1 py-2 sm:px-2 text-right tabular-nums">
                        {row.icm_cents === null ? '—' : formatCents(row.icm_cents + bonus)}
                      </td>
                      <td className="px-1 py-2 sm:px-2 text-right tabular-nums">
                        {formatCents(row.chip_chop_cents + bonus)}
                      </td>
                      <td className="px-1 py-1 text-right sm:px-2 sm:whitespace-nowrap">
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Move ${row.name} up`}
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                        >
                          <ArrowUp className="size-4" aria-hidden="true" />
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Move ${row.name} down`}
                          disabled={index === quote.order.length - 1}
                          onClick={() => move(index, 1)}
                        >
                          <ArrowDown className="size-4" aria-hidden="true" />
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {quote.answer.icm_unavailable ? (
            <Alert tone="info">{quote.answer.icm_unavailable}</Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button
              variant="secondary"
              disabled={quote.answer.icm_unavailable !== null || accept.isPending}
              onClick={() => setConfirming('icm')}
            >
              Accept ICM
            </Button>
            <Button disabled={accept.isPending} onClick={() => setConfirming('chip_chop')}>
              Accept chip chop
            </Button>
          </div>
        </section>
      ) : null}

      <ErrorAlert error={failure} onDismiss={() => setFailure(null)} />
      {accepted ? <Alert tone="success">{accepted}</Alert> : null}

      <ConfirmDialog
        open={confirming !== null}
        title={`Accept the ${confirming ? METHOD_NAMES[confirming] : ''} deal?`}
        description={
          finished
            ? 'The accepted deal is replaced: its amounts and places change for everyone.'
            : 'The game finishes with this deal: the amounts and places are fixed for everyone.'
        }
        confirmLabel="Accept the deal"
        tone="primary"
        pending={accept.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
