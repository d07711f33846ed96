import { MEMBERS_PAGE_SIZE, type MemberListResponse } from '@felt/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/**
 * Previous / next through a member list's pages of 25 (`list` is the page shown), with where
 * the reader is. Hidden for one page.
 */
export function MemberPager({
  list,
  page,
  onPage,
}: {
  list: Pick<MemberListResponse, 'count' | 'previous' | 'next'>;
  page: number;
  onPage: (page: number) => void;
}) {
  const { count } = list;
  const hasPrevious = list.previous !== null;
  const hasNext = list.next !== null;
  const pages = Math.max(1, Math.ceil(count / MEMBERS_PAGE_SIZE));
  if (pages <= 1 && !hasPrevious) return null;
  const first = (page - 1) * MEMBERS_PAGE_SIZE + 1;
  const last = Math.min(page * MEMBERS_PAGE_SIZE, count);
  return (
    <nav
      aria-label="Member pages"
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-mist"
    >
      <p className="tabular-nums">
        {first}–{last} of {count}
        <span className="sr-only">
          , page {page} of {pages}
        </span>
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={!hasPrevious}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Button>
        <span className="px-1 tabular-nums" aria-hidden="true">
          {page} / {pages}
        </span>
        <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
