import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthState } from '../../../lib/auth/session-store';
import { loadPage } from '../../../lib/page-load';
import {
  ADA,
  jsonResponse,
  resetBrowser,
  setCookie,
  storeLogin,
} from '../../../testing/app-harness';
import { fakeFetch, renderWithProviders } from '../../../testing/providers-harness';
import { ChangePasswordModal } from './change-password-modal';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

beforeEach(() => {
  resetBrowser();
  setCookie('csrftoken', 'token');
  storeLogin(ADA);
  vi.mocked(loadPage).mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetBrowser();
});

const field = (label: string) =>
  screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const changeButton = () =>
  screen.getByRole('button', { name: 'Change Password' }) as HTMLButtonElement;

function fill(values: { old?: string; new1?: string; new2?: string }) {
  if (values.old !== undefined)
    fireEvent.change(field('Current password'), { target: { value: values.old } });
  if (values.new1 !== undefined)
    fireEvent.change(field('New password'), { target: { value: values.new1 } });
  if (values.new2 !== undefined)
    fireEvent.change(field('Confirm new password'), { target: { value: values.new2 } });
}

async function submit() {
  await act(async () => {
    fireEvent.submit(screen.getByRole('form', { name: 'Change Password' }));
  });
}

describe('the Change Password modal', () => {
  it("says 'Passwords do not match' and disables the button until they do", async () => {
    const { calls } = fakeFetch({});
    renderWithProviders(<ChangePasswordModal open onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeTruthy();

    fill({ old: 'old-secret', new1: 'correct horse battery', new2: 'correct horse' });
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(changeButton().disabled).toBe(true);
    await submit();
    expect(calls).toHaveLength(0);

    fill({ new2: 'correct horse battery' });
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).toBeNull());
    expect(changeButton().disabled).toBe(false);
  });

  it('requires both new password fields', async () => {
    const { calls } = fakeFetch({});
    renderWithProviders(<ChangePasswordModal open onClose={() => {}} />);
    fill({ old: 'old-secret' });
    await submit();
    expect(await screen.findByText('New password is required')).toBeTruthy();
    expect(screen.getByText('Confirm new password is required')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('on success says so, resets every store and loads /auth/login afresh', async () => {
    localStorage.setItem('felt.selected-club', 'aces');
    const { calls } = fakeFetch({
      'POST /api/auth/password/change/': jsonResponse(200, {
        detail: 'New password has been saved.',
      }),
      'POST /api/auth/logout/': jsonResponse(200, { detail: 'Successfully logged out.' }),
    });
    renderWithProviders(<ChangePasswordModal open onClose={() => {}} />);

    fill({ old: 'old-secret', new1: 'correct horse battery', new2: 'correct horse battery' });
    await submit();

    expect(
      await screen.findByText('Password changed successfully! You will be redirected to login.'),
    ).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      old_password: 'old-secret',
      new_password1: 'correct horse battery',
      new_password2: 'correct horse battery',
    });

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/auth/login'), { timeout: 3000 });
    expect(calls.map((call) => call.path)).toContain('/api/auth/logout/');
    expect(getAuthState().status).toBe('anonymous');
    expect(localStorage.length).toBe(0);
  });

  it("shows the server's field error under its field", async () => {
    fakeFetch({
      'POST /api/auth/password/change/': jsonResponse(400, {
        old_password: ['Your old password was entered incorrectly. Please enter it again.'],
      }),
    });
    renderWithProviders(<ChangePasswordModal open onClose={() => {}} />);
    fill({ old: 'wrong', new1: 'correct horse battery', new2: 'correct horse battery' });
    await submit();

    expect(
      await screen.findByText('Your old password was entered incorrectly. Please enter it again.'),
    ).toBeTruthy();
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("says 'Failed to change password' when the server gives no reason", async () => {
    fakeFetch({ 'POST /api/auth/password/change/': new Response('', { status: 502 }) });
    renderWithProviders(<ChangePasswordModal open onClose={() => {}} />);
    fill({ old: 'old-secret', new1: 'correct horse battery', new2: 'correct horse battery' });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to change password');
  });
});
