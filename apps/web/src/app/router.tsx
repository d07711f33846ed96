import { Navigate, Route, Routes } from 'react-router';
import { PublicLayout } from '../components/layouts/public-layout';
import { LandingPage } from '../features/landing/routes/landing-page';
import { RedirectIfSignedIn, RequireAuth } from '../lib/auth/route-guards';
import { lazyNamed } from '../lib/lazy-named';
import { paths } from '../lib/paths';
import { legacyRedirectRoutes } from './legacy-redirects';
import { PageFrame } from './routes/page-frame';

/*
 * The landing page is imported eagerly because it is the first paint for most visitors.
 * Every other public page is its own chunk, the account pages (/auth, /accounts,
 * /accept-invite) and the signed-in app (/app) are chunks with routes of their own, and so
 * are the data and toast providers. The landing page's budget (issue 2) is what keeps this
 * file short.
 */
const WhatsNewPage = lazyNamed(
  () => import('../features/whats-new/routes/whats-new-page'),
  'WhatsNewPage',
);
const PrivacyPolicyPage = lazyNamed(
  () => import('../features/legal/routes/privacy-policy-page'),
  'PrivacyPolicyPage',
);
const TermsOfServicePage = lazyNamed(
  () => import('../features/legal/routes/terms-of-service-page'),
  'TermsOfServicePage',
);
const ContactPage = lazyNamed(
  () => import('../features/contact/routes/contact-page'),
  'ContactPage',
);
const NotFoundPage = lazyNamed(() => import('./routes/not-found'), 'NotFoundPage');
// Pages that talk to the API get TanStack Query and toasts from this lazy wrapper.
const AppProvidersRoute = lazyNamed(() => import('./providers'), 'AppProvidersRoute');
// One loader for the account chunk's three sections: each import() repeats its preload list.
const loadAccountRoutes = () => import('./routes/account-routes');
const AuthRoutes = lazyNamed(loadAccountRoutes, 'AuthRoutes');
const AccountLinkRoutes = lazyNamed(loadAccountRoutes, 'AccountLinkRoutes');
const AcceptInviteRoute = lazyNamed(loadAccountRoutes, 'AcceptInviteRoute');
const DemoRoute = lazyNamed(loadAccountRoutes, 'DemoRoute');
const AppAreaRoutes = lazyNamed(() => import('./routes/app-routes'), 'AppAreaRoutes');
const JoinGameRoute = lazyNamed(() => import('./routes/join-routes'), 'JoinGameRoute');
const LeaderboardPrintRoute = lazyNamed(
  () => import('./routes/print-routes'),
  'LeaderboardPrintRoute',
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route element={<PageFrame />}>
          <Route
            index
            element={
              <RedirectIfSignedIn>
                <LandingPage />
              </RedirectIfSignedIn>
            }
          />
          <Route path="whats-new" element={<WhatsNewPage />} />
          <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
          <Route path="terms-of-service" element={<TermsOfServicePage />} />
          <Route element={<AppProvidersRoute />}>
            <Route path="contact" element={<ContactPage />} />
          </Route>
          {legacyRedirectRoutes}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
      <Route element={<PageFrame />}>
        <Route path="auth/*" element={<AuthRoutes />} />
        <Route path="accounts/*" element={<AccountLinkRoutes />} />
        <Route path="accept-invite/:token" element={<AcceptInviteRoute />} />
        <Route path="demo" element={<DemoRoute />} />
        <Route path="game/:gameSlug/join" element={<JoinGameRoute />} />
        {/* The printable leaderboard: login required, without the app shell. */}
        <Route path="seasons/:seasonSlug/leaderboard/print" element={<RequireAuth />}>
          <Route index element={<LeaderboardPrintRoute />} />
        </Route>
        {/* Guarded here, so a signed-out visitor is sent to log in without loading the app. */}
        <Route path="app" element={<RequireAuth />}>
          <Route index element={<Navigate to={paths.dashboard()} replace />} />
          <Route path="*" element={<AppAreaRoutes />} />
        </Route>
      </Route>
    </Routes>
  );
}
