import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A panel sliding in from the right edge, full height, the whole width on a phone, under a
 * fixed header. The children fill the rest as a flex column and scroll themselves, so a
 * form can keep its buttons in a footer that stays in reach (SideSheetBody, SideSheetFooter).
 * A dialog like ModalDialog: focus trapped, Escape and a click outside call `onClose`.
 */
export function SideSheet({
  open,
  onClose,
  title,
  children,
  dismissible = true,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  dismissible?: boolean;
}) {
  const close = () => {
    if (dismissible) onClose();
  };
  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-ink-950/70 backdrop-blur-[2px] transition-opacity duration-300 data-closed:opacity-0"
      />
      <div className="fixed inset-0 overflow-hidden">
        <div className="pointer-events-none fixed inset-y-0 right-0 flex max-w-full sm:pl-10">
          <DialogPanel
            transition
            className="pointer-events-auto flex h-dvh w-screen max-w-lg flex-col border-l border-white/10 bg-ink-900 shadow-[0_0_80px_-20px_rgb(0_0_0/0.9)] transition duration-300 ease-out data-closed:translate-x-full motion-reduce:transition-none"
          >
            <div className="flex items-center justify-between gap-4 border-b border-white/[0.07] px-5 py-4 sm:px-6">
              <DialogTitle className="text-lg font-semibold text-chalk">{title}</DialogTitle>
              <button
                type="button"
                onClick={close}
                disabled={!dismissible}
                aria-label="Close panel"
                className="-m-1.5 grid size-9 place-items-center rounded-lg text-fog transition-colors hover:bg-white/[0.06] hover:text-chalk disabled:opacity-40"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </div>
            <div className="flex min-h-0 flex-1 flex-col">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}

export function SideSheetBody({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-6 sm:px-6">
      {children}
    </div>
  );
}

export function SideSheetFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex gap-3 border-t border-white/[0.07] px-5 py-4 *:flex-1 sm:justify-end sm:px-6 sm:*:flex-none">
      {children}
    </div>
  );
}
