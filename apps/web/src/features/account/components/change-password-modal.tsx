import { ModalDialog } from '../../../components/overlays/modal-dialog';
import { ChangePasswordForm } from './change-password-form';

/**
 * The Change Password modal (SPEC.md sections 2 and 4), opened from the user menu and from
 * Manage Account. The user menu never offers it to Demo.
 */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Change Password"
      description="Every other device is signed out, and you log in again here with the new password."
    >
      <ChangePasswordForm onCancel={onClose} />
    </ModalDialog>
  );
}
