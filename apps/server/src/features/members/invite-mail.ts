import { INVITE_LIFETIME_DAYS } from '@felt/contract';
import { renderMailLayout } from '../../mail/mail-layout';

/** The invitation to join a club; the link opens the accept-invite page. */
export function inviteMail(input: {
  clubName: string;
  inviterName: string | null;
  role: 'member' | 'manager';
  link: string;
}) {
  const who = input.inviterName ?? 'A club manager';
  const as = input.role === 'manager' ? 'a manager' : 'a member';
  const subject = `You're invited to join ${input.clubName} on Felt`;
  return {
    subject,
    ...renderMailLayout({
      preheader: `${who} invited you to join ${input.clubName} on Felt.`,
      heading: `Join ${input.clubName}`,
      paragraphs: [
        'Hi there,',
        `${who} invited you to join ${input.clubName} on Felt as ${as}: see the schedule, sign up for games and follow the standings.`,
      ],
      button: { label: 'Accept invitation', url: input.link },
      closing: [
        `This invitation expires in ${INVITE_LIFETIME_DAYS} days and works only once. If you weren't expecting it, you can safely ignore this email.`,
      ],
      footer: `You received this email because someone at ${input.clubName} invited this address to Felt.`,
    }),
  };
}
