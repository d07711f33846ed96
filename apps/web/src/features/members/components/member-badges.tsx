import { ROLE_LABELS, type MemberRole } from '@felt/contract';

const ROLE_TONES: Record<MemberRole, string> = {
  owner: 'bg-gold-400/15 text-gold-300 ring-gold-400/25',
  manager: 'bg-felt-700/50 text-felt-200 ring-felt-400/25',
  member: 'bg-white/[0.05] text-mist ring-white/10',
};

const BADGE =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

export function RoleBadge({ role }: { role: MemberRole }) {
  return <span className={`${BADGE} ${ROLE_TONES[role]}`}>{ROLE_LABELS[role]}</span>;
}

/** A guest player: a name without an account. */
export function GuestBadge() {
  return (
    <span
      className={`${BADGE} bg-transparent text-fog ring-white/20 [--tw-ring-style:dashed]`}
      title="A guest player, without a Felt account"
    >
      Guest
    </span>
  );
}
