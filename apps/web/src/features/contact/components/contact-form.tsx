import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, LoaderCircle, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { toast } from '../../../lib/toast';
import {
  sendContactMessageInputSchema,
  useSendContactMessage,
  type SendContactMessageInput,
} from '../api/send-contact-message';

const FIELDS = ['name', 'email', 'message'] as const;
type Field = (typeof FIELDS)[number];

const FIELD_LABELS: Record<Field, string> = { name: 'Name', email: 'Email', message: 'Message' };

const GENERIC_FAILURE = 'Failed to send your message. Please try again.';

/**
 * Puts a failed request's errors where the user will look: field errors under their fields,
 * everything else in one form-level message. Returns the text for the toast.
 */
function showFailure(error: unknown, setError: UseFormSetError<SendContactMessageInput>): string {
  const shown = applyServerErrors(error, setError, FIELDS);
  let message = shown.reason;
  if (message === undefined && shown.placed.length === 0) {
    const retryAfter = isApiError(error) ? error.retryAfter : undefined;
    message = retryAfter
      ? `Too many messages. Please try again in ${retryAfter} seconds.`
      : GENERIC_FAILURE;
  }
  if (message) setError('root.server', { type: 'server', message });
  return message ?? 'Please fix the highlighted fields.';
}

function SuccessPanel({ detail, onReset }: { detail: string; onReset: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center py-8 text-center" role="status">
      <span className="grid size-14 place-items-center rounded-full bg-felt-800 text-felt-300 ring-8 ring-felt-900/60">
        <CheckCircle2 className="size-7" aria-hidden="true" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 scroll-mt-28 text-2xl font-semibold tracking-tight text-chalk focus:outline-none"
      >
        Message sent
      </h2>
      <p className="mt-3 max-w-sm text-base leading-7 text-mist">{detail}</p>
      <Button variant="secondary" className="mt-8" onClick={onReset}>
        Send another message
      </Button>
    </div>
  );
}

/** The form itself; `autoFocus` puts the cursor in Name, for "Send another message". */
function ContactMessageForm({
  onSent,
  autoFocus,
}: {
  onSent: (detail: string) => void;
  autoFocus: boolean;
}) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<SendContactMessageInput>({
    resolver: zodResolver(sendContactMessageInputSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', message: '' },
  });
  const sendMessage = useSendContactMessage();

  useEffect(() => {
    if (autoFocus) setFocus('name');
  }, [autoFocus, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await sendMessage.mutateAsync(values);
      // Earlier failures are moot once the message is through.
      toast.dismiss();
      onSent(response.detail);
    } catch (error) {
      toast.error(showFailure(error, setError));
    }
  });

  const pending = sendMessage.isPending;
  const formError = errors.root?.server?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label={FIELD_LABELS.name}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={FIELD_LABELS.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextAreaField
        label={FIELD_LABELS.message}
        rows={6}
        error={errors.message?.message}
        {...register('message')}
      />
      {formError ? (
        <div
          role="alert"
          className="rounded-xl border border-suit-red/40 bg-suit-red-deep/15 px-4 py-3 text-sm text-chalk"
        >
          {formError}
        </div>
      ) : null}
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending ? (
          <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
        ) : (
          <Send className="size-4" aria-hidden="true" />
        )}
        {pending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

/** The contact form, replaced by a confirmation once the message is on its way. */
export function ContactForm() {
  const [sentDetail, setSentDetail] = useState<string | null>(null);
  const [sentBefore, setSentBefore] = useState(false);

  if (sentDetail !== null) {
    return (
      <SuccessPanel
        detail={sentDetail}
        onReset={() => {
          setSentBefore(true);
          setSentDetail(null);
        }}
      />
    );
  }
  return <ContactMessageForm onSent={setSentDetail} autoFocus={sentBefore} />;
}
