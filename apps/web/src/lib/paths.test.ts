import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('names the app pages of SPEC.md section 2', () => {
    expect(paths.dashboard()).toBe('/app/dashboard');
    expect(paths.league()).toBe('/app/dashboard/leagues');
    expect(paths.league('main-league')).toBe('/app/dashboard/leagues/main-league');
    expect(paths.seasons()).toBe('/app/seasons');
    expect(paths.leaderboard('spring-2026')).toBe('/app/season/spring-2026/leaderboard');
    expect(paths.members()).toBe('/app/members');
    expect(paths.members('Ada Lovelace')).toBe('/app/members?search=Ada+Lovelace');
    expect(paths.membersDirectory()).toBe('/app/members/directory');
    expect(paths.member('ada-lovelace')).toBe('/app/members/ada-lovelace');
    expect(paths.blindSchedules()).toBe('/app/club/blind-schedules');
    expect(paths.blindSchedule('deep-stack')).toBe('/app/club/blind-schedules/deep-stack');
    expect(paths.account()).toBe('/app/account');
    expect(paths.help()).toBe('/app/help');
    expect(paths.billingUpgrade()).toBe('/app/billing/upgrade');
    expect(paths.billingUpgradeForm()).toBe('/app/billing/upgrade-form');
  });

  it('names the games pages', () => {
    expect(paths.games()).toBe('/app/games');
    expect(paths.newGame()).toBe('/app/games/new');
    expect(paths.editGame('friday-night')).toBe('/app/games/friday-night/edit');
    expect(paths.seasonGame('spring-2026')).toBe('/app/season/spring-2026/games');
    expect(paths.seasonGame('spring-2026', 'friday-night')).toBe(
      '/app/season/spring-2026/games/friday-night',
    );
    expect(
      paths.seasonGame('spring-2026', 'friday-night', { caller: '/app/game/friday-night' }),
    ).toBe('/app/season/spring-2026/games/friday-night?caller=%2Fapp%2Fgame%2Ffriday-night');
    expect(paths.seasonPastGames('spring-2026')).toBe('/app/games?when=past&season=spring-2026');
    expect(paths.game('friday-night')).toBe('/app/game/friday-night');
    expect(paths.gameOpen('friday-night')).toBe('/app/game/friday-night/open');
    expect(paths.gamePlay('friday-night')).toBe('/app/game/friday-night/play');
    expect(paths.gamePayouts('friday-night')).toBe('/app/game/friday-night/payouts');
    expect(paths.gameSeating('friday-night')).toBe('/app/game/friday-night/seating');
    expect(paths.gameSettings('friday-night')).toBe('/app/settings/game/friday-night');
    expect(paths.join('friday-night')).toBe('/game/friday-night/join');
    expect(paths.join('friday-night', 'Ab3_x')).toBe('/game/friday-night/join?code=Ab3_x');
  });

  it('names the settings page of each scope', () => {
    expect(paths.settings.club()).toBe('/app/settings');
    expect(paths.settings.league('main-league')).toBe('/app/settings/league/main-league');
    expect(paths.settings.season('spring-2026')).toBe('/app/settings/season/spring-2026');
    expect(paths.settings.game('friday-night')).toBe(paths.gameSettings('friday-night'));
  });

  it('opens the plain or the club-scoped blind clock, on a schedule when asked', () => {
    expect(paths.clock()).toBe('/app/tools/clock');
    expect(paths.clock({ schedule: 'turbo' })).toBe('/app/tools/clock?schedule=turbo');
    expect(paths.clock({ clubSlug: 'thursday-poker' })).toBe(
      '/app/tools/clock/clubs/thursday-poker',
    );
    expect(paths.clock({ clubSlug: 'thursday-poker', schedule: 'standard' })).toBe(
      '/app/tools/clock/clubs/thursday-poker?schedule=standard',
    );
  });

  it('names the account pages, with the way back after logging in', () => {
    expect(paths.login()).toBe('/auth/login');
    expect(paths.login({ redirect: '/app/games?season=4' })).toBe(
      '/auth/login?redirect=%2Fapp%2Fgames%3Fseason%3D4',
    );
    expect(paths.login({ redirect: '/accept-invite/tok', email: 'nina@example.com' })).toBe(
      '/auth/login?redirect=%2Faccept-invite%2Ftok&email=nina%40example.com',
    );
    expect(paths.register()).toBe('/auth/register');
    expect(paths.forgotPassword()).toBe('/auth/forgot-password');
    expect(paths.checkInbox()).toBe('/auth/verify-email');
    expect(paths.checkInbox('ada@example.com')).toBe('/auth/verify-email?email=ada%40example.com');
    expect(paths.resetPassword('MTI', 'c0ffee-token')).toBe(
      '/auth/reset-password/MTI/c0ffee-token',
    );
    expect(paths.verifyEmail('MTI', 'abc')).toBe('/accounts/verify-email/MTI/abc');
    expect(paths.confirmEmailChange('abc')).toBe('/accounts/email-change/verify/abc');
    expect(paths.acceptInvite('tok_123-abc')).toBe('/accept-invite/tok_123-abc');
    expect(paths.leaderboardPrint('spring-2026')).toBe('/seasons/spring-2026/leaderboard/print');
  });

  it('keeps a slug with a slash, a query or a hash one path segment', () => {
    const slug = 'a/b?c#d e';
    expect(paths.member(slug)).toBe('/app/members/a%2Fb%3Fc%23d%20e');
    expect(paths.game(slug)).toBe('/app/game/a%2Fb%3Fc%23d%20e');
    expect(paths.settings.league(slug)).toBe('/app/settings/league/a%2Fb%3Fc%23d%20e');
    expect(paths.clock({ clubSlug: slug })).toBe('/app/tools/clock/clubs/a%2Fb%3Fc%23d%20e');
    expect(paths.join(slug, 'x&y=z')).toBe('/game/a%2Fb%3Fc%23d%20e/join?code=x%26y%3Dz');
  });
});
