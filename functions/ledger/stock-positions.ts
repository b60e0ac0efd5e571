import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { productKeys } from '../catalog/product-entity.js';
import { HttpError } from '../core/errors.js';
import { db, tableName } from '../core/table.js';
import { inProductLanes } from './stock-lanes.js';
import { isStockWhat, type StockPosition } from './stock-log.js';
import { commit, type CommitResult, type Intent } from './write-path.js';

/**
 * Reading where products' stock stands and committing logged stock moves from there
 * (stock-log.ts explains why a move is conditional on the position it was built from).
 */

/** The products' positions (consistent reads); a product that does not exist is absent. */
export async function readStockPositions(ids: readonly number[]): Promise<Map<number, StockPosition>> {
  const positions = new Map<number, StockPosition>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = unique.slice(i, i + 100).map((id) => productKeys.byId(id));
    while (keys?.length) {
      const out: BatchGetCommandOutput = await db().send(
        new BatchGetCommand({
          RequestItems: { [tableName()]: { Keys: keys, ConsistentRead: true, ProjectionExpression: 'id, stock, stockLogSeq, productNumber, variantStock' } },
        }),
      );
      for (const item of out.Responses?.[tableName()] ?? []) {
        const id = Number(item.id);
        positions.set(id, {
          productId: id,
          stock: Number(item.stock ?? 0),
          seq: Number(item.stockLogSeq ?? 0),
          tracked: item.stockLogSeq !== undefined,
          sku: typeof item.productNumber === 'string' && item.productNumber ? item.productNumber : String(id),
          ...(item.variantStock ? { variantStock: item.variantStock as Record<string, number> } : {}),
        });
      }
      keys = out.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return positions;
}

/**
 * How long one stock move may keep losing to other moves of the same products before it gives up
 * with 503 `service_unavailable` and Retry-After (the buyer tries again in a moment): never an
 * `out_of_stock` that is not true, never a request that hangs. Every lost round means another
 * move committed, so under a flash sale the units run out well inside it and the rest are told
 * 409 `out_of_stock` from their next read.
 */
export const STOCK_MOVE_BUDGET_MS = 25_000;

/** The first back-off after a lost round, and the longest: see stockMoveBackoffMs. */
const BACKOFF_BASE_MS = 8;
const BACKOFF_CAP_MS = 1_000;

/**
 * The wait after the `lostRounds`-th lost round: "full jitter" exponential back-off, a random
 * time in [0, min(cap, base × 2^rounds)] (AWS Architecture Blog, "Exponential Backoff And
 * Jitter"). Why not a short fixed wait: a move's position is one chain per product, so of N
 * buyers retrying together exactly one wins each round; with waits of a few milliseconds all N
 * come back together again and every round costs N transactions and N reads (1,000 buyers for
 * 100 units made about 100,000 transactions, p99 250 s). Doubling the window spreads the losers
 * out so that few of them meet again, while the window's cap bounds how late a loser comes back
 * to see that the stock has run out.
 */
export function stockMoveBackoffMs(lostRounds: number, random: () => number = Math.random): number {
  return random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(lostRounds, 20));
}

const moved = (read: Map<number, StockPosition>, now: Map<number, StockPosition>) =>
  [...read.values()].some((p) => now.get(p.productId)?.seq !== p.seq || now.get(p.productId)?.stock !== p.stock);

/**
 * Commits a transaction whose stock moves are built from the products' positions: reads them,
 * builds the intents (`build` may throw, e.g. out of stock), commits. When only product or log
 * conditions failed, it waits (stockMoveBackoffMs), re-reads, and when a position moved meanwhile
 * (another order, an edit) builds again from there; any other failure, and one whose positions
 * did not move, is answered as it is. Past STOCK_MOVE_BUDGET_MS of lost rounds it throws 503.
 * Moves of the same products in this process take turns (stock-lanes.ts), so they lose rounds
 * only to other processes (Lambda instances) and to writers outside the lanes (an admin's edit).
 */
export function commitStockMoves(productIds: readonly number[], build: (positions: Map<number, StockPosition>) => Intent[]): Promise<CommitResult> {
  const joined = ++laneClock;
  // This process's moves of the same products queue (stock-lanes.ts); the budget starts at the front.
  return inProductLanes(productIds, () => commitFromPositions(productIds, build, joined));
}

/**
 * Positions read by moves in the lanes, each with the tick its read began at (laneClock counts
 * joins and reads). After a flash sale's last unit, hundreds of buyers wait in one lane: the
 * first to read the product gone leaves its look here, and each buyer behind it builds from that
 * look instead of reading again, so is told `out_of_stock` at once. Sound both ways: the look was
 * taken after the buyer joined the lane, so it is the product as it stood during the buyer's
 * request; and a move built from a look that is no longer true fails its position's condition
 * and reads again. A commit moves the positions, so it forgets what was seen of them.
 */
let laneClock = 0;
const seenInLanes = new Map<number, { position: StockPosition | null; tick: number }>();
const SEEN_LIMIT = 10_000;

async function readInLanes(productIds: readonly number[]): Promise<Map<number, StockPosition>> {
  const tick = ++laneClock;
  const positions = await readStockPositions(productIds);
  if (seenInLanes.size > SEEN_LIMIT) seenInLanes.clear();
  for (const id of productIds) seenInLanes.set(id, { position: positions.get(id) ?? null, tick });
  return positions;
}

/** What moves ahead in the lanes saw of these products after `joined`; undefined when any was not seen since. */
function seenSince(productIds: readonly number[], joined: number): Map<number, StockPosition> | undefined {
  const positions = new Map<number, StockPosition>();
  for (const id of productIds) {
    const seen = seenInLanes.get(id);
    if (!seen || seen.tick < joined) return undefined;
    if (seen.position) positions.set(id, seen.position);
  }
  return positions;
}

async function commitFromPositions(productIds: readonly number[], build: (positions: Map<number, StockPosition>) => Intent[], joined: number): Promise<CommitResult> {
  const startedAt = Date.now();
  let positions = seenSince(productIds, joined) ?? (await readInLanes(productIds));
  for (let lostRounds = 0; ; lostRounds++) {
    const result = await commit(build(positions));
    if (result.committed) {
      for (const id of productIds) seenInLanes.delete(id);
      return result;
    }
    if (!result.failed.every(isStockWhat)) return result;
    const wait = stockMoveBackoffMs(lostRounds);
    if (Date.now() - startedAt + wait > STOCK_MOVE_BUDGET_MS) {
      throw new HttpError(503, 'service_unavailable', 'The shop is busy or a service it depends on is unavailable. Please try again in a moment.');
    }
    await new Promise((r) => setTimeout(r, wait));
    // One read per lost round: the position the next attempt builds from, as fresh as it can be.
    const now = await readInLanes(productIds);
    // Not moved (positions only move forward): the condition failed on the position itself (an archived product, a variant short).
    if (!moved(positions, now)) return result;
    positions = now;
  }
}
