import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

const WIDTHS = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * A centered modal: focus is trapped inside and returns where it was on close, Escape and a
 * click outside call `onClose`, and the page behind is inert. Set `dismissible` to false
 * while something must not be interrupted (an upload on its way).
 */
export function ModalDialog({
  open,
  onClose,
  title,
  description,
  children,
  width = 'sm',
  dismissible = true,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  width?: keyof typeof WIDTHS;
  dismissible?: boolean;
}) {
  const close = () => {
    if (dismissible) onClose();
  };
  return (
    <Dialog open={open} onClose={close} className="relative z-60">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-ink-950/75 backdrop-blur-sm transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-3 sm:items-center sm:p-6">
          <DialogPanel
            transition
            className={`relative w-full ${WIDTHS[width]} rounded-2xl border border-white/10 bg-ink-850 shadow-[0_40px_100px_-30px_rgb(0_0_0/0.9)] transition duration-200 ease-out data-closed:translate-y-4 data-closed:opacity-0`}
          >
            <div className="flex items-start justify-between gap-4 px-5 pt-5 sm:px-6 sm:pt-6">
              <div className="min-w-0">
                <DialogTitle className="text-lg font-semibold text-chalk">{title}</DialogTitle>
                {description ? (
                  <Description className="mt-1 text-sm leading-6 text-mist">
                    {description}
                  </Description>
                ) : null}
              </div>
              <button
                type="button"
                onClick={close}
                disabled={!dismissible}
                aria-label="Close"
                className="-m-1.5 grid size-9 shrink-0 place-items-center rounded-lg text-fog transition-colors hover:bg-white/[0.06] hover:text-chalk disabled:opacity-40"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </div>
            <div className="px-5 pt-4 pb-5 sm:px-6 sm:pb-6">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
