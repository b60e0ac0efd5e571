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
