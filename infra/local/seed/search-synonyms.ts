/**
 * The search synonyms a fresh local shop starts with: what riders call the parts beside the
 * catalogue's words (slang, diminutives, the other word for the same thing). The admin edits them
 * at /admin/search; the local stack writes these once, when there are none yet. Each group is a
 * set of single words that mean the same to a customer.
 */
export const demoSynonymGroups: readonly (readonly string[])[] = [
  ['tłumik', 'wydech'],
  ['sakwy', 'torby'],
  ['bak', 'zbiornik'],
  ['siedzenie', 'siodło', 'kanapa'],
  ['rękawiczki', 'rękawice'],
  ['kiera', 'kierownica'],
  ['aku', 'akumulator'],
  ['ramoneska', 'kurtka'],
];
