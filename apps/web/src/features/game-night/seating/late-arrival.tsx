import { UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';

/** The club's members whose names match what the director typed (the page searches). */
export interface MemberSearch {
  text: string;
  onText: (text: string) => void;
  results: readonly { slug: string; name: string }[];
  pending: boolean;
}

/** The contract's longest guest name. */
const GUEST_NAME_MAX = 100;

/**
 * A player who did not register arrives while late registration is open: a member of the club
 * found by name, or a guest by name. They buy in at once and, once seats are drawn, take a
 * random seat at the shortest table.
 */
export function LateArrival({
  untilLevel,
  search,
  memberSlugsInGame,
  onRegister,
}: {
  untilLevel: number;
  /** Null where the club's members cannot be searched: guests only. */
  search: MemberSearch | null;
  /** Members with an entry already (registered, in or out): they are checked in or re-enter. */
  memberSlugsInGame: ReadonlySet<string>;
  onRegister: (who: { member_slug: string } | { guest_name: string }) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const [local, setLocal] = useState('');
  const text = search?.text ?? local;
  const setText = search?.onText ?? setLocal;
  const name = text.trim();
  const matches = name === '' ? [] : (search?.results ?? []);

  const addGuest = (event: FormEvent) => {
    event.preventDefault();
    if (name === '') return;
    onRegister({ guest_name: name });
    setText('');
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="mt-8">
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold text-chalk">
        Late arrival
      </h2>
      <p id={hintId} className="mt-1 text-sm text-mist">
        Someone who did not register buys in now (open through level {untilLevel}): a member of the
        club, or a guest by name.
      </p>
      <form onSubmit={addGuest} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="text-sm font-medium text-chalk">
            Name
          </label>
          <input
            id={inputId}
            value={text}
            maxLength={GUEST_NAME_MAX}
            autoComplete="off"
            aria-describedby={hintId}
            onChange={(event) => setText(event.target.value)}
            className="mt-1.5 block h-11 w-full rounded-xl border border-white/15 bg-ink-900 px-3 text-chalk placeholder:text-fog focus-visible:outline-2 focus-visible:outline-gold-300"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={name === ''}>
          <UserPlus className="size-4" aria-hidden="true" />
          {name === '' ? 'Add a guest' : `Add ${name} as a guest`}
        </Button>
      </form>
      {search && name !== '' ? (
        <div className="mt-3" aria-live="polite">
          {search.pending && matches.length === 0 ? (
            <p className="text-sm text-mist">Searching the members...</p>
          ) : matches.length === 0 ? (
            <p className="text-sm text-mist">No member of the club is called that.</p>
          ) : (
            <ul aria-label="Members" className="flex flex-wrap gap-2">
              {matches.map((member) => {
                const inGame = memberSlugsInGame.has(member.slug);
                return (
                  <li key={member.slug}>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={inGame}
                      onClick={() => {
                        onRegister({ member_slug: member.slug });
                        setText('');
                      }}
                    >
                      {inGame ? `${member.name} (in the game)` : `Add ${member.name}`}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
