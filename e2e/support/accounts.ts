import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'velvet-gravel-tundra-93';

let counter = 0;
/** A unique address per call, so tests never trip over each other's accounts. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

async function csrfToken(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/auth/csrf/');
  expect(res.ok()).toBe(true);
  const cookies = (await request.storageState()).cookies;
  const token = cookies.find((c) => c.name === 'csrftoken')?.value;
  if (!token) throw new Error('no csrftoken cookie');
  return token;
}

/** POSTs JSON the way the web app does: with the CSRF cookie echoed in X-CSRFToken. */
export async function postJson(request: APIRequestContext, path: string, data: unknown) {
  const token = await csrfToken(request);
  return request.post(path, { data, headers: { 'X-CSRFToken': token } });
}

/**
 * The newest mail sent to an address, as the real SMTP sink received it (the app sends over
 * SMTP in this suite; e2e/support/smtp-sink-service.ts).
 */
export async function latestMailTo(
  request: APIRequestContext,
  to: string,
  subject?: RegExp,
): Promise<{ subject: string; text: string; html: string }> {
  let found: { subject: string; text: string; html: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(
          `http://127.0.0.1:${process.env.FELT_E2E_MAIL_HTTP_PORT}/messages.json?to=${encodeURIComponent(to)}`,
        );
        const body = (await res.json()) as {
          results: Array<{ subject: string; text: string; html: string }>;
        };
        found = body.results.find((m) => !subject || subject.test(m.subject));
        return found !== undefined;
      },
      // No clock of its own: the configured expect timeout, like every wait in the suite.
      { message: `a mail to ${to}${subject ? ` matching ${subject}` : ''}` },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text part whose path starts with `pathPrefix`. */
export function linkIn(text: string, pathPrefix: string): string {
  const url = text
    .match(/https?:\/\/\S+/g)
    ?.find((u) => new URL(u).pathname.startsWith(pathPrefix));
  if (!url) throw new Error(`no ${pathPrefix} link in:\n${text}`);
  return url;
}

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  clubName: string;
}

/** Registers through the API and follows the verification link, like a user would. */
export async function createVerifiedUser(
  request: APIRequestContext,
  prefix = 'player',
): Promise<TestUser> {
  const user = {
    email: uniqueEmail(prefix),
    password: PASSWORD,
    firstName: 'Ada',
    clubName: `Club ${Math.random().toString(36).slice(2, 8)}`,
  };
  const res = await postJson(request, '/api/auth/registration/', {
    email: user.email,
    password1: user.password,
    password2: user.password,
    first_name: user.firstName,
    last_name: 'Lovelace',
    club_name: user.clubName,
  });
  expect(res.status(), await res.text()).toBe(201);
  const mail = await latestMailTo(request, user.email);
  const [, , uid, token] = new URL(linkIn(mail.text, '/accounts/verify-email/')).pathname
    .split('/')
    .filter(Boolean);
  const verified = await postJson(request, '/api/auth/registration/verify-email/', { uid, token });
  expect(verified.status(), await verified.text()).toBe(200);
  await answerWelcome(request, user);
  return user;
}

/**
 * The new owner has answered the Welcome modal (issue 15), so the specs of other features meet
 * their pages, not the modal over them; e2e/tests/onboarding.spec.ts signs up without this.
 * Signs in on `request` for it and out again, leaving it anonymous as it was.
 */
async function answerWelcome(request: APIRequestContext, user: TestUser) {
  const login = await postJson(request, '/api/auth/login/', {
    email: user.email,
    password: user.password,
  });
  expect(login.status(), await login.text()).toBe(200);
  const seen = await postJson(request, '/api/auth/onboarding/welcome_seen/', {});
  expect(seen.status(), await seen.text()).toBe(200);
  const logout = await postJson(request, '/api/auth/logout/', {});
  expect(logout.status(), await logout.text()).toBeLessThan(300);
}

/** Fills the login form; the caller checks what happens next. */
export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Logs in from the login page and waits for the dashboard. */
export async function logIn(page: Page, user: TestUser, password = user.password) {
  await page.goto('/auth/login');
  await fillLogin(page, user.email, password);
  await expect(page).toHaveURL('/app/dashboard');
}
