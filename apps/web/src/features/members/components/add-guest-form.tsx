import { zodResolver } from '@hookform/resolvers/zod';
import { MEMBER_NAME_MAX_LENGTH, createGuestRequestSchema } from '@felt/contract';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import type { ErrorText } from '../../../lib/error-text';
import { applyServerErrors, serverErrorText } from '../../../lib/forms/server-errors';
import { useAddGuest } from '../api/add-guest';
import { MEMBER_UI_MESSAGES as M } from '../member-messages';
import { MembersCard } from './members-layout';

/** A guest player: a name for the club's games, no account; its owner can claim it later. */
export function AddGuestForm({ clubSlug }: { clubSlug: string }) {
  const add = useAddGuest(clubSlug);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(createGuestRequestSchema),
    defaultValues: { name: '' },
  });
  const [formError, setFormError] = useState<ErrorText | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ name }) => {
    setFormError(null);
    setAdded(null);
    try {
      const guest = await add.mutateAsync(name);
      setAdded(guest.name);
      reset();
    } catch (error) {
      setFormError(serverErrorText(applyServerErrors(error, setError, ['name']), M.addGuestFailed));
    }
  });
  const pending = isSubmitting || add.isPending;

  return (
    <MembersCard
      title="Add a guest player"
      titleId="add-guest-heading"
      description="For a regular without an account. They can claim the profile when they join."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Guest name"
          autoComplete="off"
          maxLength={MEMBER_NAME_MAX_LENGTH}
          error={errors.name?.message}
          placeholder="Doyle B."
          {...register('name')}
        />
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={pending}>
            <UserPlus className="size-4" aria-hidden="true" />
            {pending ? 'Adding...' : 'Add guest'}
          </Button>
        </div>
        <ErrorAlert error={formError} />
        {added ? <Alert tone="success">{M.guestAdded(added)}</Alert> : null}
      </form>
    </MembersCard>
  );
}
