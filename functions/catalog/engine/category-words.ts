import type { CategoryKey, SubcategoryKey } from '../../contracts/catalog.js';

/**
 * What a customer calls each branch of the category tree, in Polish and English: a product is
 * found by its category's words as well as its own (ceramic pads never say "hamulcowe", but they
 * are "klocki hamulcowe"), and the suggestions offer the categories whose words match.
 *
 * Each entry is the label the shop shows (web/src/i18n/{pl,en}/catalog.json, `categories.*` and
 * `subcategories.*`; test/unit/search-engine.test.ts keeps the two in step). Whatever else a rider
 * may call a thing is a synonym the admin edits (search-synonyms-entity.ts), not code.
 */
export const categoryWords: Readonly<Record<CategoryKey, { pl: string; en: string }>> = {
  engine: { pl: 'Części silnika', en: 'Engine parts' },
  drivetrain: { pl: 'Układ napędowy', en: 'Drivetrain' },
  brakes: { pl: 'Układ hamulcowy', en: 'Brakes' },
  electrical: { pl: 'Elektryka', en: 'Electrical' },
  body: { pl: 'Karoseria', en: 'Body' },
  accessories: { pl: 'Akcesoria', en: 'Accessories' },
};

export const subcategoryWords: Readonly<Record<SubcategoryKey, { pl: string; en: string }>> = {
  cylinders: { pl: 'Cylindry', en: 'Cylinders' },
  pistons: { pl: 'Tłoki', en: 'Pistons' },
  valves: { pl: 'Zawory', en: 'Valves' },
  gaskets: { pl: 'Uszczelki', en: 'Gaskets' },
  filters: { pl: 'Filtry', en: 'Filters' },
  chains: { pl: 'Łańcuchy', en: 'Chains' },
  sprockets: { pl: 'Zębatki', en: 'Sprockets' },
  clutches: { pl: 'Sprzęgła', en: 'Clutches' },
  belts: { pl: 'Pasy', en: 'Belts' },
  'brake-pads': { pl: 'Klocki hamulcowe', en: 'Brake pads' },
  'brake-discs': { pl: 'Tarcze hamulcowe', en: 'Brake discs' },
  'brake-lines': { pl: 'Przewody hamulcowe', en: 'Brake lines' },
  'brake-fluid': { pl: 'Płyn hamulcowy', en: 'Brake fluid' },
  batteries: { pl: 'Akumulatory', en: 'Batteries' },
  'spark-plugs': { pl: 'Świece zapłonowe', en: 'Spark plugs' },
  alternators: { pl: 'Alternatory', en: 'Alternators' },
  wiring: { pl: 'Przewody', en: 'Wiring' },
  fenders: { pl: 'Błotniki', en: 'Fenders' },
  'fuel-tanks': { pl: 'Zbiorniki paliwa', en: 'Fuel tanks' },
  seats: { pl: 'Siodła', en: 'Seats' },
  handlebars: { pl: 'Kierownice', en: 'Handlebars' },
  helmets: { pl: 'Kaski', en: 'Helmets' },
  gloves: { pl: 'Rękawice', en: 'Gloves' },
  jackets: { pl: 'Kurtki', en: 'Jackets' },
  boots: { pl: 'Buty', en: 'Boots' },
};
