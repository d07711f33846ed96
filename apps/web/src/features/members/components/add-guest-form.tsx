import {
  MEMBER_NAME_MAX_LENGTH,
  createGuestRequestSchema,
  toFieldErrors,
  type FieldErrors,
} from '@felt/contract';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import { errorText, type ErrorText } from '../../../lib/error-text';
import { useAddGuest } from '../api/add-guest';
import { firstError, serverFieldErrors } from '../member-errors';
import { MEMBER_UI_MESSAGES as M } from '../member-messages';
import { MembersCard } from './members-layout';

/** A guest player: a name for the club's games, no account; its owner can claim it later. */
export function AddGuestForm({ clubSlug }: { clubSlug: string }) {
  const add = useAddGuest(clubSlug);
  const [name, setName] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<ErrorText | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setAdded(null);
    const parsed = createGuestRequestSchema.safeParse({ name });
    if (!parsed.success) {
      setFieldErrors(toFieldErrors(parsed.error));
      return;
    }
    setFieldErrors({});
    add.mutate(parsed.data.name, {
      onSuccess: (guest) => {
        setAdded(guest.name);
        setName('');
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setFieldErrors(fields);
        if (!fields.name) setFormError(errorText(error, M.addGuestFailed, ['name']));
      },
    });
  };

  return (
    <MembersCard
      title="Add a guest player"
      titleId="add-guest-heading"
      description="For a regular without an account. They can claim the profile when they join."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Guest name"
          name="name"
          autoComplete="off"
          value={name}
          maxLength={MEMBER_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          error={firstError(fieldErrors, 'name')}
          placeholder="Doyle B."
        />
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={add.isPending}>
            <UserPlus className="size-4" aria-hidden="true" />
            {add.isPending ? 'Adding...' : 'Add guest'}
          </Button>
        </div>
        <ErrorAlert error={formError} />
        {added ? <Alert tone="success">{M.guestAdded(added)}</Alert> : null}
      </form>
    </MembersCard>
  );
}
