import { zodResolver } from '@hookform/resolvers/zod';
import { blindLevelInputSchema } from '@felt/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

/** One length for every playing level, by the level's own rule (whole minutes, 1 to 240). */
const bulkMinutesSchema = z.object({ minutes: blindLevelInputSchema.shape.time_minutes.unwrap() });

/**
 * "Every level's length": sets the minutes of every playing level at once. `apply` saves them
 * and throws what the server refused (the page shows that, as it does for a level).
 */
export function BulkMinutesForm({
  busy,
  apply,
}: {
  busy: boolean;
  apply: (minutes: number) => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ minutes: number }>({ resolver: zodResolver(bulkMinutesSchema) });

  const onSubmit = handleSubmit(async ({ minutes }) => {
    try {
      await apply(minutes);
      reset({ minutes: Number.NaN });
    } catch {
      // The page says what failed; the typed minutes stay for another try.
    }
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-start gap-3" noValidate>
      <div className="w-full max-w-xs">
        <TextField
          label="Every level's length (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.minutes?.message}
          {...register('minutes', { valueAsNumber: true })}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={busy || isSubmitting} className="sm:mt-7">
        Apply to all levels
      </Button>
    </form>
  );
}
