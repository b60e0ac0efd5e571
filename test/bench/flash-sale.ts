import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { isSold } from '../../functions/ledger/order-transitions.js';
import type { OrderStatus } from '../../functions/contracts/order.js';
import { repoRoot } from '../../infra/local/paths.js';
import { freePort, startManagedProcess } from '../../infra/local/processes.js';
import { TABLE_NAME } from '../../infra/local/stack.js';
import { onCleanup, stopAll } from './cleanup.js';
import { summarise } from './stats.js';

/**
 * A flash sale through the local server, on loopback: `units` units of one product, `buyers`
 * buyers who each POST /api/checkout for one unit, all at once (one connection each, every
 * request in flight together). Then the Stripe fake pays every session that was created (its
 * test hook, as a buyer on the hosted page would), the webhooks settle, and the table is read
 * back: orders, paid orders, stock left, units oversold (paid beyond `units`). It fails unless
 * exactly `units` orders are paid, none oversold, every refused buyer got 409 out_of_stock, the
 * stock is 0 and never negative, and the ledger's reconciliation (GET /dev/reconcile) is clean.
 *
 * The server is a fresh unseeded stack in a child process (flash-sale-stack.ts); the buyers are
 * node:http requests from this one, each on its own socket (an Agent without a socket limit
 * beyond `buyers`): autocannon measures a steady load for a time, not one request per buyer
 * whose answer (the session to pay) we keep.
 *
 * Alone: `npx tsx test/bench/flash-sale.ts` (FLASH_SALE_BUYERS, FLASH_SALE_UNITS to scale it).
 */
export interface FlashSaleRecord {
  buyers: number;
  units: number;
  orders: number;
  paid: number;
  oversold: number;
  refused: number;
  stockLeft: number;
  /** Checkout latency over all buyers, ms. */
  p50: number;
  p99: number;
  max: number;
  /** One checkout alone (the warm-up's, median), ms: what the queue multiplies. */
  aloneMs: number;
  /** From the first request sent to the last answer, ms. */
  wallMs: number;
  /** Payment hook to the last order paid (the webhooks settled), ms. */
  settleMs: number;
}

interface Answer {
  status: number;
  body: { orderId?: string; sessionId?: string; error?: { code?: string } };
  ms: number;
}

/**
 * Checkouts of the warm-up product before the sale, one after another: a fresh stack's first
 * transactions pay for loading modules and for DynamoDB Local's JVM warming up, which a shop
 * open for a while has long paid. Their orders stay pending (held), apart from the sale's.
 */
export const WARM_UP_UNITS = 30;

function post(agent: Agent, url: string, json: unknown): Promise<Answer> {
  const body = JSON.stringify(json);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: Answer['body'] = {};
        try {
          parsed = JSON.parse(text) as Answer['body'];
        } catch {
          // not JSON (a proxy error page): the status says enough
        }
        resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - started });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The lines the record and the console print, e.g. `flash sale 1,000 buyers 100 units: 100 orders, 0 oversold, p99 812 ms`. */
export function flashSaleLines(r: FlashSaleRecord): [string, string] {
  const n = (v: number) => v.toLocaleString('en');
  return [
    `flash sale ${n(r.buyers)} buyers ${n(r.units)} units: ${n(r.orders)} orders, ${n(r.oversold)} oversold, p99 ${Math.round(r.p99)} ms`,
    `refused ${n(r.refused)} buyers with 409 out_of_stock; ${n(r.paid)} paid, stock left ${r.stockLeft}; p50 ${Math.round(r.p50)} ms, max ${Math.round(r.max)} ms (one checkout alone ${Math.round(r.aloneMs)} ms), all answered in ${Math.round(r.wallMs)} ms, paid and settled in ${Math.round(r.settleMs)} ms`,
  ];
}

