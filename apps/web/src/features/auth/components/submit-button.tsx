import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** The full-width primary button of an account form, with its "...ing" state. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" disabled={pending} className="w-full">
      {pending ? (
        <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
      ) : null}
      {pending ? pendingLabel : children}
    </Button>
  );
}
