import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { controlClassName } from '../../../components/ui/text-field';

/** Typing pauses this long before the server is asked, so a name is one request, not six. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box that reports what was typed once typing pauses. `value` is the search in
 * force (the address's); when it changes from outside (Back, a link), the box follows.
 */
export function MemberSearchField({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="block text-sm font-medium text-chalk">
        {label}
      </label>
      <div className="relative mt-2">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-fog"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches at once instead of waiting for the pause.
            if (event.key === 'Enter') onSearch(text);
          }}
          className={controlClassName(
            false,
            'h-11 pr-11 pl-10 [&::-webkit-search-cancel-button]:appearance-none',
          )}
        />
        {text ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              onSearch('');
            }}
            className="absolute inset-y-1 right-1 grid w-9 place-items-center rounded-lg text-fog transition-colors hover:bg-white/[0.06] hover:text-chalk"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
