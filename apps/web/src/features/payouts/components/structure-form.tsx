import { zodResolver } from '@hookform/resolvers/zod';
import { customPayoutPercentagesSchema, type PayoutsResponse } from '@felt/contract';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import type { ErrorText } from '../../../lib/error-text';
import { applyServerErrors, serverErrorText } from '../../../lib/forms/server-errors';
import { useUnsavedChanges } from '../../../lib/forms/unsaved-changes';
import { useSetPayoutStructure } from '../api/payouts-api';
import { ordinal } from '../payout-format';

const formSchema = z.object({ percentages: customPayoutPercentagesSchema });
type FormValues = z.input<typeof formSchema>;

/**
 * A director's call on the night: this game's own percentages per place (the contract's rule:
 * adding up to 100, no place above the one before), or back to the settings' structure.
 */
export function StructureForm({
  gameSlug,
  payouts,
}: {
  gameSlug: string;
  payouts: PayoutsResponse;
}) {
  const save = useSetPayoutStructure(gameSlug);
  const start = payouts.structure.percentages.length > 0 ? payouts.structure.percentages : [100];
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { percentages: [...start] },
  });
  useUnsavedChanges(isDirty);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const percentages = useWatch({ control, name: 'percentages' });
  const sum = percentages.reduce((total, value) => total + (Number(value) || 0), 0);

  const submit = async (next: number[] | null) => {
    setFailure(null);
    setSaved(null);
    try {
      const answer = await save.mutateAsync(next);
      reset({ percentages: [...answer.structure.percentages] });
      setSaved(next === null ? 'The game pays the settings’ structure again.' : 'Payouts saved.');
    } catch (error) {
      const fields = ['percentages', ...percentages.map((_, index) => `percentages.${index}`)];
      setFailure(
        serverErrorText(
          applyServerErrors(error, setError, fields as `percentages.${number}`[]),
          'Could not save the payouts.',
        ),
      );
    }
  };

  const onSubmit = handleSubmit(({ percentages: values }) => submit(values));
  const listError = errors.percentages?.message ?? errors.percentages?.root?.message;
  const pending = isSubmitting || save.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Payouts for this game">
      <p className="text-sm text-mist">
        One percentage of the prize pool per paid place, first place first. The other amounts are
        rounded down to the rounding unit and first place gets the rest.
      </p>
      <ol className="grid gap-3 sm:grid-cols-2">
        {percentages.map((_, index) => (
          <li key={index}>
            <TextField
              label={`${ordinal(index + 1)} place (%)`}
              type="number"
              inputMode="decimal"
              step="0.01"
              min={0}
              max={100}
              error={errors.percentages?.[index]?.message}
              {...register(`percentages.${index}`, { valueAsNumber: true })}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={percentages.length >= 100}
          onClick={() => setValue('percentages', [...percentages, 0], { shouldDirty: true })}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add a place
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={percentages.length <= 1}
          onClick={() => setValue('percentages', percentages.slice(0, -1), { shouldDirty: true })}
        >
          <Minus className="size-4" aria-hidden="true" />
          Remove the last place
        </Button>
        <span className="text-sm text-fog" aria-live="polite">
          Total: {Math.round(sum * 100) / 100}%
        </span>
      </div>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-suit-red">
          {listError}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        {payouts.structure.custom ? (
          <Button variant="ghost" disabled={pending} onClick={() => void submit(null)}>
            Use the settings’ structure
          </Button>
        ) : null}
        <Button type="submit" disabled={pending || !isDirty}>
          {pending ? 'Saving...' : 'Save payouts'}
        </Button>
      </div>
      <ErrorAlert error={failure} />
      {saved ? <Alert tone="success">{saved}</Alert> : null}
    </form>
  );
}
