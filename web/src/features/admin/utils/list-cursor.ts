/** What every paged admin list answers besides its items (functions/contracts/list-page.ts). */
export interface CursorPage {
  page: number;
  pages: number;
  nextCursor: string | null;
  prevCursor: string | null;
  lastCursor: string | null;
}

/**
 * The cursor that opens page `target` from the page shown: the pager offers the first and the last
 * page and the pages beside the current one, each of which the answer carries a cursor for
 * ('' is the first page: no cursor). Undefined for a page no cursor leads to.
 */
export function cursorForPage(current: CursorPage, target: number): string | undefined {
  if (target === 1) return '';
  if (target === current.page + 1 && current.nextCursor) return current.nextCursor;
  if (target === current.page - 1 && current.prevCursor) return current.prevCursor;
  if (target === current.pages && current.lastCursor) return current.lastCursor;
  return undefined;
}

/**
 * The list page's cursor pager (components/ui/list-page.tsx) for an answer with cursors:
 * Previous and Next, First and Last where they lead further (the answer's `lastCursor` opens the
 * last page in one step), with "Page X of Y" from the answer's exact total. `show(cursor, page)`
 * puts the cursor of the chosen page in the URL (use-url-filters.ts, `setCursor`); `label` names
 * the pager's navigation.
 */
export function cursorPager(current: CursorPage, show: (cursor: string | undefined, page: number) => void, label?: string) {
  const previous = current.page > 1 ? cursorForPage(current, current.page - 1) : undefined;
  const next = current.page < current.pages ? cursorForPage(current, current.page + 1) : undefined;
  const last = current.page < current.pages - 1 ? cursorForPage(current, current.pages) : undefined;
  return {
    kind: 'cursor' as const,
    onFirst: current.page > 2 ? () => show(undefined, 1) : undefined,
    onLast: last ? () => show(last, current.pages) : undefined,
    onPrevious: previous !== undefined ? () => show(previous || undefined, current.page - 1) : undefined,
    onNext: next ? () => show(next, current.page + 1) : undefined,
    page: current.page,
    totalPages: current.pages,
    label,
  };
}
