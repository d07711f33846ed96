import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logOut } from '../../lib/auth/log-out';

/**
 * SPEC.md section 4: leaving the demo logs out and goes to the home landing, also when the
 * logout call fails (logOut clears the local session either way).
 */
export function useLeaveDemo() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const leave = async () => {
    setPending(true);
    await logOut();
    // The login guard above the app reacts to the sign-out by sending the page to the login
    // form; going home after that (next task, once its redirect has run) makes home win.
    setTimeout(() => navigate('/', { replace: true }), 0);
  };
  return { leave, pending };
}
