import { expect, test } from '@playwright/test';
import {
  createVerifiedUser,
  fillLogin,
  latestMailTo,
  linkIn,
  PASSWORD,
  postJson,
  uniqueEmail,
} from '../support/accounts';

test.describe('accounts', () => {
  test('sign up, verify from the mailed link, log in and land where the guard sent you', async ({
    page,
    request,
  }) => {
    // A journey through eight page loads, a sign-up and two logins (argon2 on the server).
    test.slow();
    const email = uniqueEmail('signup');
    await page.goto('/auth/register');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Club name').fill('Compiler Club');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/auth\/verify-email\?email=/);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    // An unverified account cannot log in yet, and is offered the mail again.
    await page.goto('/auth/login');
    await fillLogin(page, email, PASSWORD);
    await expect(page.getByText('Email not verified')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend the email' })).toBeVisible();

    const mail = await latestMailTo(request, email);
    await page.goto(linkIn(mail.text, '/accounts/verify-email/'));
    // Straight on to the login page, the address filled in, saying it is verified.
    await expect(page).toHaveURL(`/auth/login?email=${encodeURIComponent(email)}`);
    await expect(page.getByText('Email verified')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);

    // Signing up again with the address says so once, with a way on that keeps the address.
    await page.goto('/auth/register');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Club name').fill('Compiler Club');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText('A user is already registered with this e-mail address.'),
    ).toHaveCount(1);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(`/auth/forgot-password?email=${encodeURIComponent(email)}`);
    await expect(page.getByLabel('Email')).toHaveValue(email);

    // A login-required page sends a visitor to log in, then back to where they were going.
    await page.goto('/app/dashboard?from=e2e');
    await expect(page).toHaveURL(
      `/auth/login?redirect=${encodeURIComponent('/app/dashboard?from=e2e')}`,
    );
    await fillLogin(page, email, PASSWORD);
    await expect(page).toHaveURL('/app/dashboard?from=e2e');
    await expect(page.getByText('Grace').first()).toBeVisible();

    // Guest-only pages and the landing page send a signed-in user to the dashboard.
    await page.goto('/auth/login');
    await expect(page).toHaveURL('/app/dashboard');
    await page.goto('/');
    await expect(page).toHaveURL('/app/dashboard');
  });

  test('a wrong password says so without telling whether the account exists', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, 'wrongpw');
    await page.goto('/auth/login');
    await fillLogin(page, user.email, 'not-the-password-at-all');
    await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible();
    await page.reload();
    await fillLogin(page, uniqueEmail('nobody'), 'not-the-password-at-all');
    await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible();
  });

  test('forgot password, reset from the mailed link, log in with the new password', async ({
    page,
    request,
  }) => {
    // Seven page loads, three logins and two password resets (each an argon2 hash).
    test.slow();
    const user = await createVerifiedUser(request, 'reset');
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/auth/forgot-password');
    // Navigation runs in a transition: the login form stays on screen until this page loads.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    const mail = await latestMailTo(request, user.email, /reset/i);
    const link = linkIn(mail.text, '/auth/reset-password/');
    await page.goto(link);
    const newPassword = 'marble-orchid-lantern-58';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-fresh-secret-77');
    await page.getByLabel('Confirm new password').fill('another-fresh-secret-77');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send a new link' })).toBeVisible();

    await page.goto('/auth/login');
    await fillLogin(page, user.email, user.password);
    await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible();
    await page.reload();
    await fillLogin(page, user.email, newPassword);
    await expect(page).toHaveURL('/app/dashboard');
  });

  test('the reset page stays open to a signed-in user', async ({ page, request }) => {
    const user = await createVerifiedUser(request, 'guard');
    await page.goto('/auth/login');
    await fillLogin(page, user.email, user.password);
    await expect(page).toHaveURL('/app/dashboard');
    await page.goto('/auth/reset-password/abc/def');
    await expect(page).toHaveURL('/auth/reset-password/abc/def');
    await page.goto('/auth/register');
    await expect(page).toHaveURL('/app/dashboard');
  });

  test('CSRF: the API refuses a write without the token', async ({ request }) => {
    const res = await request.post('/api/auth/login/', {
      data: { email: 'x@example.com', password: 'whatever-1234' },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).code).toBe('csrf_failed');
    const ok = await postJson(request, '/api/auth/password/reset/', { email: 'x@example.com' });
    expect(ok.status()).toBe(200);
  });
});
