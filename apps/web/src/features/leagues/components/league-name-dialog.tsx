import { zodResolver } from '@hookform/resolvers/zod';
import { createLeagueRequestSchema, LEAGUE_LIMITS } from '@felt/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ModalDialog } from '../../../components/overlays/modal-dialog';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import type { ErrorText } from '../../../lib/error-text';
import { applyServerErrors, serverErrorText } from '../../../lib/forms/server-errors';
import { LEAGUE_UI_MESSAGES as M } from '../league-errors';

/**
 * Names a new league or renames one: the contract's rules first, then the server's answer
 * (a field error under the name, a plan limit above it). `save` resolves when saved.
 */
export function LeagueNameDialog({
  open,
  mode,
  initialName = '',
  pending,
  onClose,
  save,
}: {
  open: boolean;
  mode: 'create' | 'rename';
  initialName?: string;
  pending: boolean;
  onClose: () => void;
  save: (name: string) => Promise<unknown>;
}) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      dismissible={!pending}
      title={mode === 'create' ? 'New league' : 'Rename league'}
      description={
        mode === 'create'
          ? 'A league groups seasons and their standings: "Thursday Night", "High Rollers".'
          : undefined
      }
    >
      {/* Remounted on every opening, so it starts from the current name without stale errors. */}
      {open ? (
        <NameForm
          mode={mode}
          initialName={initialName}
          pending={pending}
          onClose={onClose}
          save={save}
        />
      ) : null}
    </ModalDialog>
  );
}

function NameForm({
  mode,
  initialName,
  pending,
  onClose,
  save,
}: {
  mode: 'create' | 'rename';
  initialName: string;
  pending: boolean;
  onClose: () => void;
  save: (name: string) => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(createLeagueRequestSchema),
    defaultValues: { name: initialName },
  });
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const fallback = mode === 'create' ? M.createLeagueFailed : M.renameLeagueFailed;

  const onSubmit = handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      await save(name);
    } catch (error) {
      setFailure(serverErrorText(applyServerErrors(error, setError, ['name']), fallback));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <ErrorAlert error={failure} />
      <TextField
        label="League name"
        maxLength={LEAGUE_LIMITS.nameMaxLength}
        autoComplete="off"
        autoFocus
        error={errors.name?.message}
        placeholder="Thursday Night"
        {...register('name')}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : mode === 'create' ? 'Create league' : 'Save name'}
        </Button>
      </div>
    </form>
  );
}
