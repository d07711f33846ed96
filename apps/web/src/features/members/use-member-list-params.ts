import { memberRoleSchema } from '@felt/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { MemberListParams } from './api/member-paths';

/**
 * The member list's search, role filter and page live in the address (`?search=&role=&page=`),
 * so a reload, a shared link or the Back button shows the same page. A new search or filter
 * starts again at page 1.
 */
export function useMemberListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const parsedRole = memberRoleSchema.safeParse(searchParams.get('role'));
  const role = parsedRole.success ? parsedRole.data : null;
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '', 10) || 1);
  const params = useMemo<MemberListParams>(() => ({ search, role, page }), [search, role, page]);

  const update = useCallback(
    (changes: Partial<MemberListParams>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | null) => {
            if (value) next.set(key, value);
            else next.delete(key);
          };
          if (changes.search !== undefined) set('search', changes.search.trim());
          if (changes.role !== undefined) set('role', changes.role);
          const page =
            changes.page ?? (changes.search !== undefined || changes.role !== undefined ? 1 : null);
          if (page !== null) set('page', page > 1 ? String(page) : null);
          return next;
        },
        // Paging is a step Back can undo; typing in the search box is not.
        { replace: changes.page === undefined },
      );
    },
    [setSearchParams],
  );

  return { params, update };
}
