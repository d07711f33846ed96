import { zodResolver } from '@hookform/resolvers/zod';
import { GAME_LIMITS, guestEntryRequestSchema, type Game } from '@felt/contract';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import type { ErrorText } from '../../../lib/error-text';
import { applyServerErrors, serverErrorText } from '../../../lib/forms/server-errors';
import { useCreateEntry } from '../api/create-entry';
import { GAME_UI_MESSAGES as M } from '../game-messages';

/** The registration desk's "Add a guest": someone without an account joins the game by name. */
export function DeskAddGuest({ game, onAdded }: { game: Game; onAdded: (notice: string) => void }) {
  const add = useCreateEntry(game.club_slug, game.slug);
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(guestEntryRequestSchema),
    defaultValues: { guest_name: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const entry = await add.mutateAsync(body);
      reset();
      onAdded(M.added(entry.name, entry.waitlist_position));
    } catch (error) {
      setFailure(serverErrorText(applyServerErrors(error, setError, ['guest_name']), M.addFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label="Guest name"
        autoComplete="off"
        maxLength={GAME_LIMITS.nameMaxLength}
        placeholder="Walk-in Wally"
        hint="Someone without an account; they become a guest player of the club."
        error={errors.guest_name?.message}
        {...register('guest_name')}
      />
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          <UserPlus className="size-4" aria-hidden="true" />
          {add.isPending ? 'Adding...' : 'Add guest'}
        </Button>
      </div>
      {failure ? <ErrorAlert error={failure} onDismiss={() => setFailure(null)} /> : null}
    </form>
  );
}
