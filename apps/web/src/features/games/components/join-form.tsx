import { joinRequestSchema, type JoinResponse } from '@felt/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError, NO_RESPONSE_MESSAGE } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useJoinGame } from '../api/join-game';

/** The visitor types a name and an address; the code comes from the link. */
const joinFormSchema = joinRequestSchema.omit({ code: true });
type JoinFormInput = z.input<typeof joinFormSchema>;
type JoinFormValues = z.output<typeof joinFormSchema>;

const FIELDS = ['name', 'email'] as const;

export const JOIN_FAILED = 'Failed to join the game. Please try again.';

/** Why joining stopped making sense: the page swaps the form for the matching card. */
export type JoinProblem = 'wrong-link' | 'cancelled' | 'closed';

/**
 * The page's answer to a refusal: a problem with the link or the game replaces the form;
 * field errors go under their fields (the first one focused); anything else (too many tries,
 * no connection) is one message above the button, in the server's words.
 */
function handleFailure(
  error: unknown,
  setError: UseFormSetError<JoinFormInput>,
  onProblem: (problem: JoinProblem) => void,
) {
  if (!isApiError(error)) {
    setError('root.server', { message: JOIN_FAILED });
    return;
  }
  if (error.isNoResponse) {
    setError('root.server', { message: NO_RESPONSE_MESSAGE });
    return;
  }
  if (error.status === 404) return onProblem('wrong-link');
  if (error.code === 'game_cancelled') return onProblem('cancelled');
  if (error.code === 'registration_closed') return onProblem('closed');
  const shown = applyServerErrors(error, setError, FIELDS);
  if (shown.reason !== undefined || shown.placed.length === 0) {
    setError('root.server', { message: shown.reason ?? JOIN_FAILED });
  }
}

export function JoinForm({
  gameSlug,
  code,
  full,
  onJoined,
  onProblem,
}: {
  gameSlug: string;
  code: string;
  /** No seat left: the button says the visitor joins the waitlist. */
  full: boolean;
  onJoined: (result: JoinResponse, email: string) => void;
  onProblem: (problem: JoinProblem) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<JoinFormInput, unknown, JoinFormValues>({
    resolver: zodResolver(joinFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '' },
  });
  const join = useJoinGame(gameSlug);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await join.mutateAsync({ code, ...values });
      onJoined(result, values.email);
    } catch (error) {
      handleFailure(error, setError, onProblem);
    }
  });

  const pending = join.isPending;
  const label = full ? 'Join the waitlist' : 'Join the game';
  const formError = errors.root?.server?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Join the game" className="space-y-5">
      <TextField
        label="Your name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint="Your confirmation goes here, with a link to cancel."
        error={errors.email?.message}
        {...register('email')}
      />
      {formError ? <Alert>{formError}</Alert> : null}
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? (
          <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
        ) : null}
        {pending ? 'Joining...' : label}
      </Button>
    </form>
  );
}
