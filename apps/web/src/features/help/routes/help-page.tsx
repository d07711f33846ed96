import { ArrowRight, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';

const SECTIONS = [
  { id: 'getting-started', title: 'Getting started' },
  { id: 'roles', title: 'Who can do what' },
  { id: 'leagues-rules', title: 'Leagues, seasons and club rules' },
  { id: 'game-night', title: 'Running a game night' },
  { id: 'clock-shortcuts', title: 'Blind clock keyboard shortcuts' },
  { id: 'contact-support', title: 'Contact support' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

function HelpSection({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find((section) => section.id === id)?.title;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-white/[0.07] bg-ink-900/70 p-5 sm:p-7"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight text-chalk">
        <a href={`#${id}`} className="group inline-flex items-baseline gap-2 rounded">
          {title}
          <span aria-hidden="true" className="text-fog opacity-0 group-hover:opacity-100">
            #
          </span>
        </a>
      </h2>
      <div className="mt-4 space-y-4 text-[0.9375rem] leading-7 text-mist [&_strong]:font-semibold [&_strong]:text-chalk">
        {children}
      </div>
    </section>
  );
}

function Steps({ children }: { children: ReactNode }) {
  return (
    <ol className="space-y-3 [counter-reset:step] [&>li]:relative [&>li]:pl-10 [&>li]:[counter-increment:step] [&>li]:before:absolute [&>li]:before:top-0.5 [&>li]:before:left-0 [&>li]:before:grid [&>li]:before:size-7 [&>li]:before:place-items-center [&>li]:before:rounded-full [&>li]:before:bg-felt-800 [&>li]:before:text-xs [&>li]:before:font-semibold [&>li]:before:text-felt-200 [&>li]:before:content-[counter(step)]">
      {children}
    </ol>
  );
}

function Key({ children }: { children: ReactNode }) {
  return (
    <kbd className="inline-flex min-w-9 items-center justify-center rounded-lg border border-white/15 border-b-white/25 bg-ink-800 px-2.5 py-1 font-mono text-sm font-semibold text-chalk shadow-[inset_0_-2px_0_rgb(0_0_0/0.35)]">
      {children}
    </kbd>
  );
}

const SHORTCUTS: { keys: ReactNode; action: string }[] = [
  { keys: <Key>Space</Key>, action: 'Start or pause the clock' },
  {
    keys: (
      <Key>
        <span aria-hidden="true">→</span>
        <span className="sr-only">Right arrow</span>
      </Key>
    ),
    action: 'Next level',
  },
  {
    keys: (
      <Key>
        <span aria-hidden="true">←</span>
        <span className="sr-only">Left arrow</span>
      </Key>
    ),
    action: 'Previous level',
  },
  { keys: <Key>F</Key>, action: 'Full screen on or off' },
];

/** `/app/help`: how Felt works, the clock's keys, and how to reach us. */
export function HelpPage() {
  usePageTitle('Help & Support');
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-20 sm:px-6 sm:pt-10 lg:px-8">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight text-chalk sm:text-4xl">
          Help &amp; Support
        </h1>
        <p className="mt-3 text-base leading-7 text-mist">
          Everything you need to set up your club and run a smooth game night. Can&apos;t find an
          answer? We are one message away.
        </p>
      </header>

      <div className="mt-8 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <nav aria-label="On this page" className="mb-8 lg:mb-0">
          <div className="lg:sticky lg:top-24">
            <p className="text-xs font-semibold tracking-wider text-fog uppercase">On this page</p>
            <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="block rounded-full border border-white/10 px-3 py-1.5 text-sm text-mist transition-colors hover:border-white/25 hover:text-chalk lg:rounded-lg lg:border-0 lg:px-2 lg:py-1.5 lg:hover:bg-white/[0.04]"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>

        <div className="space-y-5">
          <HelpSection id="getting-started">
            <p>
              Signing up gives you a club of your own, with you as its <strong>Owner</strong>, a
              Main League and a season for this year. Four steps get it ready for the first game:
            </p>
            <Steps>
              <li>
                <strong>Make it yours.</strong> Open <strong>Your Profile</strong> from the menu
                under your name: set your club&apos;s name, your time zone, a profile picture, and a
                Venmo or PayPal handle so winners can pay and be paid in a tap.
              </li>
              <li>
                <strong>Set the house rules.</strong> <strong>Club Settings</strong> holds the
                buy-in, rebuys and add-ons, starting stack, bounty, house fee, seats per table,
                payouts and the points formula, once for the whole club.
              </li>
              <li>
                <strong>Set up your blinds.</strong> Under <strong>Blind Structures</strong> in the
                Management section, start from the wizard: give it the number of players, how long
                the game should last, the pace and the starting stack, and it builds the levels,
                breaks and antes. Adjust any level afterwards.
              </li>
              <li>
                <strong>Invite your players.</strong> <strong>Manage Members</strong> emails an
                invitation link (it works once, for 7 days); your friend joins with one click, or
                signs up right there. Regulars without an account can be added as guest players by
                name and claim their profile later.
              </li>
            </Steps>
            <p>
              Belong to more than one club? Switch between them with the club selector at the top of
              the page. It is locked while you are managing a club (its members, seasons or blind
              structures) so two clubs&apos; data never mix.
            </p>
          </HelpSection>

          <HelpSection id="roles">
            <dl className="grid gap-4 sm:grid-cols-2">
              {[
                ['Owner', 'Runs the club: settings, members, leagues, seasons, games and billing.'],
                [
                  'Club Manager',
                  'Runs game nights and manages members for the owner, and sees the Management section.',
                ],
                [
                  'Member',
                  'RSVPs for games, follows the clock, results and standings, and sees the member directory.',
                ],
                [
                  'Demo',
                  'Explores a pre-filled club, read-only: everything is visible and nothing is saved.',
                ],
              ].map(([role, text]) => (
                <div
                  key={role}
                  className="rounded-xl border border-white/[0.06] bg-white/[0.02] p-4"
                >
                  <dt className="font-semibold text-chalk">{role}</dt>
                  <dd className="mt-1 text-sm leading-6">{text}</dd>
                </div>
              ))}
            </dl>
          </HelpSection>

          <HelpSection id="leagues-rules">
            <p>
              A club has <strong>leagues</strong> (a Tuesday league, a high-stakes series), and a
              league has <strong>seasons</strong> with a begin and end date; standings start over
              with every season. <strong>Leagues</strong> in the sidebar shows the current season of
              each league; <strong>Seasons</strong> is where owners and managers add, edit and
              activate them.
            </p>
            <p>
              Rules cascade: what <strong>Club Settings</strong> sets applies everywhere, a league
              can override any rule for its own games, and a season can override its league. Each
              setting says where its value comes from, and <strong>Reset</strong> hands it back to
              the level above.
            </p>
          </HelpSection>

          <HelpSection id="game-night">
            <p>
              Scheduling is here today: put a game on the calendar, members RSVP from their phones,
              the waitlist moves up by itself and friends join by a shared link. Running the night
              live (the seat draw, one clock on every screen, busts, payouts and standings) is
              coming next; until then the blind clock runs any night on the screen that starts it.
              This is how a night goes:
            </p>
            <Steps>
              <li>
                <strong>Before the night.</strong> Schedule the game; members RSVP. When it is full,
                new players join a waitlist and move up as soon as a seat frees.
              </li>
              <li>
                <strong>Seat the players.</strong> Check players in as they arrive; a random draw
                seats them with tables as even as possible.
              </li>
              <li>
                <strong>Run the clock.</strong> Put the clock on a TV. It sounds a warning before
                each level ends. Coming with the live night: every phone shows the same level and
                second as the TV.
              </li>
              <li>
                <strong>Keep score from your phone.</strong> Record busts (with who knocked them
                out), rebuys and add-ons. Felt tells you when to move a player to balance the tables
                and when to break one.
              </li>
              <li>
                <strong>Pay out and record.</strong> The payouts follow the club&apos;s structure; a
                deal calculator (ICM or chip chop) helps when the final players want to split.
                Record the results and the season standings update.
              </li>
            </Steps>
          </HelpSection>

          <HelpSection id="clock-shortcuts">
            <p>On a computer, the blind clock answers to the keyboard:</p>
            <table className="w-full max-w-lg border-separate border-spacing-y-2 text-left">
              <thead className="sr-only">
                <tr>
                  <th scope="col">Key</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {SHORTCUTS.map(({ keys, action }) => (
                  <tr key={action}>
                    <td className="w-28 align-middle">{keys}</td>
                    <td className="align-middle text-chalk">{action}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              In full screen, <Key>Esc</Key> also leaves it. The screen stays awake while the clock
              runs.
            </p>
          </HelpSection>

          <HelpSection id="contact-support">
            <p>
              A question, a bug, or an idea for the next release? Write to us through the contact
              form; every message is read by the people who build Felt.
            </p>
            <div className="flex flex-wrap gap-3 pt-1">
              <ButtonLink to={paths.contact()} size="md">
                <Mail className="size-4" aria-hidden="true" />
                Contact Us
                <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
            </div>
          </HelpSection>
        </div>
      </div>
    </div>
  );
}
