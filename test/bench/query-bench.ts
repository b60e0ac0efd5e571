import { queryCatalog } from '../../functions/catalog/engine/catalog-query.js';
import type { CatalogView } from '../../functions/catalog/engine/catalog-view.js';
import { productListQuerySchema } from '../../functions/contracts/catalog-query.js';
import { timeHandlerCall, type EngineAnswer } from './handler-bench.js';
import type { PgPool } from './pg-client.js';
import { comparableWithPostgres, pgShopQuery, pgStrategies, timePgQuery, type PgStrategy } from './postgres-queries.js';
import type { BenchQuery, QueryKind } from './queries.js';
import { summarise, type Latency } from './stats.js';

/**
 * The two engines on the same 216 queries (or the handler alone, at a size PostgreSQL is not run at).
 *
 * 1. Correctness and warm-up: every query once through the handler and through PostgreSQL (both
 *    ways of counting); the ids of the page and the total must be the same, or the timing would
 *    compare different work. Then one more untimed pass each, so JIT-compiled JavaScript,
 *    PostgreSQL's prepared statements and its buffer cache are all warm.
 * 2. Timing: several rounds; in each, every engine answers all 216 queries one after the other
 *    (one customer at a time, as latency is measured). The engines take turns within a round and
 *    the order flips every round, so a burst of load from elsewhere on this shared machine
 *    lands on both rather than on one.
 *
 * Diagnostics beside the judged numbers, to tell the engine from its surroundings:
 * - `engine-only`: `queryCatalog` alone on the handler's own live catalogue (no middy, zod or
 *   JSON);
 * - best of the rounds per query: on a busy machine the fastest of a query's runs is the closest
 *   to its real cost; its p50/p99 over the 216 queries estimate a quiet machine;
 * - handler calls that shared the process with the background freshness check's DynamoDB read,
 *   and p99 without them.
 */
export type EngineName = 'handler' | 'engine-only' | PgStrategy;

export interface Mismatch {
  label: string;
  strategy: PgStrategy;
  handler: EngineAnswer;
  postgres: EngineAnswer;
}

export interface QueryBenchResult {
  rounds: number;
  queries: number;
  latency: Partial<Record<EngineName, Latency>> & Record<'handler' | 'engine-only', Latency>;
  /** The handler on the queries PostgreSQL answers too (no search text): what the ratio compares. */
  handlerComparable: Latency;
  /** How many of the queries PostgreSQL answered. */
  comparedQueries: number;
  /** Per query the fastest of its rounds, summarised over the queries. */
  bestOfRounds: Partial<Record<EngineName, Latency>> & Record<'handler' | 'engine-only', Latency>;
  /** Timed handler calls during which the background check read the table, and p99 of the others. */
  backgroundReads: { calls: number; p99Without: number };
  /** The faster PostgreSQL strategy at p50: the one the targets are judged against (absent: no PostgreSQL at this size). */
  bestPg?: PgStrategy;
  byKind: { kind: QueryKind; count: number; handlerP50: number; handlerP99: number; pgP50: number; pgP99: number }[];
  slowestHandler: { label: string; ms: number }[];
  slowestPg: { label: string; ms: number }[];
  mismatches: Mismatch[];
  /** How many of the 216 queries match nothing, and how many ask for a page past the last. */
  emptyPages: number;
}

const sameAnswer = (a: EngineAnswer, b: EngineAnswer) => a.total === b.total && a.ids.length === b.ids.length && a.ids.every((id, i) => id === b.ids[i]);

function timeEngineOnly(view: CatalogView, query: ReturnType<typeof productListQuerySchema.parse>): { ms: number; answer: EngineAnswer } {
  const started = process.hrtime.bigint();
  const page = queryCatalog(view, query);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { ms, answer: { ids: page.items.map((p) => p.card.id), total: page.total } };
}

