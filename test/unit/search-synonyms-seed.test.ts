import { describe, expect, it } from 'vitest';
import { foldText } from '../../functions/contracts/catalog-query.js';
import { synonymGroupInputSchema } from '../../functions/contracts/search.js';
import { demoSynonymGroups } from '../../infra/local/seed/search-synonyms.js';

/** The starting synonyms are what the admin then edits: each must be a group the admin's form could have saved. */
describe('the starting search synonyms (riders’ everyday words)', () => {
  it('are groups the admin API accepts, each word in one group only', () => {
    expect(demoSynonymGroups.length).toBeGreaterThanOrEqual(30);
    for (const words of demoSynonymGroups) expect(synonymGroupInputSchema.safeParse({ words }).success, words.join(', ')).toBe(true);
    const all = demoSynonymGroups.flat().map(foldText);
    expect(all.filter((word, i) => all.indexOf(word) !== i)).toEqual([]);
  });
});
