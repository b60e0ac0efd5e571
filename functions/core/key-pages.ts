import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { invalidRequest } from './errors.js';
import { db, tableName } from './table.js';
import type { IndexName } from './table-definition.js';

/**
 * One page of an admin list, newest first, answered from key conditions: the list's entries live
 * in one or more partitions of an index (one per status) that share one sort key (creation time
 * first), so a page is, per partition, the next `pageSize + 1` entries past the page boundary,
 * merged. What a page reads is at most `partitions × (pageSize + 1)` entries, whatever the number
 * of entries the shop ever had. The page boundary travels as an opaque cursor (the list's pager
 * is Poprzednia / Następna, plus the first and the last page), never as an offset.
 *
 * A `filter` that is not a key condition (the orders' e-mail substring) is a FilterExpression:
 * DynamoDB reads every entry it passes over before it finds `pageSize` matches, so such a page
 * costs up to every entry of the selected partitions (and key range) when matches are rare.
 */
export interface KeyPageSpec {
  index: IndexName;
  /** The index's key attributes. */
  pk: string;
  sk: string;
  /** The partitions merged into the list (e.g. one per status), all with the same sort key layout. */
  partitions: string[];
  /** Inclusive sort key bounds (a date range), a key condition. */
  range?: { from?: string; to?: string };
  filter?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
  pageSize: number;
}

/** Where a page starts: the first page, the entries older or newer than a boundary, the last page. */
export type PagePosition = { page: 1; kind: 'first' } | { page: number; kind: 'older' | 'newer'; boundary: string } | { page: number; kind: 'last'; size: number };

export interface KeyPage {
  items: Record<string, unknown>[];
  page: number;
  /** Entries DynamoDB read to answer the page (the sum of the queries' ScannedCount). */
  itemsRead: number;
  hasOlder: boolean;
  hasNewer: boolean;
}

/** Below every sort key the lists use (they start with an ISO date) and above every one. */
const LOWEST = ' ';
const HIGHEST = '\uffff';

interface CursorBody {
  p: number;
  k: 'o' | 'n' | 'l';
  b?: string;
}

/** The opaque cursor of a position (base64url JSON); the client hands it back unchanged. */
export function encodeCursor(position: Exclude<PagePosition, { kind: 'first' }> | { page: number; kind: 'last' }): string {
  const body: CursorBody = { p: position.page, k: position.kind === 'older' ? 'o' : position.kind === 'newer' ? 'n' : 'l' };
  if ('boundary' in position) body.b = position.boundary;
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

/**
 * A cursor as the client sent it; 400 `invalid_request` (field `cursor`) when it is not one the
 * server made. `last` needs the list's total, so it is resolved by `lastPosition`.
 */
export function decodeCursor(cursor: string | undefined): { page: number; kind: 'first' | 'older' | 'newer' | 'last'; boundary?: string } {
  if (!cursor) return { page: 1, kind: 'first' };
  const bad = () => invalidRequest('The page cursor is not valid; start from the first page', { cursor: 'validation.cursor' });
  let body: CursorBody;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorBody;
  } catch {
    throw bad();
  }
  if (!body || typeof body !== 'object' || !Number.isInteger(body.p) || body.p < 1 || body.p > 10_000_000) throw bad();
  if (body.k === 'l') return { page: body.p, kind: 'last' };
  if ((body.k !== 'o' && body.k !== 'n') || typeof body.b !== 'string' || !body.b || body.b.length > 300) throw bad();
  return { page: body.p, kind: body.k === 'o' ? 'older' : 'newer', boundary: body.b };
}

/** The position a decoded cursor means, given the list's exact total (for the last page). */
export function positionOf(decoded: ReturnType<typeof decodeCursor>, total: number, pageSize: number): PagePosition {
  if (decoded.kind === 'first') return { page: 1, kind: 'first' };
  if (decoded.kind === 'last') {
    const pages = Math.max(1, Math.ceil(total / pageSize));
    return { page: pages, kind: 'last', size: total - (pages - 1) * pageSize || pageSize };
  }
  return { page: decoded.page, kind: decoded.kind, boundary: decoded.boundary! };
}

