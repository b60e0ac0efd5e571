/**
 * The search synonyms a fresh local shop starts with: what Polish riders call the parts beside
 * the catalogue's words, as they write them on forums, in group posts and in listings (slang,
 * diminutives, the workshop's word and the everyday one). The admin edits them at /admin/search;
 * the local stack writes these once, when there are none yet. Each group is a set of single words
 * that mean the same to a customer (functions/contracts/search.ts: one word each, 2–12 words).
 *
 * A word needs one form only: the search joins the other forms of each (stems, plural
 * genitives). Groups are kept apart: no word is in two groups, and a word that means something
 * else in a shop of parts stays out ("stop" for the rear lamp, "skóra" for the leather jacket,
 * "garnek", which some call a helmet and others a cylinder).
 */
export const demoSynonymGroups: readonly (readonly string[])[] = [
  // Engine
  ['gary', 'cylindry'],
  ['gaźnik', 'karburator', 'carb'],
  ['kolektor', 'kolanka'],
  ['tłumik', 'wydech', 'puszka'],
  ['uszczelka', 'simmering', 'semering'],
  ['olej', 'oliwa'],
  // Drivetrain
  ['zębatka', 'koronka', 'zębnik'],
  ['pasek', 'pas'],
  ['sprzęgło', 'kosz'],
  // Brakes
  ['klocki', 'okładziny', 'klocuszki'],
  ['przewody', 'węże', 'wężyki', 'oploty'],
  // Electrical
  ['aku', 'akumulator', 'bateria', 'akumulatorek'],
  ['regulator', 'regler', 'prostownik'],
  ['alternator', 'prądnica'],
  ['wiązka', 'instalacja', 'okablowanie', 'kable'],
  ['rozrusznik', 'starter'],
  ['świece', 'świeczki'],
  ['reflektor', 'lampa', 'halogen'],
  ['kierunkowskazy', 'migacze', 'kierunki', 'mrugacze'],
  ['licznik', 'prędkościomierz', 'szybkościomierz', 'zegary'],
  // Body and frame
  ['bak', 'zbiornik', 'baniak'],
  ['siedzenie', 'siodło', 'kanapa', 'siedzisko', 'kanapka'],
  ['kiera', 'kierownica'],
  ['manetki', 'gripy', 'rączki', 'chwyty'],
  ['lusterka', 'lustra', 'lusterko'],
  ['lagi', 'widelec', 'teleskopy'],
  ['amortyzatory', 'amory', 'amorki'],
  ['gmole', 'crashbary'],
  ['podnóżki', 'pegi', 'footpegi'],
  ['stopka', 'nóżka', 'podpórka'],
  ['owiewka', 'szyba', 'deflektor'],
  ['oparcie', 'sissybar'],
  ['bagażnik', 'stelaż'],
  ['opony', 'gumy', 'ogumienie'],
  ['felgi', 'obręcze'],
  // Riding gear and luggage
  ['rękawiczki', 'rękawice'],
  ['kask', 'dekiel', 'skorupa'],
  ['ramoneska', 'kurtka'],
  ['kamizelka', 'kamizela', 'kutte'],
  ['buty', 'buciory', 'obuwie'],
  ['spodnie', 'portki'],
  ['sakwy', 'torby', 'juki'],
];
