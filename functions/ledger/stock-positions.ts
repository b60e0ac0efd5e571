import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { productKeys } from '../catalog/product-entity.js';
import { db, tableName } from '../core/table.js';
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
 * Bound on re-reads: every lost attempt means another move of the same product committed, so the
 * shop as a whole always progresses; a flash sale of N units makes a buyer lose at most about N
 * times before the stock runs out and the answer is out of stock.
 */
const MAX_POSITION_RETRIES = 200;

/**
 * Commits a transaction whose stock moves are built from the products' positions: reads them,
 * builds the intents (`build` may throw, e.g. out of stock), commits. When only product or log
 * conditions failed and a position moved meanwhile (another order, an edit), it reads and builds
 * again; any other failure is answered as it is.
 */
export async function commitStockMoves(productIds: readonly number[], build: (positions: Map<number, StockPosition>) => Intent[]): Promise<CommitResult> {
  for (let attempt = 0; ; attempt++) {
    const positions = await readStockPositions(productIds);
    const result = await commit(build(positions));
    if (result.committed || !result.failed.every(isStockWhat) || attempt >= MAX_POSITION_RETRIES) return result;
    const now = await readStockPositions(productIds);
    const moved = [...positions.values()].some((p) => now.get(p.productId)?.seq !== p.seq || now.get(p.productId)?.stock !== p.stock);
    if (!moved) return result;
    await new Promise((r) => setTimeout(r, Math.random() * 3 * Math.min(attempt + 1, 10)));
  }
}
