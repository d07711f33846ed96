import type { Member } from '@felt/contract';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import {
  Crown,
  Ellipsis,
  ShieldCheck,
  ShieldMinus,
  UserMinus,
  type LucideIcon,
} from 'lucide-react';
import type { MemberActions } from '@felt/domain';

const ITEM =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm text-chalk data-disabled:cursor-not-allowed data-disabled:opacity-60 data-focus:bg-white/[0.06]';

function Item({
  icon: Icon,
  label,
  onSelect,
  danger = false,
  disabled,
}: {
  icon: LucideIcon;
  label: string;
  onSelect: () => void;
  danger?: boolean;
  disabled: boolean;
}) {
  return (
    <MenuItem
      as="button"
      type="button"
      disabled={disabled}
      onClick={onSelect}
      className={`${ITEM} ${danger ? 'text-suit-red' : ''}`}
    >
      <Icon className={`size-4 shrink-0 ${danger ? '' : 'text-fog'}`} aria-hidden="true" />
      {label}
    </MenuItem>
  );
}

export interface MemberActionHandlers {
  onChangeRole: (member: Member, role: 'member' | 'manager') => void;
  onRemove: (member: Member) => void;
  onTransfer: (member: Member) => void;
}

/** One member's actions, in a menu so the table stays calm. */
export function MemberActionsMenu({
  member,
  actions,
  busy,
  handlers,
}: {
  member: Member;
  actions: MemberActions;
  busy: boolean;
  handlers: MemberActionHandlers;
}) {
  const [changeRoleTo] = actions.roleChanges;
  return (
    <Menu>
      <MenuButton
        aria-label={`Actions for ${member.name}`}
        className="grid size-9 place-items-center rounded-full text-mist transition-colors hover:bg-white/[0.06] hover:text-chalk data-active:bg-white/[0.08]"
      >
        <Ellipsis className="size-5" aria-hidden="true" />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 6 }}
        className="z-50 w-60 rounded-2xl border border-white/10 bg-ink-850 p-1.5 shadow-[0_24px_60px_-20px_rgb(0_0_0/0.9)] focus:outline-none"
      >
        {changeRoleTo ? (
          <Item
            icon={changeRoleTo === 'manager' ? ShieldCheck : ShieldMinus}
            label={changeRoleTo === 'manager' ? 'Make Club Manager' : 'Make Member'}
            disabled={busy}
            onSelect={() => handlers.onChangeRole(member, changeRoleTo)}
          />
        ) : null}
        {actions.transfer ? (
          <Item
            icon={Crown}
            label="Transfer ownership"
            disabled={busy}
            onSelect={() => handlers.onTransfer(member)}
          />
        ) : null}
        {actions.remove ? (
          <>
            {changeRoleTo || actions.transfer ? (
              <MenuSeparator className="mx-2 my-1 h-px bg-white/10" />
            ) : null}
            <Item
              icon={UserMinus}
              label="Remove from club"
              danger
              disabled={busy}
              onSelect={() => handlers.onRemove(member)}
            />
          </>
        ) : null}
      </MenuItems>
    </Menu>
  );
}
