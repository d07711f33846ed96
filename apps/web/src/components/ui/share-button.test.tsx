import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe-check';
import { ShareButton } from './share-button';

const URL = 'http://localhost:3000/app/season/2026/leaderboard';

function withShareSheet(share: (data: ShareData) => Promise<void>) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: vi.fn(share) });
  return navigator.share as unknown as ReturnType<typeof vi.fn>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // jsdom has no share sheet: each test that needs one defines it.
  delete (navigator as { share?: unknown }).share;
});

const status = () => screen.getByRole('status').textContent;

describe('ShareButton', () => {
  it("opens the phone's share sheet with the title, text and address, and says nothing more", async () => {
    const user = userEvent.setup();
    const share = withShareSheet(() => Promise.resolve());
    const copy = vi.spyOn(navigator.clipboard, 'writeText');
    render(<ShareButton url={URL} title="Leaderboard · 2026" text="The standings of 2026" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Leaderboard · 2026',
      text: 'The standings of 2026',
      url: URL,
    });
    expect(copy).not.toHaveBeenCalled();
    expect(status()).toBe('');
    await expectNoAxeViolations(document.body);
  });

  it('says nothing and copies nothing when the sheet is closed without sharing', async () => {
    const user = userEvent.setup();
    withShareSheet(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const copy = vi.spyOn(navigator.clipboard, 'writeText');
    render(<ShareButton url={URL} title="Leaderboard" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(copy).not.toHaveBeenCalled();
    expect(status()).toBe('');
  });

  it('copies the link where there is no share sheet, or where it refuses, and says so', async () => {
    const user = userEvent.setup();
    render(<ShareButton url={URL} title="Leaderboard" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(URL);
    expect(status()).toBe('Link copied.');
    cleanup();

    await navigator.clipboard.writeText('');
    withShareSheet(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    render(<ShareButton url={URL} title="Leaderboard" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(URL);
    expect(status()).toBe('Link copied.');
  });

  it('shows the address to copy by hand when the clipboard refuses too', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<ShareButton url={URL} title="Leaderboard" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(status()).toBe(`Could not copy the link: ${URL}`);
  });
});
