import { z } from 'zod';

/**
 * How the admin's long lists (orders, invoices, returns, refunds) page: newest first, a page at a
 * time through opaque cursors (the pager is Poprzednia / Następna plus the first and the last
 * page), with the exact total for "Strona X z Y". The request names no page number: it sends
 * back one of the cursors the previous answer gave (none for the first page). A cursor belongs
 * to the filters it was made with; when a filter changes, the client starts again without one.
 */
export const listCursorQuery = {
  /** Absent: the first page. Otherwise `nextCursor`, `prevCursor` or `lastCursor` of an earlier answer. */
  cursor: z.string().trim().min(1).max(600).optional(),
};

export const listPageFields = {
  /** Every entry the filters select (exact). */
  total: z.number().int(),
  /** This page's number, 1-based, and how many pages the total makes (at least 1). */
  page: z.number().int(),
  pages: z.number().int(),
  /** The cursors of the older page, the newer page and the last page; null where there is none. */
  nextCursor: z.string().nullable(),
  prevCursor: z.string().nullable(),
  lastCursor: z.string().nullable(),
};
