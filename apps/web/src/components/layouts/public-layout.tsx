import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main landmark and footer shared by every public page. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="fixed top-3 left-3 z-50 -translate-y-24 rounded-full bg-gold-400 px-4 py-2 text-sm font-semibold text-ink-950 shadow-lg transition-transform focus:translate-y-0"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
