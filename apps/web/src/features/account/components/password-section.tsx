import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { AccountSection } from './account-section';
import { ChangePasswordModal } from './change-password-modal';

export function PasswordSection() {
  const [open, setOpen] = useState(false);
  return (
    <AccountSection
      id="account-password"
      title="Password"
      description="Changing it signs out every other device, and you log in again here with the new one."
    >
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <KeyRound className="size-4" aria-hidden="true" />
        Change Password
      </Button>
      <ChangePasswordModal open={open} onClose={() => setOpen(false)} />
    </AccountSection>
  );
}
