import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api-client';
import { paths } from '../paths';
import { clearLocalSession } from './clear-local-session';
import { SIGNED_OUT_STATE } from './route-guards';

/**
 * SPEC.md section 4's logout: tell the server, then clear every local trace whatever it
 * answered (section 8: "Logout failure still clears local state").
 */
export async function logOut(): Promise<void> {
  try {
    await api.post('/api/auth/logout/');
  } catch (error) {
    console.warn('Logout request failed; signing out locally.', error);
  } finally {
    clearLocalSession({ signedOut: true });
  }
}

/** Logs out and goes to the login page; `pending` while the server call is on its way. */
export function useLogOut() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    await logOut();
    navigate(paths.login(), { replace: true, state: SIGNED_OUT_STATE });
  };
  return { logOut: run, pending };
}