/** The Query of one partition's next `limit` entries in one direction (also what the unit tests pin). */
export function partitionQuery(spec: KeyPageSpec, partition: string, direction: 'older' | 'newer', bounds: { lo: string; hi: string }, limit: number): QueryCommandInput {
  return {
    TableName: tableName(),
    IndexName: spec.index,
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :lo AND :hi',
    ...(spec.filter ? { FilterExpression: spec.filter.expression } : {}),
    ExpressionAttributeNames: { '#pk': spec.pk, '#sk': spec.sk, ...spec.filter?.names },
    ExpressionAttributeValues: { ':pk': partition, ':lo': bounds.lo, ':hi': bounds.hi, ...spec.filter?.values },
    ScanIndexForward: direction === 'newer',
    Limit: limit,
  };
}

/**
 * Up to `want` entries of one partition past the boundary (exclusive), in the direction's order.
 * Without a filter this is one Query of `want` (`want + 1` past a boundary: the boundary itself is among them); with
 * a filter, Queries follow each other until enough matched or the partition ends.
 */
async function partitionEntries(spec: KeyPageSpec, partition: string, direction: 'older' | 'newer', bounds: { lo: string; hi: string }, boundary: string | undefined, want: number) {
  const out: Record<string, unknown>[] = [];
  let read = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...partitionQuery(spec, partition, direction, bounds, want + (boundary === undefined ? 0 : 1) - out.length), ...(start ? { ExclusiveStartKey: start } : {}) }));
    read += page.ScannedCount ?? 0;
    for (const item of page.Items ?? []) if (item[spec.sk] !== boundary) out.push(item);
    start = page.LastEvaluatedKey;
  } while (start && out.length < want);
  return { entries: out.slice(0, want), read };
}

/** One page of the list at `position`, newest first. */
export async function keyPage(spec: KeyPageSpec, position: PagePosition): Promise<KeyPage> {
  const from = spec.range?.from ?? LOWEST;
  const to = spec.range?.to ?? HIGHEST;
  const direction = position.kind === 'newer' || position.kind === 'last' ? 'newer' : 'older';
  const bounds =
    position.kind === 'older' ? { lo: from, hi: minOf(to, position.boundary) } : position.kind === 'newer' ? { lo: maxOf(from, position.boundary), hi: to } : { lo: from, hi: to };
  const boundary = 'boundary' in position ? position.boundary : undefined;
  const size = position.kind === 'last' ? position.size : spec.pageSize;
  if (bounds.lo > bounds.hi) return { items: [], page: position.page, itemsRead: 0, hasOlder: false, hasNewer: false };
  // One more than the page, to know whether anything lies beyond it.
  const parts = await Promise.all(spec.partitions.map((p) => partitionEntries(spec, p, direction, bounds, boundary, size + 1)));
  const sk = (item: Record<string, unknown>) => String(item[spec.sk]);
  // Byte order, as DynamoDB sorts keys (the keys are ASCII, where it equals code unit order).
  const byKey = (a: Record<string, unknown>, b: Record<string, unknown>) => (sk(a) < sk(b) ? -1 : sk(a) > sk(b) ? 1 : 0);
  const merged = parts.flatMap((p) => p.entries).sort((a, b) => (direction === 'older' ? byKey(b, a) : byKey(a, b)));
  const taken = merged.slice(0, size);
  const beyond = merged.length > size;
  const items = direction === 'older' ? taken : taken.reverse();
  const itemsRead = parts.reduce((n, p) => n + p.read, 0);
  if (position.kind === 'first') return { items, page: 1, itemsRead, hasOlder: beyond, hasNewer: false };
  if (position.kind === 'older') return { items, page: position.page, itemsRead, hasOlder: beyond, hasNewer: true };
  if (position.kind === 'last') return { items, page: position.page, itemsRead, hasOlder: false, hasNewer: beyond };
  // Walking back: a page with nothing newer is the first page, whatever the cursor said.
  return { items, page: beyond ? Math.max(2, position.page) : 1, itemsRead, hasOlder: true, hasNewer: beyond };
}