export async function flashSale(options: { buyers?: number; units?: number; log: (line: string) => void }): Promise<FlashSaleRecord> {
  const buyers = options.buyers ?? 1_000;
  const units = options.units ?? 100;
  const workDir = mkdtempSync(join(tmpdir(), 'bench-flash-'));
  const removeWorkDir = onCleanup('flash sale temp dir', () => rmSync(workDir, { recursive: true, force: true }));
  const logFile = join(workDir, 'stack.log');
  const port = await freePort();
  const announced = () => readFileSync(logFile, 'utf8').split('\n').find((line) => line.startsWith('{"url"'));
  options.log(`Starting a fresh unseeded local stack with one product of ${units} units…`);
  const child = await startManagedProcess({
    name: 'local stack (flash sale)',
    command: process.execPath,
    args: [createRequire(import.meta.url).resolve('tsx/cli'), join(repoRoot, 'test/bench/flash-sale-stack.ts')],
    env: { PORT: String(port), FLASH_SALE_UNITS: String(units) },
    logFile,
    ready: async () => !!announced(),
    timeoutMs: 180_000,
  });
  const stopChild = onCleanup('local stack (flash sale)', () => child.stop());
  const agent = new Agent({ keepAlive: false, maxSockets: buyers });
  try {
    const { url, endpoints, productId, warmUpProductId } = JSON.parse(announced()!) as { url: string; endpoints: { dynamodb: string; stripe: string }; productId: number; warmUpProductId: number };
    const table = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: endpoints.dynamodb, region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));

    const alone: number[] = [];
    for (let i = 0; i < WARM_UP_UNITS; i++) {
      const warmUp = await post(agent, `${url}/api/checkout`, { lineItems: [{ productId: warmUpProductId, quantity: 1 }], delivery: { method: 'pickup' } });
      if (warmUp.status !== 200) throw new Error(`a warm-up checkout answered ${warmUp.status}`);
      alone.push(warmUp.ms);
    }

    options.log(`${buyers.toLocaleString('en')} buyers check out at once…`);
    const began = performance.now();
    const answers = await Promise.all(
      Array.from({ length: buyers }, () => post(agent, `${url}/api/checkout`, { lineItems: [{ productId, quantity: 1 }], delivery: { method: 'pickup' } })),
    );
    const wallMs = performance.now() - began;
    const created = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409 && a.body.error?.code === 'out_of_stock');
    const other = answers.filter((a) => !created.includes(a) && !refused.includes(a));
    const latency = summarise(answers.map((a) => a.ms));
    options.log(`  ${created.length} sessions, ${refused.length} refused 409 out_of_stock, ${other.length} other answers; p99 ${Math.round(latency.p99)} ms`);

    // The Stripe fake pays every created session, as a buyer on its hosted page; its webhooks go to the server.
    const paying = performance.now();
    for (let i = 0; i < created.length; i += 25) {
      await Promise.all(
        created.slice(i, i + 25).map(async ({ body }) => {
          const res = await fetch(`${endpoints.stripe}/__fake/sessions/${body.sessionId}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome: 'card' }) });
          if (!res.ok) throw new Error(`the Stripe fake did not pay ${body.sessionId}: ${res.status} ${await res.text()}`);
        }),
      );
    }

    // Read back from the table until every order has left pending (its webhook arrived), or give up after a minute.
    const readBack = async () => {
      const orders: { status: OrderStatus; items: { productId: number; quantity: number }[] }[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await table.send(new ScanCommand({ TableName: TABLE_NAME, ConsistentRead: true, FilterExpression: 'entityType = :order', ExpressionAttributeValues: { ':order': 'order' }, ExclusiveStartKey }));
        orders.push(...((page.Items ?? []) as typeof orders).filter((o) => o.items.some((i) => i.productId === productId)));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      const product = (await table.send(new GetCommand({ TableName: TABLE_NAME, Key: { PK: `PRODUCT#${productId}`, SK: 'PRODUCT' }, ConsistentRead: true }))).Item!;
      return { orders, stock: Number(product.stock), unitsSold: Number(product.unitsSold ?? 0) };
    };
    let state = await readBack();
    for (const deadline = Date.now() + 60_000; state.orders.some((o) => o.status === 'pending') && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 250));
      state = await readBack();
    }
    const settleMs = performance.now() - paying;
    const paidOrders = state.orders.filter((o) => isSold(o.status));
    const paidUnits = paidOrders.reduce((sum, o) => sum + o.items.reduce((s, i) => s + i.quantity, 0), 0);
    const reconcile = (await (await fetch(`${url}/dev/reconcile`)).json()) as { discrepancies: { check: string; subject: string; message: string }[] };

    const record: FlashSaleRecord = {
      buyers,
      units,
      orders: state.orders.length,
      paid: paidOrders.length,
      oversold: Math.max(0, paidUnits - units),
      refused: refused.length,
      stockLeft: state.stock,
      p50: latency.p50,
      p99: latency.p99,
      max: latency.max,
      aloneMs: summarise(alone.slice(WARM_UP_UNITS / 2)).p50,
      wallMs,
      settleMs,
    };
    for (const line of flashSaleLines(record)) console.log(line);

    // Fail loudly: the sale's whole point is that these hold under a crowd.
    const wrong: string[] = [];
    if (other.length) wrong.push(`${other.length} buyers answered neither 200 nor 409 out_of_stock (statuses ${[...new Set(other.map((a) => a.status))].join(', ')})`);
    if (created.length !== units) wrong.push(`${created.length} checkouts succeeded, not ${units}`);
    if (record.paid !== units) wrong.push(`${record.paid} orders paid, not exactly ${units}`);
    if (record.oversold) wrong.push(`${record.oversold} units oversold`);
    if (paidUnits !== state.unitsSold) wrong.push(`the product's unitsSold is ${state.unitsSold}, paid orders hold ${paidUnits} units`);
    if (record.stockLeft !== 0) wrong.push(`stock left is ${record.stockLeft}, not 0`);
    if (record.refused !== buyers - units) wrong.push(`${record.refused} buyers refused with 409, not ${buyers - units}`);
    if (reconcile.discrepancies.length) wrong.push(`the reconciliation found ${reconcile.discrepancies.map((d) => `${d.check} ${d.subject}: ${d.message}`).join('; ')}`);
    if (wrong.length) throw new Error(`flash sale failed: ${wrong.join('; ')}`);
    return record;
  } finally {
    agent.destroy();
    await stopChild();
    await removeWorkDir();
  }
}

// Alone: npx tsx test/bench/flash-sale.ts
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const log = (line: string) => console.log(`› ${line}`);
  try {
    await flashSale({ buyers: Number(process.env.FLASH_SALE_BUYERS ?? 1_000), units: Number(process.env.FLASH_SALE_UNITS ?? 100), log });
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await stopAll();
  }
}
