import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AudioCue, AudioCues } from '../../blind-clock';
import {
  night,
  NIGHT_LEVELS,
  NIGHT_SETTINGS,
  playView,
  runningNight,
  startCommand,
  T0,
} from '../testing/play-fixtures';
import { emptyGameState, type GameState } from '@felt/domain';
import { GamePlayScreen, type GamePlayScreenProps } from './game-play-screen';
import { ANNOUNCEMENT_MS } from './use-seat-announcements';

const SOUNDS = { warning_seconds: 60, alert_seconds: 10, beep_seconds: 3 };

function recordingAudio() {
  const played: AudioCue[] = [];
  const audio: AudioCues = { play: (cue) => played.push(cue), unlock: vi.fn() };
  return { audio, played };
}

function props(
  state: GameState,
  overrides: Partial<GamePlayScreenProps> = {},
): GamePlayScreenProps {
  return {
    title: 'Friday Night',
    state,
    view: playView(state),
    canDirect: true,
    viewerMemberSlug: null,
    pending: [],
    onCommand: vi.fn(),
    refusal: null,
    onDismissRefusal: vi.fn(),
    sounds: SOUNDS,
    payout: { structure: 'standard', roundingUnitCents: 100 },
    audio: recordingAudio().audio,
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the play screen before the start', () => {
  it('offers a director Start the game, which starts it with the clock held', () => {
    const onCommand = vi.fn();
    render(<GamePlayScreen {...props(emptyGameState(), { onCommand })} />);
    expect(screen.queryByRole('timer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'start', hold_clock: true });
  });

  it('tells a member the game has not started, with no Start', () => {
    render(<GamePlayScreen {...props(emptyGameState(), { canDirect: false })} />);
    expect(screen.getByText(/has not started yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start the game' })).toBeNull();
  });
});

describe('the clock and the figures', () => {
  it('shows the time left, the level, the blinds, the next level and the night figures', () => {
    const state = runningNight();
    render(<GamePlayScreen {...props(state, { view: playView(state, T0 + 65_000) })} />);
    expect(screen.getByRole('timer').textContent).toBe('18:55');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Time remaining 18:55');
    const board = screen.getByRole('region', { name: 'Game clock' });
    expect(within(board).getByText('Level 1')).toBeTruthy();
    expect(within(board).getByText('25 / 50')).toBeTruthy();
    expect(within(board).getByText('50 / 100')).toBeTruthy();
    const figure = (term: string) =>
      within(board).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Players')).toBe('5 of 5');
    // 25,000 chips over 5 players at a 50 big blind.
    expect(figure('Average stack')).toBe('5,000 · 100 BB');
    expect(figure('Prize pool')).toBe('$100.00');
    // Standard payouts for 5 entrants: 65/35.
    expect(figure('Paid places')).toBe('1st $65.002nd $35.00');
    expect(figure('Next break')).toBe('in 38:55');
    expect(figure('Late registration')).toBe('Open to level 2');
  });

  it('gives a director the clock controls, adding a minute to the time left', () => {
    const onCommand = vi.fn();
    const state = runningNight();
    render(<GamePlayScreen {...props(state, { onCommand, view: playView(state, T0 + 65_500) })} />);
    const controls = screen.getByRole('toolbar', { name: 'Clock controls' });
    fireEvent.click(within(controls).getByRole('button', { name: 'Add a minute' }));
    // 18:54.5 left, shown as 18:55: 19:55 after the minute.
    expect(onCommand).toHaveBeenLastCalledWith({ type: 'set_remaining', seconds: 1195 });
    fireEvent.click(within(controls).getByRole('button', { name: 'Pause' }));
    expect(onCommand).toHaveBeenLastCalledWith({ type: 'pause' });
    fireEvent.click(within(controls).getByRole('button', { name: 'Next level' }));
    expect(onCommand).toHaveBeenLastCalledWith({ type: 'next_level' });
    expect(
      (within(controls).getByRole('button', { name: 'Previous level' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it("answers the blind clock's keys for a director only", () => {
    const onCommand = vi.fn();
    const state = runningNight();
    const { rerender } = render(
      <GamePlayScreen {...props(state, { onCommand, view: playView(state, T0 + 65_500) })} />,
    );
    fireEvent.keyDown(window, { key: ' ' });
    expect(onCommand).toHaveBeenLastCalledWith({ type: 'pause' });
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    expect(onCommand).toHaveBeenLastCalledWith({ type: 'set_remaining', seconds: 1195 });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(onCommand).toHaveBeenLastCalledWith({ type: 'next_level' });
    // On the first level there is no level before.
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(onCommand).toHaveBeenCalledTimes(3);
    fireEvent.keyDown(window, { key: 'ArrowRight', repeat: true });
    expect(onCommand).toHaveBeenCalledTimes(3);
    rerender(<GamePlayScreen {...props(state, { onCommand, canDirect: false })} />);
    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(onCommand).toHaveBeenCalledTimes(3);
  });

  it('asks for a tap before the browser lets the clock sound, and unlocks the sound on it', () => {
    const { audio } = recordingAudio();
    render(<GamePlayScreen {...props(runningNight(), { audio, canDirect: false })} />);
    const hint = () => screen.queryByText('Tap anywhere to let the clock sound');
    expect(hint()).not.toBeNull();
    fireEvent.pointerDown(document.body);
    expect(audio.unlock).toHaveBeenCalled();
    expect(hint()).toBeNull();
  });

  it('plays the warning, alert and beep as the time left passes them', () => {
    const { audio, played } = recordingAudio();
    const state = runningNight();
    const level = 20 * 60_000;
    const at = (remaining: number) => playView(state, T0 + level - remaining);
    const { rerender } = render(<GamePlayScreen {...props(state, { audio, view: at(61_000) })} />);
    rerender(<GamePlayScreen {...props(state, { audio, view: at(59_500) })} />);
    expect(played).toEqual(['warning']);
    rerender(<GamePlayScreen {...props(state, { audio, view: at(9_500) })} />);
    expect(played).toEqual(['warning', 'alert']);
    rerender(<GamePlayScreen {...props(state, { audio, view: at(2_500) })} />);
    expect(played).toEqual(['warning', 'alert', 'beep']);
    rerender(<GamePlayScreen {...props(state, { audio, view: at(-1_000) })} />);
    expect(played.at(-1)).toBe('levelChange');
  });
});

describe('what a director can do', () => {
  it('busts a player with the eliminator picked', () => {
    const onCommand = vi.fn();
    render(<GamePlayScreen {...props(runningNight(), { onCommand })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bust Ann Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Bust Ann Lee?' });
    const picker = within(dialog).getByLabelText('Knocked out by') as HTMLSelectElement;
    expect(document.activeElement).toBe(picker);
    // Ann cannot knock herself out.
    expect(within(picker).queryByText(/Ann Lee/)).toBeNull();
    fireEvent.change(picker, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bust Ann Lee' }));
    expect(onCommand).toHaveBeenCalledWith({
      type: 'bust',
      entry_id: '1',
      eliminated_by_entry_id: '2',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers rebuy and add-on while open, and re-entry for a busted player', () => {
    const onCommand = vi.fn();
    const state = night([{ type: 'bust', entry_id: '3', at: 1000 }], runningNight());
    render(<GamePlayScreen {...props(state, { onCommand, view: playView(state, T0 + 2000) })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rebuy for Bob Stone' }));
    expect(onCommand).toHaveBeenLastCalledWith({ type: 'rebuy', entry_id: '2' });
    fireEvent.click(screen.getByRole('button', { name: 'Add-on for Bob Stone' }));
    expect(onCommand).toHaveBeenLastCalledWith({ type: 'addon', entry_id: '2' });
    expect(screen.queryByRole('button', { name: 'Bust Cat Diaz' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Re-entry for Cat Diaz' }));
    expect(onCommand).toHaveBeenLastCalledWith({ type: 'reenter', entry_id: '3' });
  });

  it('closes rebuys after the rebuy level', () => {
    const state = night(
      [{ type: 'next_level' }, { type: 'next_level' }, { type: 'next_level' }],
      runningNight(),
    );
    render(<GamePlayScreen {...props(state)} />);
    expect(screen.getByRole('button', { name: 'Bust Bob Stone' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rebuy for Bob Stone' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add-on for Bob Stone' })).toBeNull();
  });

  it('lists each action by name with its own Undo, and the pending ones as pending', () => {
    const onCommand = vi.fn();
    const state = night(
      [{ type: 'bust', entry_id: '1', eliminated_by_entry_id: '2', id: 'bust-ann', at: 500 }],
      runningNight(),
    );
    render(
      <GamePlayScreen
        {...props(state, {
          onCommand,
          pending: [{ id: 'rebuy-bob', label: 'Rebuy: Bob Stone', status: 'queued' }],
        })}
      />,
    );
    const actions = screen.getByRole('region', { name: 'Actions' });
    const items = within(actions).getAllByRole('listitem');
    expect(items[0]?.textContent).toBe('Rebuy: Bob StonePending');
    expect(items[1]?.textContent).toContain('Bust: Ann Lee by Bob Stone');
    fireEvent.click(
      within(actions).getByRole('button', { name: 'Undo Bust: Ann Lee by Bob Stone' }),
    );
    expect(onCommand).toHaveBeenCalledWith({ type: 'undo', command_id: 'bust-ann' });
    // The latest confirmed action is at hand under the clock too (on a phone).
    onCommand.mockClear();
    fireEvent.click(
      screen.getByRole('button', { name: 'Undo the last action: Bust: Ann Lee by Bob Stone' }),
    );
    expect(onCommand).toHaveBeenCalledWith({ type: 'undo', command_id: 'bust-ann' });
  });

  it('offers Finish when one player is left', () => {
    const onCommand = vi.fn();
    const state = night(
      ['1', '2', '3', '4'].map((id) => ({ type: 'bust' as const, entry_id: id, at: 100 })),
      runningNight(),
    );
    render(<GamePlayScreen {...props(state, { onCommand })} />);
    expect(screen.getByText('Eve Moss is the last player in')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Finish the game' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Finish the game?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Finish the game' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'finish' });
  });

  it("shows the server's reason for a refused command until dismissed", () => {
    const onDismissRefusal = vi.fn();
    render(
      <GamePlayScreen
        {...props(runningNight(), {
          onDismissRefusal,
          refusal: { id: 'x', detail: 'Ann Lee is already out (5th).' },
        })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Ann Lee is already out (5th).');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismissRefusal).toHaveBeenCalled();
  });
});

describe('balancing', () => {
  it('tells a director when the tables need balancing and opens the seating page', () => {
    // Twelve players on two tables of six; three out at one table leaves 6 against 3.
    const players = Array.from({ length: 12 }, (_, i) => ({
      id: String(i + 1),
      name: `Player ${i + 1}`,
      member_slug: null,
    }));
    const seated = night([
      {
        type: 'start',
        setup: { levels: NIGHT_LEVELS, settings: NIGHT_SETTINGS, entries: players },
        hold_clock: true,
      },
      ...players.map((player) => ({ type: 'check_in' as const, entry_id: player.id })),
      { type: 'draw_seats', seed: 3 },
      { type: 'resume' },
    ]);
    const table = seated.tables[0];
    const out = (table?.seats.filter((id): id is string => id !== null) ?? []).slice(0, 3);
    const state = night(
      out.map((id) => ({ type: 'bust' as const, entry_id: id })),
      seated,
    );
    expect(playView(state).balance_needed).toBe(true);
    const { rerender } = render(
      <MemoryRouter>
        <GamePlayScreen {...props(state, { seatingHref: '/app/game/friday/seating' })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('The tables need balancing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open seating' }).getAttribute('href')).toBe(
      '/app/game/friday/seating',
    );
    rerender(
      <MemoryRouter>
        <GamePlayScreen
          {...props(state, { canDirect: false, seatingHref: '/app/game/friday/seating' })}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByText('The tables need balancing')).toBeNull();
  });
});

describe('what a member sees', () => {
  it('shows their seat and their row, and no controls', () => {
    const state = runningNight();
    const view = playView(state);
    const cat = view.entries.find((entry) => entry.member_slug === 'cat-diaz');
    render(
      <GamePlayScreen {...props(state, { canDirect: false, viewerMemberSlug: 'cat-diaz' })} />,
    );
    const seat = screen.getByRole('region', { name: 'Your seat' });
    expect(seat.textContent).toContain(`Table ${cat?.table}, Seat ${cat?.seat}`);
    const mine = screen
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'true');
    expect(mine?.textContent).toContain('Cat Diaz');
    expect(mine?.textContent).toContain('You');
    expect(screen.queryByRole('toolbar', { name: 'Clock controls' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Bust/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    // The timer is there all the same.
    expect(screen.getByRole('timer').textContent).toBe('20:00');
  });

  it('tells the winner they won once the night is finished, not where they sat', () => {
    const others = ['1', '2', '4', '5'] as const;
    const state = night(
      [...others.map((id) => ({ type: 'bust' as const, entry_id: id })), { type: 'finish' }],
      runningNight(),
    );
    render(
      <GamePlayScreen {...props(state, { canDirect: false, viewerMemberSlug: 'cat-diaz' })} />,
    );
    const seat = screen.getByRole('region', { name: 'Your seat' });
    expect(seat.textContent).toContain('You won');
    expect(seat.textContent).not.toContain('Table');
  });

  it('lists the players table by table once seats are drawn, and those out by place', () => {
    const state = night([{ type: 'bust', entry_id: '4', at: 100 }], runningNight());
    const view = playView(state);
    render(<GamePlayScreen {...props(state, { canDirect: false, view })} />);
    for (const table of view.tables) {
      const seated = view.entries.filter(
        (entry) => entry.table === table.table && entry.status === 'seated',
      );
      const region = screen.getByRole('region', { name: `Table ${table.table}` });
      expect(
        within(region)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(
        [...seated]
          .sort((a, b) => (a.seat ?? 0) - (b.seat ?? 0))
          .map((entry) => expect.stringContaining(entry.name)),
      );
    }
    const out = screen.getByRole('region', { name: 'Out' });
    expect(out.textContent).toContain('Dan Wu');
    expect(out.textContent).toContain('5th');
  });

  it('reads the undo list without Undo buttons', () => {
    const state = night([{ type: 'bust', entry_id: '1', at: 100 }], runningNight());
    render(<GamePlayScreen {...props(state, { canDirect: false })} />);
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(actions.textContent).toContain('Bust: Ann Lee');
    expect(within(actions).queryByRole('button')).toBeNull();
  });
});

describe('seat announcements', () => {
  it('announces a move in a large overlay that goes away by itself', () => {
    vi.useFakeTimers();
    const before = runningNight();
    const taken = new Set(
      before.tables.flatMap((table) =>
        table.seats.flatMap((id, index) => (id === null ? [] : [`${table.table}:${index + 1}`])),
      ),
    );
    const free = before.tables
      .flatMap((table) => table.seats.map((_, index) => ({ table: table.table, seat: index + 1 })))
      .find((seat) => !taken.has(`${seat.table}:${seat.seat}`));
    if (!free) throw new Error('no free seat');
    const after = night([{ type: 'move_seat', entry_id: '1', ...free, at: 100 }], before);
    const { rerender } = render(<GamePlayScreen {...props(before, { canDirect: false })} />);
    expect(screen.queryByRole('status', { name: 'Seat changes' })).toBeNull();
    rerender(<GamePlayScreen {...props(after, { canDirect: false })} />);
    const overlay = screen.getByRole('status', { name: 'Seat changes' });
    expect(within(overlay).getByRole('heading').textContent).toBe('Seat change');
    expect(overlay.textContent).toContain(`Ann Lee`);
    expect(overlay.textContent).toContain(`Table ${free.table}, Seat ${free.seat}`);
    act(() => {
      vi.advanceTimersByTime(ANNOUNCEMENT_MS);
    });
    expect(screen.queryByRole('status', { name: 'Seat changes' })).toBeNull();
  });

  it('announces the draw, and not a bust', () => {
    const started = night([
      startCommand(),
      ...['1', '2', '3', '4', '5'].map((id) => ({ type: 'check_in' as const, entry_id: id })),
    ]);
    const drawn = night([{ type: 'draw_seats', seed: 3, at: 100 }], started);
    const { rerender } = render(<GamePlayScreen {...props(started)} />);
    rerender(<GamePlayScreen {...props(drawn)} />);
    const overlay = screen.getByRole('status', { name: 'Seat changes' });
    expect(within(overlay).getByRole('heading').textContent).toBe('Seats are drawn');
    expect(within(overlay).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Close the announcement' }));
    expect(screen.queryByRole('status', { name: 'Seat changes' })).toBeNull();
    const busted = night([{ type: 'bust', entry_id: '2', at: 200 }], drawn);
    rerender(<GamePlayScreen {...props(busted)} />);
    expect(screen.queryByRole('status', { name: 'Seat changes' })).toBeNull();
  });
});
