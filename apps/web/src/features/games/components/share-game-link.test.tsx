import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBrowser, storeLogin } from '../../../testing/app-harness';
import { expectNoAxeViolations } from '../../../testing/axe-check';
import { stubIntersectionObserver } from '../../../testing/intersection-observer-stub';
import { renderWithProviders } from '../../../testing/providers-harness';
import { FRIDAY_SLUG, game } from '../testing/game-fixtures';
import { AddToCalendar } from './add-to-calendar';
import { ShareGameLink } from './share-game-link';

const CODE = 'S3cr3t-Code_0123456789';
const LINK = `${window.location.origin}/game/${FRIDAY_SLUG}/join?code=${CODE}`;

beforeEach(() => {
  resetBrowser();
  storeLogin();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ShareGameLink', () => {
  it('gives managers the join link to copy and its QR code', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShareGameLink game={game({ join_code: CODE })} />);
    expect(screen.getByRole('heading', { name: 'Share link' })).toBeTruthy();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Link to join' });
    expect(field.value).toBe(LINK);
    expect(field.readOnly).toBe(true);

    const qr = await screen.findByRole<HTMLImageElement>('img', {
      name: 'QR code of the link to join Friday Night',
    });
    const svg = decodeURIComponent(qr.src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(screen.getByRole('status').textContent).toBe('Copied.');
    await expectNoAxeViolations(document.body);
  });

  it('says when the clipboard refuses, so the address can be copied by hand', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderWithProviders(<ShareGameLink game={game({ join_code: CODE })} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(
      (await screen.findByText('Could not copy: select the address and copy it yourself.'))
        .textContent,
    ).toBeTruthy();
  });

  it('draws the QR code only once its box comes near the screen', async () => {
    const { comeNear } = stubIntersectionObserver();
    try {
      renderWithProviders(<ShareGameLink game={game({ join_code: CODE })} />);
      // Below the fold: the link is there, the QR code is not drawn.
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Link to join' }).value).toBe(
        LINK,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('img', { name: /^QR code/ })).toBeNull();
      expect(screen.getByText('Drawing the QR code...')).toBeTruthy();
      comeNear();
      expect(
        await screen.findByRole('img', { name: 'QR code of the link to join Friday Night' }),
      ).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws no QR code and offers no link when joining by link is off', () => {
    renderWithProviders(<ShareGameLink game={game({ join_code: CODE, join_enabled: false })} />);
    expect(
      screen.getByText(
        'Joining by link is turned off for this game: the link below does not open it.',
        {
          exact: false,
        },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows nothing to members (they get no join code) or once the game is cancelled', () => {
    const { container } = renderWithProviders(
      <>
        <ShareGameLink game={game({ join_code: null })} />
        <ShareGameLink game={game({ join_code: CODE, status: 'cancelled' })} />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});

describe('AddToCalendar', () => {
  it('links the game’s .ics for a calendar app, and not once the game is cancelled', () => {
    const { rerender } = renderWithProviders(<AddToCalendar game={game()} />);
    const link = screen.getByRole<HTMLAnchorElement>('link', { name: 'Add to calendar' });
    expect(link.getAttribute('href')).toBe(`/api/games/${FRIDAY_SLUG}/calendar.ics`);
    expect(link.getAttribute('download')).toBe(`${FRIDAY_SLUG}.ics`);
    rerender(<AddToCalendar game={game({ status: 'cancelled' })} />);
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  });
});
