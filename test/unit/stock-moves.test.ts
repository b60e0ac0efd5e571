import { BatchGetCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../functions/core/errors.js';
import { loggedStockMove } from '../../functions/ledger/stock-log.js';
import { inProductLanes } from '../../functions/ledger/stock-lanes.js';
import { commitStockMoves, STOCK_MOVE_BUDGET_MS, stockMoveBackoffMs } from '../../functions/ledger/stock-positions.js';
import { cancelled, OFFLINE_TABLE as TABLE, useOfflineTable } from '../support/offline-table.js';

/**
 * How a logged stock move behaves when other moves of the same product win first (a flash sale):
 * the commands it sends round by round, its back-off, and its retry budget ending in 503. The
 * emulator proves the chain under real races (test/integration/stock-log.test.ts,
 * flash-sale.test.ts); these pin the rounds DynamoDB Local cannot be made to lose on cue.
 */
const dynamo = mockClient(DynamoDBDocumentClient);

beforeAll(() => useOfflineTable());
afterAll(() => dynamo.restore());
beforeEach(() => dynamo.reset());
afterEach(() => vi.useRealTimers());

const position = (stock: number, stockLogSeq: number) => ({ Responses: { [TABLE]: [{ id: 7, stock, stockLogSeq, productNumber: 'CW-7' }] } });
/** A hold of one unit of product 7, built from whatever position the move read. */
const holdOne = (positions: Map<number, Parameters<typeof loggedStockMove>[0]>) => loggedStockMove(positions.get(7)!, { change: -1, reason: 'hold', at: '2026-06-01T10:00:00.000Z', orderId: 'o1' });
const productConditionFailed = () => cancelled('ConditionalCheckFailed', 'ConditionalCheckFailed');

describe('a stock move that loses to another move of the same product', () => {
  it('re-reads once and commits from the position the winner left, so its entry continues the chain', async () => {
    dynamo.on(BatchGetCommand).resolvesOnce(position(10, 4)).resolves(position(9, 5));
    dynamo.on(TransactWriteCommand).rejectsOnce(productConditionFailed()).resolves({});

    expect(await commitStockMoves([7], holdOne)).toEqual({ committed: true });

    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(2);
    const [lost, won] = dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    expect(lost![0]!.Update!.ExpressionAttributeValues).toEqual({ ':stockBefore': 10, ':stockAfter': 9, ':seqBefore': 4, ':seqAfter': 5 });
    expect(won![0]!.Update!.ExpressionAttributeValues).toEqual({ ':stockBefore': 9, ':stockAfter': 8, ':seqBefore': 5, ':seqAfter': 6 });
    expect(won![1]!.Put!.Item).toMatchObject({ SK: 'STOCKLOG#0000000006', before: 9, after: 8, change: -1 });
  });

  it('answers the failure without retrying when the position did not move (the condition failed on the product itself)', async () => {
    dynamo.on(BatchGetCommand).resolves(position(10, 4));
    dynamo.on(TransactWriteCommand).rejects(productConditionFailed());

    expect(await commitStockMoves([7], holdOne)).toEqual({ committed: false, failed: ['product:7', 'stock-log:7'] });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('gives up with 503 service_unavailable once it has lost for its whole budget, never a false out_of_stock', async () => {
    vi.useFakeTimers();
    let seq = 4;
    // Every round someone else won: the position moves on each read, the stock never runs out.
    dynamo.on(BatchGetCommand).callsFake(() => position(50, seq++));
    dynamo.on(TransactWriteCommand).rejects(productConditionFailed());

    const move = commitStockMoves([7], holdOne);
    const answered = move.then(
      () => undefined,
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(STOCK_MOVE_BUDGET_MS + 1_000);
    const error = await answered;

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, code: 'service_unavailable' });
    // The back-off spread the rounds out: far fewer than one per millisecond of the budget.
    expect(dynamo.commandCalls(TransactWriteCommand).length).toBeLessThan(200);
  });
});

describe("one process's moves of one product", () => {
  it('take turns: the second reads the position the first left and commits first time, losing no round', async () => {
    let stock = 10;
    let seq = 4;
    dynamo.on(BatchGetCommand).callsFake(() => position(stock, seq));
    // The table as DynamoDB would keep it: a move commits only from the position it was built on.
    dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: { Update?: { ExpressionAttributeValues?: Record<string, number> } }[] }) => {
      const values = input.TransactItems[0]!.Update!.ExpressionAttributeValues!;
      if (values[':stockBefore'] !== stock || values[':seqBefore'] !== seq) throw productConditionFailed();
      stock = values[':stockAfter']!;
      seq = values[':seqAfter']!;
      return {};
    });

    const answers = await Promise.all([commitStockMoves([7], holdOne), commitStockMoves([7], holdOne), commitStockMoves([7], holdOne)]);

    expect(answers).toEqual([{ committed: true }, { committed: true }, { committed: true }]);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(3);
    expect({ stock, seq }).toEqual({ stock: 7, seq: 7 });
  });

  it('tell the buyers queued behind the last unit out of stock from the look the first of them took, reading the product once', async () => {
    dynamo.on(BatchGetCommand).resolves(position(0, 12));
    const refuse = (positions: Map<number, Parameters<typeof loggedStockMove>[0]>) => {
      if (positions.get(7)!.stock < 1) throw new Error('out of stock');
      return holdOne(positions);
    };

    const answers = await Promise.allSettled([commitStockMoves([7], refuse), commitStockMoves([7], refuse), commitStockMoves([7], refuse)]);

    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    // A buyer who joins after that look was taken reads the product again.
    await expect(commitStockMoves([7], refuse)).rejects.toThrow('out of stock');
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(2);
  });

  it('never wait for each other when two moves name the same products in opposite orders', async () => {
    const order: string[] = [];
    const slow = (name: string) => async () => {
      order.push(`${name} in`);
      await new Promise((r) => setTimeout(r, 5));
      order.push(`${name} out`);
      return name;
    };
    const answers = await Promise.all([inProductLanes([1, 2], slow('a')), inProductLanes([2, 1], slow('b')), inProductLanes([3], slow('c'))]);
    expect(answers).toEqual(['a', 'b', 'c']);
    // a and b share products: one after the other; c shares none and ran beside them.
    expect(order.indexOf('b in')).toBeGreaterThan(order.indexOf('a out'));
    expect(order.indexOf('c in')).toBeLessThan(order.indexOf('a out'));
  });
});

describe('the back-off between lost rounds', () => {
  it('waits a random time up to a window that doubles from 8 ms and stops growing at one second', () => {
    const longest = (round: number) => stockMoveBackoffMs(round, () => 1);
    expect([0, 1, 2, 3, 6, 7, 30].map(longest)).toEqual([8, 16, 32, 64, 512, 1_000, 1_000]);
    expect(stockMoveBackoffMs(5, () => 0)).toBe(0);
    expect(stockMoveBackoffMs(5, () => 0.5)).toBe(128);
  });
});
