import { Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { PageLoading } from '../components/layouts/navigation-progress';
import { PublicLayout } from '../components/layouts/public-layout';
import { LandingPage } from '../features/landing/routes/landing-page';
import { lazyNamed } from '../lib/lazy-named';
import { legacyRedirectRoutes } from './legacy-redirects';
import { RouteErrorBoundary } from './routes/route-error';

/*
 * The landing page is imported eagerly because it is the first paint for most visitors;
 * every other page is its own chunk, and so are the data and toast providers.
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

/**
 * A pathless route inside a layout: the page's error boundary, and the Suspense boundary that
 * shows the loading bar while a lazy page's code arrives for the first time.
 */
function PageFrame() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route element={<PageFrame />}>
          <Route index element={<LandingPage />} />
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
    </Routes>
  );
}