export async function compareEngines(
  queries: readonly BenchQuery[],
  pool: PgPool | undefined,
  view: CatalogView,
  rounds: number,
  log: (line: string) => void,
): Promise<QueryBenchResult> {
  const strategies = pool ? pgStrategies : [];
  const engines: EngineName[] = ['handler', 'engine-only', ...strategies];
  // PostgreSQL answers the queries without search text (see comparableWithPostgres); the handler all of them.
  const sql = queries.map((q) => (comparableWithPostgres(q) ? pgShopQuery(q) : undefined));
  const runsOn = (engine: EngineName, i: number) => engine === 'handler' || engine === 'engine-only' || sql[i] !== undefined;
  const parsed = queries.map((q) => productListQuerySchema.parse(q.params));
  let timing = false; // the correctness and warm-up passes are not counted
  let backgroundReadCalls = 0;
  const withoutBackgroundRead: number[] = [];
  const call = async (engine: EngineName, i: number): Promise<{ ms: number; answer: EngineAnswer }> => {
    if (engine === 'engine-only') return timeEngineOnly(view, parsed[i]!);
    if (engine !== 'handler') return timePgQuery(pool!, sql[i]!, engine);
    const timed = await timeHandlerCall(queries[i]!);
    if (timing) {
      if (timed.readTable) backgroundReadCalls++;
      else withoutBackgroundRead.push(timed.ms);
    }
    return timed;
  };

  log(pool ? 'Checking that both engines give the same answers, and warming up…' : 'Checking the handler against the engine, and warming up…');
  const mismatches: Mismatch[] = [];
  let emptyPages = 0;
  for (let i = 0; i < queries.length; i++) {
    const { answer: handler } = await call('handler', i);
    if (!handler.ids.length) emptyPages++;
    const { answer: engineOnly } = await call('engine-only', i);
    if (!sameAnswer(handler, engineOnly)) throw new Error(`queryCatalog and the handler disagree on ${queries[i]!.label}: is the snapshot complete?`);
    for (const strategy of strategies) {
      if (!runsOn(strategy, i)) continue;
      const { answer: postgres } = await call(strategy, i);
      if (!sameAnswer(handler, postgres)) mismatches.push({ label: queries[i]!.label, strategy, handler, postgres });
    }
  }
  for (const engine of engines) for (let i = 0; i < queries.length; i++) if (runsOn(engine, i)) await call(engine, i);

  const samples = Object.fromEntries(engines.map((e) => [e, queries.map((): number[] => [])])) as Record<EngineName, number[][]>;
  timing = true;
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? engines : [...engines].reverse();
    for (const engine of order) {
      for (let i = 0; i < queries.length; i++) if (runsOn(engine, i)) samples[engine][i]!.push((await call(engine, i)).ms);
    }
    log(`  round ${round + 1}/${rounds} done`);
  }

  const latency = Object.fromEntries(engines.map((e) => [e, summarise(samples[e].flat())])) as QueryBenchResult['latency'];
  const handlerComparable = summarise(samples.handler.filter((_, i) => sql[i] !== undefined).flat());
  const bestOfRounds = Object.fromEntries(engines.map((e) => [e, summarise(samples[e].filter((runs) => runs.length > 0).map((runs) => Math.min(...runs)))])) as QueryBenchResult['bestOfRounds'];
  const bestPg = strategies.length ? strategies.reduce((best, s) => (latency[s]!.p50 < latency[best]!.p50 ? s : best)) : undefined;

  const kinds = [...new Set(queries.map((q) => q.kind))];
  const byKind = kinds.map((kind) => {
    const picked = queries.map((q, i) => (q.kind === kind ? i : -1)).filter((i) => i >= 0);
    const handler = summarise(picked.flatMap((i) => samples.handler[i]!));
    const pg = bestPg ? summarise(picked.flatMap((i) => samples[bestPg][i]!)) : undefined;
    return { kind, count: picked.length, handlerP50: handler.p50, handlerP99: handler.p99, pgP50: pg?.p50 ?? Number.NaN, pgP99: pg?.p99 ?? Number.NaN };
  });
  // Per query, its median over the rounds: which queries are slow, not which had bad luck once.
  const slowest = (engine: EngineName) =>
    queries
      .map((q, i) => ({ label: q.label, ms: summarise(samples[engine][i]!).p50 }))
      .filter((x) => !Number.isNaN(x.ms))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5);

  return {
    rounds,
    queries: queries.length,
    latency,
    handlerComparable,
    comparedQueries: sql.filter(Boolean).length,
    bestOfRounds,
    backgroundReads: { calls: backgroundReadCalls, p99Without: summarise(withoutBackgroundRead).p99 },
    bestPg,
    byKind,
    slowestHandler: slowest('handler'),
    slowestPg: bestPg ? slowest(bestPg) : [],
    mismatches,
    emptyPages,
  };
}
