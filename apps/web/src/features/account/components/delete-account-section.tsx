import {
  ACCOUNT_DELETE_CONFIRMATION,
  ACCOUNT_MESSAGES,
  MESSAGES,
  ownsClubsErrorSchema,
  type Club,
} from '@felt/contract';
import { CircleCheck, LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ModalDialog } from '../../../components/overlays/modal-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, serverErrorMessage } from '../../../lib/forms/server-errors';
import { clearLocalSession } from '../../../lib/auth/clear-local-session';
import { loadPage } from '../../../lib/page-load';
import { paths } from '../../../lib/paths';
import { useDeleteAccount } from '../api/delete-account';
import { AccountSection } from './account-section';

export const DELETE_ACCOUNT_FAILED = 'Failed to delete your account. Please try again.';
/** Long enough to read that the account is gone before the home page loads. */
export const GOODBYE_DELAY_MS = 1500;

interface BlockingClub {
  slug: string;
  name: string;
  memberCount: number;
}

/** Clubs the user owns with other members in them: the server refuses to delete the account. */
export function blockingClubs(clubs: readonly Club[]): BlockingClub[] {
  return clubs
    .filter((club) => club.role === 'Owner' && club.memberCount > 1)
    .map(({ slug, name, memberCount }) => ({ slug, name, memberCount }));
}

/**
 * The danger zone: deleting the account asks for the password and "DELETE" typed out. An
 * owner of a club with other members must hand it over or delete it first (the server says
 * so with `owns_clubs`, and the club list says it before the user tries).
 */
export function DeleteAccountSection({ clubs }: { clubs: readonly Club[] }) {
  const [open, setOpen] = useState(false);
  const knownBlocking = blockingClubs(clubs);
  return (
    <AccountSection
      id="account-delete"
      title="Delete account"
      tone="danger"
      description={
        <>
          Deleting your account removes your profile, your picture and your sign-ins for good. Clubs
          where you are the only member are deleted with it, with their leagues, seasons and games.
          This cannot be undone.
        </>
      }
    >
      <div className="space-y-5">
        {knownBlocking.length > 0 ? <OwnedClubsNotice clubs={knownBlocking} /> : null}
        <Button variant="danger" onClick={() => setOpen(true)}>
          <Trash2 className="size-4" aria-hidden="true" />
          Delete account
        </Button>
      </div>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </AccountSection>
  );
}

function OwnedClubsNotice({ clubs }: { clubs: readonly BlockingClub[] }) {
  return (
    <Alert tone="info" title={ACCOUNT_MESSAGES.ownsClubs}>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {clubs.map((club) => (
          <li key={club.slug}>
            <strong>{club.name}</strong> ({club.memberCount} members)
          </li>
        ))}
      </ul>
      <p className="mt-2">
        Hand the club to another member or delete it in{' '}
        <Link to={paths.settings.club()} className="font-semibold text-gold-300 underline">
          Club Settings
        </Link>
        , then come back here.
      </p>
    </Alert>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors },
  } = useForm({ defaultValues: { password: '', confirm: '' } });
  const remove = useDeleteAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const [owned, setOwned] = useState<BlockingClub[] | null>(null);
  const [confirm, password] = useWatch({ control, name: ['confirm', 'password'] });
  const confirmed = confirm === ACCOUNT_DELETE_CONFIRMATION;

  const close = () => {
    reset();
    setFailure(null);
    setOwned(null);
    remove.reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setOwned(null);
    try {
      await remove.mutateAsync(values);
      // Not tied to this dialog's life: the page may unmount once the session is gone.
      setTimeout(() => {
        clearLocalSession({ signedOut: true });
        loadPage('/');
      }, GOODBYE_DELAY_MS);
    } catch (error) {
      const body = isApiError(error) ? ownsClubsErrorSchema.safeParse(error.body) : null;
      if (body?.success) {
        setOwned(body.data.clubs);
        return;
      }
      const shown = applyServerErrors(error, setError, ['password', 'confirm']);
      setFailure(serverErrorMessage(shown, DELETE_ACCOUNT_FAILED));
    }
  });

  const done = remove.isSuccess;
  return (
    <ModalDialog
      open={open}
      onClose={close}
      dismissible={!remove.isPending && !done}
      title="Delete your account?"
      description={done ? undefined : 'Everything listed on the page goes, at once and for good.'}
    >
      {done ? (
        <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
          <CircleCheck className="size-10 text-felt-300" aria-hidden="true" />
          <p className="text-base font-medium text-chalk">{ACCOUNT_MESSAGES.deleted}</p>
          <p className="text-sm text-mist">Taking you to the home page...</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Delete account" className="space-y-5">
          {owned ? <OwnedClubsNotice clubs={owned} /> : null}
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password', { required: MESSAGES.required })}
          />
          <TextField
            label={`Type ${ACCOUNT_DELETE_CONFIRMATION} to confirm`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={errors.confirm?.message}
            {...register('confirm', { required: MESSAGES.required })}
          />
          {failure ? <Alert>{failure}</Alert> : null}
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={!confirmed || password === '' || remove.isPending}
            >
              {remove.isPending ? (
                <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
              ) : null}
              {remove.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
