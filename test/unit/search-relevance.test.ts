import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from '../../infra/local/seed/index.js';
import { demoSearchView, formatRelevance, measureRelevance, RELEVANCE_TARGET } from '../relevance/relevance.js';
import { relevanceSet } from '../relevance/relevance-set.js';

/**
 * The search relevance set (test/relevance/relevance-set.ts) against the demo catalogue: at least
 * 95 % of what riders type must find its product among the first three results.
 */
describe('search relevance set', () => {
  const { products } = generateDemoCatalogue({ baseDate: new Date('2026-01-15T12:00:00.000Z') });

  it('has at least 160 queries of every kind, each naming products of the demo catalogue', () => {
    // Assess: a misspelt product name would make a case fail for a reason that is not the search.
    const names = new Set(products.map((p) => p.name));
    const expected = relevanceSet.flatMap((c) => (typeof c.finds === 'string' ? [c.finds] : c.finds));
    expect(relevanceSet.length).toBeGreaterThanOrEqual(160);
    expect(expected.filter((name) => !names.has(name))).toEqual([]);
    expect(new Set(relevanceSet.map((c) => c.kind))).toEqual(new Set(['inflected', 'typo', 'no-diacritics', 'part-number', 'english', 'two-words', 'synonym', 'prefix', 'unknown-word', 'units', 'everyday', 'plural-genitive']));
  });

  it(`finds the product in the first 3 results for at least ${RELEVANCE_TARGET * 100} % of the queries`, () => {
    // Act
    const figure = measureRelevance(demoSearchView(products));

    // Assess: the failures are printed, so a drop says which queries slipped.
    console.log(formatRelevance(figure));
    for (const f of figure.failures) console.log(`  ✗ [${f.kind}] "${f.query}": got ${f.got.join(' | ') || 'nothing'}`);
    expect(figure.share).toBeGreaterThanOrEqual(RELEVANCE_TARGET);
  });
});
