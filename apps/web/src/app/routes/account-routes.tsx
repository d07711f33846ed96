import { Navigate, Route, Routes } from 'react-router';
import { PublicLayout } from '../../components/layouts/public-layout';
import { LoginPage } from '../../features/auth/routes/login-page';
import { GuestOnly } from '../../lib/auth/route-guards';
import { lazyNamed } from '../../lib/lazy-named';
import { QueryProvider } from '../query-provider';
import { PageFrame } from './page-frame';

/*
 * The account pages' routes, loaded as one chunk when a visitor first opens one of them, with
 * the login page in it (the account page most people open); every other page is a chunk of
 * its own, so `/auth/login` loads the login form, not the registration's password meter, the
 * invitation cards or the email-link pages (issue 20's 150 kB budget for it). Each page draws
 * its own centered-card layout. The pages raise no toasts of their own, so they get TanStack
 * Query without the toast container.
 */
const RegisterPage = lazyNamed(
  () => import('../../features/auth/routes/register-page'),
  'RegisterPage',
);
const ForgotPasswordPage = lazyNamed(
  () => import('../../features/auth/routes/forgot-password-page'),
  'ForgotPasswordPage',
);
const CheckInboxPage = lazyNamed(
  () => import('../../features/auth/routes/check-inbox-page'),
  'CheckInboxPage',
);
const ResetPasswordPage = lazyNamed(
  () => import('../../features/auth/routes/reset-password-page'),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyNamed(
  () => import('../../features/auth/routes/verify-email-page'),
  'VerifyEmailPage',
);
const ConfirmEmailChangePage = lazyNamed(
  () => import('../../features/auth/routes/confirm-email-change-page'),
  'ConfirmEmailChangePage',
);
const AcceptInvitePage = lazyNamed(
  () => import('../../features/auth/routes/accept-invite-page'),
  'AcceptInvitePage',
);
const DemoPage = lazyNamed(() => import('../../features/auth/routes/demo-page'), 'DemoPage');
const NotFoundPage = lazyNamed(() => import('./not-found'), 'NotFoundPage');

/** Unknown paths under /auth and /accounts: the public not-found page. */
const unknownAccountPath = (
  <Route element={<PublicLayout />}>
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

/** `/auth/*`: guest-only pages, and the password reset that signed-in users may open too. */
export function AuthRoutes() {
  return (
    <QueryProvider>
      <Routes>
        <Route element={<PageFrame />}>
          <Route index element={<Navigate to="login" replace />} />
          <Route element={<GuestOnly />}>
            <Route path="login" element={<LoginPage />} />
            <Route path="register" element={<RegisterPage />} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
            <Route path="verify-email" element={<CheckInboxPage />} />
          </Route>
          {/* SPEC.md section 2: the guest restriction is lifted for password resets. */}
          <Route path="reset-password/:uid/:token" element={<ResetPasswordPage />} />
          {unknownAccountPath}
        </Route>
      </Routes>
    </QueryProvider>
  );
}

/** `/accounts/*`: the links in account emails, for anyone who opens them. */
export function AccountLinkRoutes() {
  return (
    <QueryProvider>
      <Routes>
        <Route element={<PageFrame />}>
          <Route path="verify-email/:uidb64/:token" element={<VerifyEmailPage />} />
          <Route path="email-change/verify/:token" element={<ConfirmEmailChangePage />} />
          {unknownAccountPath}
        </Route>
      </Routes>
    </QueryProvider>
  );
}

/**
 * `/accept-invite/{token}`: the link in an invitation email, for anyone who opens it (signed
 * in to accept, signed out to log in or sign up), so neither guest-only nor login-required.
 */
export function AcceptInviteRoute() {
  return (
    <QueryProvider>
      <AcceptInvitePage />
    </QueryProvider>
  );
}

/** `/demo` (SPEC.md section 2): the demo login, for anyone, signed in or not. */
export function DemoRoute() {
  return (
    <QueryProvider>
      <DemoPage />
    </QueryProvider>
  );
}
