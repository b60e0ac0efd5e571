import type { CatalogView } from '../../functions/catalog/engine/catalog-view.js';
import { suggestionsFor } from '../../functions/catalog/engine/suggestions.js';
import { formatRelevance, measureRelevance, type RelevanceFigure } from '../relevance/relevance.js';
import { relevanceSet } from '../relevance/relevance-set.js';
import { timeRoute } from './handler-bench.js';
import { summarise, type Latency } from './stats.js';

/**
 * The search's own figures (issue 20), beside the shop queries:
 * - relevance: the relevance set on the demo catalogue (test/relevance), the share whose product
 *   is in the first three results;
 * - search: every query of the relevance set through the real `listProducts` handler in-process,
 *   on the bench catalogue (its texts are the demo's, in series), rounds × queries calls;
 * - suggestions: the same queries typed letter by letter (from the second letter on), through the
 *   suggestions handler in-process, and `suggestionsFor` alone beside it.
 * Targets: handler p99 ≤ 5 ms with search, suggestions p99 ≤ 2 ms. Beside the search's p99 over
 * all calls, its best of rounds (each query's fastest round, then p50/p99 over the queries), as the
 * shop queries have it: on a busy machine the closer estimate of what the work itself costs.
 */
export const SEARCH_P99_TARGET_MS = 5;
export const SUGGESTIONS_P99_TARGET_MS = 2;

export interface SearchBenchResult {
  products: number;
  relevance: RelevanceFigure;
  search: Latency;
  /** Each query's fastest round through the handler, summarised over the queries. */
  searchBestOfRounds: Latency;
  suggestions: Latency;
  suggestionsEngine: Latency;
}

/** What a visitor has typed on the way to each query: "kl", "klo", "kloc", … */
const typedPrefixes = relevanceSet.flatMap((c) => Array.from({ length: Math.max(0, c.query.length - 1) }, (_, i) => c.query.slice(0, i + 2)));

export async function searchBench(view: CatalogView, products: number, rounds: number, log: (line: string) => void): Promise<SearchBenchResult> {
  const relevance = measureRelevance();
  log(formatRelevance(relevance));

  const listing = (search: string) => timeRoute('/api/products', '/api/products', { search });
  const suggest = (q: string) => timeRoute('/api/catalog/suggestions', '/api/catalog/suggestions', { q });
  for (const c of relevanceSet) await listing(c.query); // warm-up
  for (const q of typedPrefixes) await suggest(q);

  const searchMs: number[] = [];
  const fastest = relevanceSet.map(() => Infinity);
  const suggestMs: number[] = [];
  const engineMs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const [i, c] of relevanceSet.entries()) {
      const { ms } = await listing(c.query);
      searchMs.push(ms);
      fastest[i] = Math.min(fastest[i]!, ms);
    }
    for (const q of typedPrefixes) {
      suggestMs.push((await suggest(q)).ms);
      const started = process.hrtime.bigint();
      suggestionsFor(view, q);
      engineMs.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  const result = { products, relevance, search: summarise(searchMs), searchBestOfRounds: summarise(fastest), suggestions: summarise(suggestMs), suggestionsEngine: summarise(engineMs) };
  log(
    `search handler p99 ${result.search.p99.toFixed(3)} ms (${result.search.samples} calls; best of rounds ${result.searchBestOfRounds.p99.toFixed(3)} ms), suggestions p99 ${result.suggestions.p99.toFixed(3)} ms (engine alone ${result.suggestionsEngine.p99.toFixed(3)} ms)`,
  );
  return result;
}
