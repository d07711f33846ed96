import { Navigate, Route, Routes } from 'react-router';
import { PublicLayout } from '../../components/layouts/public-layout';
import { AcceptInvitePage } from '../../features/auth/routes/accept-invite-page';
import { CheckInboxPage } from '../../features/auth/routes/check-inbox-page';
import { ConfirmEmailChangePage } from '../../features/auth/routes/confirm-email-change-page';
import { DemoPage } from '../../features/auth/routes/demo-page';
import { ForgotPasswordPage } from '../../features/auth/routes/forgot-password-page';
import { LoginPage } from '../../features/auth/routes/login-page';
import { RegisterPage } from '../../features/auth/routes/register-page';
import { ResetPasswordPage } from '../../features/auth/routes/reset-password-page';
import { VerifyEmailPage } from '../../features/auth/routes/verify-email-page';
import { GuestOnly } from '../../lib/auth/route-guards';
import { AppProviders } from '../providers';
import { NotFoundPage } from './not-found';
import { PageFrame } from './page-frame';

/*
 * The account pages, loaded as one chunk when a visitor first opens one of them: they share
 * nearly all their code (forms, schemas, the card layout), and keeping their routes out of
 * the entry keeps the landing page's JavaScript small. Each page draws its own centered-card
 * layout.
 */

/** Unknown paths under /auth and /accounts: the public not-found page. */
const unknownAccountPath = (
  <Route element={<PublicLayout />}>
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

/** `/auth/*`: guest-only pages, and the password reset that signed-in users may open too. */
export function AuthRoutes() {
  return (
    <AppProviders>
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
    </AppProviders>
  );
}

/** `/accounts/*`: the links in account emails, for anyone who opens them. */
export function AccountLinkRoutes() {
  return (
    <AppProviders>
      <Routes>
        <Route element={<PageFrame />}>
          <Route path="verify-email/:uidb64/:token" element={<VerifyEmailPage />} />
          <Route path="email-change/verify/:token" element={<ConfirmEmailChangePage />} />
          {unknownAccountPath}
        </Route>
      </Routes>
    </AppProviders>
  );
}

/**
 * `/accept-invite/{token}`: the link in an invitation email, for anyone who opens it (signed
 * in to accept, signed out to log in or sign up), so neither guest-only nor login-required.
 */
export function AcceptInviteRoute() {
  return (
    <AppProviders>
      <AcceptInvitePage />
    </AppProviders>
  );
}

/** `/demo` (SPEC.md section 2): the demo login, for anyone, signed in or not. */
export function DemoRoute() {
  return (
    <AppProviders>
      <DemoPage />
    </AppProviders>
  );
}
