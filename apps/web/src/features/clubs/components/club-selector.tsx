import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection } from '@headlessui/react';
import { Check, ChevronsUpDown, LoaderCircle } from 'lucide-react';
import { useLocation } from 'react-router';
import { locksClubSelector } from '../../../lib/club/club-pages';
import { useSelectedClub, useUserClubs } from '../../../lib/club/use-selected-club';
import { useSwitchClub } from '../../../lib/club/use-switch-club';
import { memberCountLabel } from '../member-count-label';

/** SPEC.md section 2. */
export const CLUB_SELECTOR_LOCKED_TITLE = 'Disabled when managing the club';

/**
 * The top bar's club switcher, shown only to members of more than one club. It is locked on
 * the pages that manage the selected club, where switching underneath an edit would mix two
 * clubs' data.
 */
export function ClubSelector() {
  const { pathname } = useLocation();
  const { isLoading } = useUserClubs();
  const { club: selected, clubs } = useSelectedClub();
  const switchClub = useSwitchClub();

  if (isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-fog">
        <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
        Loading clubs...
      </p>
    );
  }
  if (clubs.length <= 1 || !selected) return null;
  const locked = locksClubSelector(pathname);

  return (
    <Menu as="div" className="relative min-w-0">
      <MenuButton
        disabled={locked}
        title={locked ? CLUB_SELECTOR_LOCKED_TITLE : undefined}
        className="group flex h-10 max-w-[11rem] min-w-0 items-center gap-2 rounded-xl border border-white/10 bg-white/[0.03] pr-2.5 pl-3 text-left text-sm font-medium text-chalk transition-colors hover:border-white/20 hover:bg-white/[0.06] data-active:border-gold-400/50 data-disabled:cursor-not-allowed data-disabled:opacity-55 data-disabled:hover:border-white/10 data-disabled:hover:bg-white/[0.03] sm:max-w-[16rem]"
      >
        <span className="sr-only">Club: </span>
        <span className="truncate">{selected.name}</span>
        <ChevronsUpDown className="size-4 shrink-0 text-fog" aria-hidden="true" />
      </MenuButton>
      <MenuItems className="absolute right-0 z-50 mt-2 w-72 max-w-[calc(100vw-1.5rem)] origin-top-right sm:right-auto sm:left-0 sm:origin-top-left rounded-2xl border border-white/10 bg-ink-850 p-1.5 shadow-[0_24px_60px_-20px_rgb(0_0_0/0.9)] focus:outline-none">
        <MenuSection>
          <MenuHeading className="px-3 pt-2 pb-1.5 text-xs font-semibold tracking-wider text-fog uppercase">
            Your Clubs
          </MenuHeading>
          {clubs.map((club) => {
            const isSelected = club.slug === selected.slug;
            return (
              <MenuItem
                key={club.slug}
                as="button"
                type="button"
                aria-current={isSelected ? 'true' : undefined}
                onClick={() => switchClub(club.slug)}
                className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left data-focus:bg-white/[0.06]"
              >
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-lg bg-felt-800 text-sm font-semibold text-felt-200"
                >
                  {club.name.charAt(0).toUpperCase()}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-chalk">{club.name}</span>
                  <span className="block text-xs text-fog">
                    {memberCountLabel(club.memberCount)}
                  </span>
                </span>
                {isSelected ? (
                  <>
                    <Check className="size-4 shrink-0 text-gold-300" aria-hidden="true" />
                    <span className="sr-only">Selected</span>
                  </>
                ) : null}
              </MenuItem>
            );
          })}
        </MenuSection>
      </MenuItems>
    </Menu>
  );
}
