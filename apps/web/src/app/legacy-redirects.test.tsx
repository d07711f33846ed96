import { act, cleanup, fireEvent, render } from '@testing-library/react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { legacyRedirectRoutes, legacyRedirectTarget } from './legacy-redirects';

afterEach(cleanup);

describe('legacyRedirectTarget', () => {
  it.each([
    ['/dashboard', '/app/dashboard'],
    ['/games', '/app/games'],
    ['/members', '/app/members'],
    ['/members/directory', '/app/members/directory'],
    ['/seasons', '/app/seasons'],
    ['/tools/clock', '/app/tools/clock'],
    ['/club/blind-schedules', '/app/club/blind-schedules'],
    ['/login', '/auth/login'],
    ['/register', '/auth/register'],
    ['/forgot-password', '/auth/forgot-password'],
    ['/verify-email', '/auth/verify-email'],
    ['/reset-password/MTI/abc-123', '/auth/reset-password/MTI/abc-123'],
  ])('sends %s to %s', (from, to) => {
    expect(legacyRedirectTarget({ pathname: from })).toBe(to);
  });

  it('keeps the query string and the hash', () => {
    expect(
      legacyRedirectTarget({
        pathname: '/login',
        search: '?redirect=%2Fapp%2Fgames',
        hash: '#form',
      }),
    ).toBe('/auth/login?redirect=%2Fapp%2Fgames#form');
  });

  it('ignores a trailing slash', () => {
    expect(legacyRedirectTarget({ pathname: '/seasons/', search: '?page=2' })).toBe(
      '/app/seasons?page=2',
    );
  });

  it.each([
    '/',
    '/contact',
    '/app/dashboard',
    '/members/ada',
    '/reset-password/only-uid',
    '/clock',
  ])('leaves %s alone', (pathname) => {
    expect(legacyRedirectTarget({ pathname })).toBeNull();
  });
});

function ShowLocation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>
      <p data-testid="navigation-type">{navigationType}</p>
      <button onClick={() => navigate(-1)}>Back</button>
    </>
  );
}

async function visit(url: string) {
  const view = render(
    <MemoryRouter initialEntries={['/previous-page', url]} initialIndex={1}>
      <Routes>
        {legacyRedirectRoutes}
        <Route path="*" element={<ShowLocation />} />
      </Routes>
    </MemoryRouter>,
  );
  await act(async () => {});
  return view;
}

describe('legacy redirect routes', () => {
  it('replace the old address, keeping query string and hash', async () => {
    const view = await visit('/tools/clock?schedule=turbo#levels');

    expect(view.getByTestId('location').textContent).toBe('/app/tools/clock?schedule=turbo#levels');
    expect(view.getByTestId('navigation-type').textContent).toBe('REPLACE');

    // Back goes to the page before the old address, not to the old address again.
    await act(async () => fireEvent.click(view.getByRole('button', { name: 'Back' })));
    expect(view.getByTestId('location').textContent).toBe('/previous-page');
  });

  it('carry the reset-password uid and token over', async () => {
    const view = await visit('/reset-password/MTI/c0ffee-token?x=1');

    expect(view.getByTestId('location').textContent).toBe(
      '/auth/reset-password/MTI/c0ffee-token?x=1',
    );
  });
});
