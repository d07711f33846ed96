import { createLeagueRequestSchema, LEAGUE_LIMITS } from '@felt/contract';
import { useState, type FormEvent } from 'react';
import { ModalDialog } from '../../../components/overlays/modal-dialog';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import { LEAGUE_UI_MESSAGES as M, writeFailure, type WriteFailure } from '../league-errors';

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
  const [name, setName] = useState(initialName);
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const fallback = mode === 'create' ? M.createLeagueFailed : M.renameLeagueFailed;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createLeagueRequestSchema.safeParse({ name });
    if (!parsed.success) {
      setFailure({ message: null, fields: { name: parsed.error.issues[0]?.message ?? '' } });
      return;
    }
    setFailure(null);
    save(parsed.data.name).catch((error: unknown) =>
      setFailure(writeFailure(error, fallback, { formFields: ['name'] })),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <ErrorAlert error={failure} />
      <TextField
        label="League name"
        name="name"
        value={name}
        maxLength={LEAGUE_LIMITS.nameMaxLength}
        autoComplete="off"
        autoFocus
        onChange={(event) => setName(event.target.value)}
        error={failure?.fields.name}
        placeholder="Thursday Night"
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