/** The cursors of the pages beside one page (null where there is none). */
export function cursorsOf(page: KeyPage, sk: string): { nextCursor: string | null; prevCursor: string | null } {
  const first = page.items[0];
  const last = page.items.at(-1);
  return {
    nextCursor: page.hasOlder && last ? encodeCursor({ page: page.page + 1, kind: 'older', boundary: String(last[sk]) }) : null,
    prevCursor: page.hasNewer && first ? encodeCursor({ page: page.page - 1, kind: 'newer', boundary: String(first[sk]) }) : null,
  };
}

/** The cursor of a list's last page (the pager's last page button). */
export const lastPageCursor = (pages: number) => (pages > 1 ? encodeCursor({ page: pages, kind: 'last' }) : null);

/**
 * The exact number of entries a filtered list selects, when no counter can know it (a date range,
 * the e-mail substring): a COUNT Query over every selected partition and key range, whose cost
 * grows with the entries in that range (they are read, not returned).
 */
export async function countMatching(spec: KeyPageSpec): Promise<{ total: number; itemsRead: number }> {
  let total = 0;
  let itemsRead = 0;
  const bounds = { lo: spec.range?.from ?? LOWEST, hi: spec.range?.to ?? HIGHEST };
  await Promise.all(
    spec.partitions.map(async (partition) => {
      let start: Record<string, unknown> | undefined;
      do {
        const { Limit: _limit, ScanIndexForward: _order, ...query } = partitionQuery(spec, partition, 'older', bounds, 1);
        const out = await db().send(new QueryCommand({ ...query, Select: 'COUNT', ...(start ? { ExclusiveStartKey: start } : {}) }));
        total += out.Count ?? 0;
        itemsRead += out.ScannedCount ?? 0;
        start = out.LastEvaluatedKey;
      } while (start);
    }),
  );
  return { total, itemsRead };
}

const minOf = (a: string, b: string) => (a < b ? a : b);
const maxOf = (a: string, b: string) => (a > b ? a : b);

/**
 * The same page of a list already read whole and sorted newest first (a filter DynamoDB cannot
 * apply, such as a case-insensitive search: the caller read every entry of the key range).
 */
export function pageOfSorted(newestFirst: Record<string, unknown>[], sk: string, position: PagePosition, pageSize: number): KeyPage {
  const key = (item: Record<string, unknown>) => String(item[sk]);
  if (position.kind === 'first') return { items: newestFirst.slice(0, pageSize), page: 1, itemsRead: newestFirst.length, hasOlder: newestFirst.length > pageSize, hasNewer: false };
  if (position.kind === 'last') {
    const start = Math.max(0, newestFirst.length - position.size);
    return { items: newestFirst.slice(start), page: position.page, itemsRead: newestFirst.length, hasOlder: false, hasNewer: start > 0 };
  }
  if (position.kind === 'older') {
    const start = newestFirst.findIndex((item) => key(item) < position.boundary);
    const from = start < 0 ? newestFirst.length : start;
    return { items: newestFirst.slice(from, from + pageSize), page: position.page, itemsRead: newestFirst.length, hasOlder: from + pageSize < newestFirst.length, hasNewer: true };
  }
  const end = newestFirst.findIndex((item) => key(item) <= position.boundary);
  const stop = end < 0 ? newestFirst.length : end;
  const start = Math.max(0, stop - pageSize);
  return { items: newestFirst.slice(start, stop), page: start > 0 ? Math.max(2, position.page) : 1, itemsRead: newestFirst.length, hasOlder: true, hasNewer: start > 0 };
}
