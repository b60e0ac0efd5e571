import { buildCatalogIndex } from '../../functions/catalog/engine/catalog-index.js';
import { queryCatalog } from '../../functions/catalog/engine/catalog-query.js';
import { viewOf, type CatalogView } from '../../functions/catalog/engine/catalog-view.js';
import { synonymGroupsOf } from '../../functions/catalog/engine/search-match.js';
import type { ProductRecord } from '../../functions/catalog/product-entity.js';
import { productListQuerySchema } from '../../functions/contracts/catalog-query.js';
import { generateDemoCatalogue } from '../../infra/local/seed/index.js';
import { demoSynonymGroups } from '../../infra/local/seed/search-synonyms.js';
import { relevanceSet, type RelevanceCase, type RelevanceKind } from './relevance-set.js';

/**
 * Measures the search against the relevance set: each query as the shop asks it (`GET
 * /api/products?search=…`, relevance order by default) on the demo catalogue with the demo
 * synonyms; a case passes when one of its products is among the first three results.
 */
export const RELEVANCE_TOP = 3;
/** The share of the set that must pass. */
export const RELEVANCE_TARGET = 0.95;

export interface RelevanceFailure {
  query: string;
  kind: RelevanceKind;
  expected: readonly string[];
  got: string[];
}

export interface RelevanceFigure {
  passed: number;
  total: number;
  share: number;
  byKind: Record<string, { passed: number; total: number }>;
  failures: RelevanceFailure[];
}

/** The demo catalogue as the shop's live catalogue sees it, with the demo synonyms. */
export function demoSearchView(products: readonly ProductRecord[] = generateDemoCatalogue({ baseDate: new Date('2026-01-15T12:00:00.000Z') }).products): CatalogView {
  return { ...viewOf(buildCatalogIndex(products), 0), synonyms: synonymGroupsOf(demoSynonymGroups) };
}

export function measureRelevance(view: CatalogView = demoSearchView(), cases: readonly RelevanceCase[] = relevanceSet): RelevanceFigure {
  const failures: RelevanceFailure[] = [];
  const byKind: RelevanceFigure['byKind'] = {};
  for (const c of cases) {
    const expected = typeof c.finds === 'string' ? [c.finds] : c.finds;
    const page = queryCatalog(view, productListQuerySchema.parse({ search: c.query }));
    const got = page.items.slice(0, RELEVANCE_TOP).map((hit) => hit.card.name);
    const kind = (byKind[c.kind] ??= { passed: 0, total: 0 });
    kind.total++;
    if (got.some((name) => expected.includes(name))) kind.passed++;
    else failures.push({ query: c.query, kind: c.kind, expected, got });
  }
  const total = cases.length;
  const passed = total - failures.length;
  return { passed, total, share: passed / total, byKind, failures };
}

export function formatRelevance(figure: RelevanceFigure): string {
  const kinds = Object.entries(figure.byKind)
    .map(([kind, { passed, total }]) => `${kind} ${passed}/${total}`)
    .join(', ');
  return `search relevance: ${figure.passed}/${figure.total} queries (${(figure.share * 100).toFixed(1)} %) find their product in the first ${RELEVANCE_TOP} (${kinds})`;
}
