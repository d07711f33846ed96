import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../lib/paths';
import { ADA, jsonResponse } from '../testing/app-harness';
import { App } from './app';
import { NotFoundError, RouteErrorBoundary } from './routes/route-error';

beforeEach(() => {
  // jsdom has no layout engine; the scroll manager only needs the call to exist.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  await act(async () => {});
}

function hrefOf(link: HTMLElement) {
  return link.getAttribute('href');
}

describe('public site', () => {
  it('shows the landing page at / with the tagline as its heading', async () => {
    await renderAt('/');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Run your poker club like the GOAT' }),
    ).toBeTruthy();
    expect(document.title).toBe('Felt · Run your poker club like the GOAT');
    const hero = screen.getByRole('region', { name: 'Run your poker club like the GOAT' });
    expect(hrefOf(within(hero).getByRole('link', { name: 'Start Your Club' }))).toBe(
      '/auth/register',
    );
    expect(hrefOf(within(hero).getByRole('link', { name: 'Try the Demo' }))).toBe('/demo');
  });

  it('has Sign In and Start Your Club in the header', async () => {
    await renderAt('/');

    const header = screen.getByRole('banner');
    expect(hrefOf(within(header).getByRole('link', { name: 'Sign In' }))).toBe('/auth/login');
    expect(hrefOf(within(header).getByRole('link', { name: 'Start Your Club' }))).toBe(
      '/auth/register',
    );
  });

  it('offers the dashboard instead of Sign In to a signed-in visitor', async () => {
    localStorage.setItem('felt.auth', JSON.stringify({ user: ADA, storedAt: Date.now() }));
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(ADA), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    await renderAt('/contact');

    const header = screen.getByRole('banner');
    expect(hrefOf(within(header).getByRole('link', { name: 'Open Dashboard' }))).toBe(
      paths.dashboard(),
    );
    expect(within(header).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('has the Site, Account and Legal link groups and the copyright in the footer', async () => {
    await renderAt('/');

    const footer = screen.getByRole('contentinfo');
    const links = within(within(footer).getByRole('navigation', { name: 'Footer' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, hrefOf(link)]);
    expect(links).toEqual([
      ['Home', '/'],
      ["What's New", '/whats-new'],
      ['Contact Us', '/contact'],
      ['Log In', '/auth/login'],
      ['Sign Up', '/auth/register'],
      ['Forgot Password', '/auth/forgot-password'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
    ]);
    for (const group of ['Site', 'Account', 'Legal']) {
      expect(within(footer).getByRole('heading', { name: group })).toBeTruthy();
    }
    expect(within(footer).getByText('© 2025 Felt')).toBeTruthy();
  });

  it('shows the not-found page for an unknown path', async () => {
    await renderAt('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(hrefOf(screen.getByRole('link', { name: 'Back to home' }))).toBe('/');
    expect(document.title).toBe('Page not found · Felt');
  });

  it('shows the not-found page for unknown paths under /auth and /accounts', async () => {
    await renderAt('/auth/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('renders the privacy policy from its markdown in a lazy route', async () => {
    await renderAt('/privacy-policy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('Last updated: November 22, 2026')).toBeTruthy();
    expect(document.title).toBe('Privacy Policy · Felt');
  });
});

describe('invitation links', () => {
  it('opens /accept-invite/{token} for visitors and signed-in users alike', async () => {
    const invite = {
      club_name: 'Thursday Poker',
      club_slug: 'thursday-poker',
      inviter_name: 'Ada Lovelace',
      email: 'nina@example.com',
      role: 'member',
      account_exists: false,
      expires_at: '2099-01-01T00:00:00.000Z',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path === '/api/invites/abc/') return jsonResponse(200, invite);
        if (path === '/api/auth/user/') return jsonResponse(200, ADA);
        if (path === '/api/user/clubs/') return jsonResponse(200, []);
        return jsonResponse(404, { detail: 'Not found.' });
      }),
    );
    await renderAt('/accept-invite/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Thursday Poker' }),
    ).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Create your account' })).toBeTruthy();
    cleanup();

    localStorage.setItem('felt.auth', JSON.stringify({ user: ADA, storedAt: Date.now() }));
    await renderAt('/accept-invite/abc');
    expect(await screen.findByRole('button', { name: 'Join Thursday Poker' })).toBeTruthy();
  });
});

function Boom({ error }: { error: unknown }): never {
  throw error;
}

async function renderThrowing(error: unknown) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <RouteErrorBoundary>
        <Boom error={error} />
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
  await act(async () => {});
}

describe('route errors', () => {
  it('says "Something went wrong" when a page throws', async () => {
    await renderThrowing(new Error('boom'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the not-found page when a page throws NotFoundError or an API 404', async () => {
    await renderThrowing(new NotFoundError('No such season'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    cleanup();

    await renderThrowing(Object.assign(new Error('Not found'), { status: 404 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('clears the error when the reader moves to another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Page({ broken }: { broken: boolean }) {
      if (broken) throw new Error('boom');
      return <p>Fine again</p>;
    }
    function Shell() {
      const { pathname } = useLocation();
      return (
        <RouteErrorBoundary>
          <Page broken={pathname === '/broken'} />
        </RouteErrorBoundary>
      );
    }
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Shell />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Back to home' })));

    expect(screen.getByText('Fine again')).toBeTruthy();
  });
});
