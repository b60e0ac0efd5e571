/**
 * One lane per product in this process: the stock moves of one product (stock-positions.ts,
 * commitStockMoves) run one after another here instead of all at once.
 *
 * Why: a logged move is conditional on the product's position (stock-log.ts), so of the moves of
 * one product that run together exactly one commits and every other one is a wasted transaction
 * and a re-read. The local server serves every buyer from one process: 1,000 buyers of one
 * product sent 1,000 transactions per unit sold into DynamoDB Local, whose queue then made every
 * round take seconds (p99 250 s for 100 units). In a lane a move reads the position the previous
 * move left and commits first time; a buyer behind the last unit reads it gone and is told
 * `out_of_stock` at once. Across processes (Lambda runs one request per instance, so this lane
 * holds one move there) moves still race, and the loser backs off (stockMoveBackoffMs).
 *
 * Hand-written rather than a dependency: a keyed mutex is these few lines, and the project has
 * none among its dependencies. Products are entered in ascending id order, so two orders of the
 * same products can never wait for each other.
 */
const laneTails = new Map<number, Promise<void>>();

/** Runs `work` once it is first in the lane of every product named (none: at once). */
export async function inProductLanes<T>(productIds: readonly number[], work: () => Promise<T>): Promise<T> {
  const leave: (() => void)[] = [];
  try {
    for (const id of [...new Set(productIds)].sort((a, b) => a - b)) {
      const ahead = laneTails.get(id) ?? Promise.resolve();
      let done!: () => void;
      const mine = new Promise<void>((resolve) => (done = resolve));
      const tail = ahead.then(() => mine);
      laneTails.set(id, tail);
      leave.push(() => {
        done();
        // Nobody queued behind: forget the lane (products are many, lanes are few at a time).
        if (laneTails.get(id) === tail) laneTails.delete(id);
      });
      await ahead;
    }
    return await work();
  } finally {
    for (const exit of leave) exit();
  }
}
