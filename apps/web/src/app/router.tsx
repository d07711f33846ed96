import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '../components/layouts/public-layout';
import { LandingPage } from '../features/landing/routes/landing-page';
import { legacyRedirectRoutes } from './legacy-redirects';
import { NotFoundPage } from './routes/not-found';
import { RootError, RouteError } from './routes/route-error';

/*
 * The landing page is imported eagerly because it is the first paint for most visitors;
 * every other page is its own chunk, and so are the data and toast providers.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <PublicLayout />,
    errorElement: <RootError />,
    hydrateFallbackElement: <PublicLayout>{null}</PublicLayout>,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <LandingPage /> },
          {
            path: 'whats-new',
            lazy: async () => ({
              Component: (await import('../features/whats-new/routes/whats-new-page')).WhatsNewPage,
            }),
          },
          {
            path: 'privacy-policy',
            lazy: async () => ({
              Component: (await import('../features/legal/routes/privacy-policy-page'))
                .PrivacyPolicyPage,
            }),
          },
          {
            path: 'terms-of-service',
            lazy: async () => ({
              Component: (await import('../features/legal/routes/terms-of-service-page'))
                .TermsOfServicePage,
            }),
          },
          {
            // Pages that talk to the API get TanStack Query and toasts from this lazy wrapper.
            lazy: async () => ({ Component: (await import('./providers')).AppProvidersRoute }),
            children: [
              {
                path: 'contact',
                lazy: async () => ({
                  Component: (await import('../features/contact/routes/contact-page')).ContactPage,
                }),
              },
            ],
          },
          ...legacyRedirectRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
