/**
 * The search relevance set: what a Polish rider types into the shop's search, and the product of
 * the demo catalogue (infra/local/seed) each query must find among the first three results.
 *
 * Products are named by their Polish name in the demo catalogue (its first series); where a query
 * is generic ("kaski"), `finds` lists every product that answers it and any of them in the first
 * three counts. Synonym queries rely on the demo synonyms (infra/local/seed/search-synonyms.ts).
 * Kinds say what a case exercises, so a failing figure shows which part of the search slipped.
 *
 * test/unit/search-relevance.test.ts fails when fewer than 95 % pass; `npm run bench` prints the
 * figure (test/relevance/relevance.ts measures both).
 */
export type RelevanceKind =
  | 'inflected'
  | 'typo'
  | 'no-diacritics'
  | 'part-number'
  | 'english'
  | 'two-words'
  | 'synonym'
  | 'prefix'
  /** One or two words no product has beside the others (a brand, a size, a model the shop does not name): the partial answer. */
  | 'unknown-word'
  /** Numbers with their units written another way than the catalogue's (51 zębów for 51T, 16 cali for 16″, 11.5 for 11,5). */
  | 'units'
  /** Riders' everyday words for parts, through the starting synonyms (infra/local/seed/search-synonyms.ts). */
  | 'everyday'
  /** Plural genitives ("zestaw klocków", "komplet tłoków"). */
  | 'plural-genitive';

export interface RelevanceCase {
  query: string;
  kind: RelevanceKind;
  /** The product (Polish name) the query must find in its first three results; or any one of several. */
  finds: string | readonly string[];
}

const helmets = ['Kask otwarty Jet Retro – czarny mat', 'Kask integralny Carbon „Noc”', 'Kask orzeszek „Śmiałek”'];
const pads = ['Klocki hamulcowe spiekane – przód', 'Klocki hamulcowe organiczne – tył', 'Klocki ceramiczne Sportster'];
const chains = ['Łańcuch napędowy 530 X-Ring – 120 ogniw', 'Łańcuch napędu pierwotnego – Evolution', 'Łańcuch 520 „Szerszeń” – czarno-złoty'];
const brakeParts = [
  ...pads,
  'Tarcza hamulcowa pływająca 320 mm',
  'Tarcza hamulcowa „Płomień” 11,5″ – chrom',
  'Przewód hamulcowy w oplocie stalowym – przód',
  'Przewody hamulcowe do kierownicy Ape +30 cm',
  'Przewód hamulcowy tylny – Sportster',
  'Płyn hamulcowy DOT 4 – 500 ml',
  'Płyn hamulcowy DOT 5 silikonowy – 355 ml',
  'Płyn hamulcowy DOT 5.1 Racing – 1 l',
];
const fluids = ['Płyn hamulcowy DOT 4 – 500 ml', 'Płyn hamulcowy DOT 5 silikonowy – 355 ml', 'Płyn hamulcowy DOT 5.1 Racing – 1 l'];
const batteries = ['Akumulator AGM 12 V 20 Ah', 'Akumulator litowy LiFePO4 – ultralekki', 'Akumulator AGM Sportster 12 V 12 Ah'];
const plugs = ['Świeca zapłonowa Iridium', 'Świece zapłonowe Twin Cam – komplet 2 szt.', 'Świeca zapłonowa Platinum – Evolution'];
const tanks = ['Zbiornik paliwa Peanut 9 l', 'Zbiornik paliwa „Łza” ręcznie klepany', 'Zbiornik paliwa Fat Bob 5 gal – czarny połysk'];
const handlebars = ['Kierownica Ape Hanger 16″ – czarna', 'Kierownica Drag Bar 1″ – chrom', 'Kierownica T-Bar „Wściekły Pies” 14″'];
const boots = ['Buty motocyklowe Engineer – skóra', 'Buty krótkie Rider z ochroną kostki', 'Buty Bobber ręcznie szyte'];
const sprockets = ['Zębatka tylna 48T aluminiowa', 'Zębatka przednia 23T do konwersji na łańcuch', 'Zębatka tylna „Gwiazda” 51T – chrom'];
const rearSprockets = ['Zębatka tylna 48T aluminiowa', 'Zębatka tylna „Gwiazda” 51T – chrom'];
const fenders = ['Błotnik tylny stalowy do opony 240', 'Błotnik przedni „Bobber” krótki', 'Błotnik tylny z włókna węglowego'];
const rearFenders = ['Błotnik tylny stalowy do opony 240', 'Błotnik tylny z włókna węglowego'];
const oilFilters = ['Filtr oleju chromowany – Milwaukee 8', 'Filtr oleju magnetyczny Sportster'];
const belts = ['Pasek napędowy 1 1/8″ – 133 zęby', 'Pasek napędowy Sportster 1″ – 128 zębów'];
const discs = ['Tarcza hamulcowa pływająca 320 mm', 'Tarcza hamulcowa „Płomień” 11,5″ – chrom'];
const brakeLines = ['Przewód hamulcowy w oplocie stalowym – przód', 'Przewody hamulcowe do kierownicy Ape +30 cm', 'Przewód hamulcowy tylny – Sportster'];
const stators = ['Stojan alternatora 32 A – Evolution', 'Alternator 50 A – stojan i wirnik'];
const gaskets = ['Zestaw uszczelek górnej części silnika M8', 'Uszczelka głowicy MLS 0,030″ – Twin Cam', 'Uszczelka pokrywy sprzęgła Sportster'];
const pistons = ['Tłoki kute 10,5:1 do silnika 114', 'Komplet tłoków Evolution 1340 – STD', 'Tłoki wysokoprężne Sportster 1200 – 10:1'];

export const relevanceSet: readonly RelevanceCase[] = [
  // The issue's own examples.
  { query: 'kaski', kind: 'inflected', finds: helmets },
  { query: 'kasku', kind: 'inflected', finds: helmets },
  { query: 'kask', kind: 'inflected', finds: helmets },
  { query: 'hamulec', kind: 'inflected', finds: brakeParts },
  { query: 'hamulca', kind: 'inflected', finds: brakeParts },
  { query: 'hamulcowe', kind: 'inflected', finds: brakeParts },
  { query: 'łańcuch', kind: 'inflected', finds: chains },
  { query: 'łańcucha', kind: 'inflected', finds: chains },
  { query: 'lańcuh', kind: 'typo', finds: chains },
  { query: 'klocky', kind: 'typo', finds: pads },
  { query: 'klocki hamulcowe', kind: 'two-words', finds: 'Klocki ceramiczne Sportster' },

  // Inflected forms.
  { query: 'kask integralny', kind: 'two-words', finds: 'Kask integralny Carbon „Noc”' },
  { query: 'płyn do hamulca', kind: 'inflected', finds: fluids },
  { query: 'łańcuchy 520', kind: 'inflected', finds: 'Łańcuch 520 „Szerszeń” – czarno-złoty' },
  { query: 'tłoka sportster', kind: 'inflected', finds: 'Tłoki wysokoprężne Sportster 1200 – 10:1' },
  { query: 'tłoki', kind: 'inflected', finds: pistons },
  { query: 'cylindra 883', kind: 'inflected', finds: 'Cylinder Sportster – konwersja 883 na 1200' },
  { query: 'zaworów wydechowych', kind: 'inflected', finds: 'Zawory wydechowe Evolution – komplet' },
  { query: 'uszczelki głowicy', kind: 'inflected', finds: 'Uszczelka głowicy MLS 0,030″ – Twin Cam' },
  { query: 'filtra oleju', kind: 'inflected', finds: oilFilters },
  { query: 'filtra powietrza', kind: 'inflected', finds: 'Filtr powietrza High-Flow „Burza”' },
  { query: 'zębatki tylnej', kind: 'inflected', finds: rearSprockets },
  { query: 'sprzęgło m8', kind: 'inflected', finds: 'Sprzęgło wzmocnione Pro Clutch – M8' },
  { query: 'paska napędowego', kind: 'inflected', finds: belts },
  { query: 'klocków ceramicznych', kind: 'inflected', finds: 'Klocki ceramiczne Sportster' },
  { query: 'tarczy hamulcowej', kind: 'inflected', finds: discs },
  { query: 'przewodu hamulcowego', kind: 'inflected', finds: brakeLines },
  { query: 'płynu hamulcowego dot 4', kind: 'inflected', finds: 'Płyn hamulcowy DOT 4 – 500 ml' },
  { query: 'akumulatora agm', kind: 'inflected', finds: ['Akumulator AGM 12 V 20 Ah', 'Akumulator AGM Sportster 12 V 12 Ah'] },
  { query: 'świecy zapłonowej iridium', kind: 'inflected', finds: 'Świeca zapłonowa Iridium' },
  { query: 'świec zapłonowych', kind: 'inflected', finds: plugs },
  { query: 'stojana', kind: 'inflected', finds: stators },
  { query: 'wiązki elektrycznej', kind: 'inflected', finds: 'Wiązka elektryczna minimalistyczna do bobbera' },
  { query: 'błotnika tylnego', kind: 'inflected', finds: rearFenders },
  { query: 'zbiornika paliwa', kind: 'inflected', finds: tanks },
  { query: 'siodła skórzanego', kind: 'inflected', finds: 'Siodło skórzane Żbik – solo' },
  { query: 'kierownicy ape', kind: 'inflected', finds: 'Kierownica Ape Hanger 16″ – czarna' },
  { query: 'rękawic zimowych', kind: 'inflected', finds: 'Rękawice zimowe „Mróz” z membraną' },
  { query: 'butów', kind: 'inflected', finds: boots },
  { query: 'kurtki tekstylnej', kind: 'inflected', finds: 'Kurtka tekstylna z ochraniaczami CE' },
  { query: 'kamizelki', kind: 'inflected', finds: 'Kamizelka skórzana klubowa' },
  { query: 'rękawice z membraną', kind: 'inflected', finds: 'Rękawice zimowe „Mróz” z membraną' },

  // Without Polish letters.
  { query: 'lancuch 530', kind: 'no-diacritics', finds: 'Łańcuch napędowy 530 X-Ring – 120 ogniw' },
  { query: 'zebatka przednia', kind: 'no-diacritics', finds: 'Zębatka przednia 23T do konwersji na łańcuch' },
  { query: 'swieca platinum', kind: 'no-diacritics', finds: 'Świeca zapłonowa Platinum – Evolution' },
  { query: 'sprezyny zaworowe', kind: 'no-diacritics', finds: 'Sprężyny zaworowe Performance 0,650″' },
  { query: 'blotnik bobber', kind: 'no-diacritics', finds: 'Błotnik przedni „Bobber” krótki' },
  { query: 'zbiornik lza', kind: 'no-diacritics', finds: 'Zbiornik paliwa „Łza” ręcznie klepany' },
  { query: 'siodlo zbik', kind: 'no-diacritics', finds: 'Siodło skórzane Żbik – solo' },
  { query: 'kask smialek', kind: 'no-diacritics', finds: 'Kask orzeszek „Śmiałek”' },
  { query: 'rekawice letnie', kind: 'no-diacritics', finds: 'Rękawice letnie z siatką i ochraniaczami' },
  { query: 'plyn hamulcowy dot 5.1', kind: 'no-diacritics', finds: 'Płyn hamulcowy DOT 5.1 Racing – 1 l' },
  { query: 'blotnik wlokno weglowe', kind: 'no-diacritics', finds: 'Błotnik tylny z włókna węglowego' },
  { query: 'tarcza plomien', kind: 'no-diacritics', finds: 'Tarcza hamulcowa „Płomień” 11,5″ – chrom' },
  { query: 'kierownica wsciekly pies', kind: 'no-diacritics', finds: 'Kierownica T-Bar „Wściekły Pies” 14″' },
  { query: 'naped pierwotny zar', kind: 'no-diacritics', finds: 'Otwarty napęd pierwotny 3″ „Żar”' },
  { query: 'zawory ssace', kind: 'no-diacritics', finds: 'Zawory ssące ze stali nierdzewnej – komplet' },
  { query: 'tloki kute', kind: 'no-diacritics', finds: 'Tłoki kute 10,5:1 do silnika 114' },
  { query: 'uszczelka pokrywy sprzegla', kind: 'no-diacritics', finds: 'Uszczelka pokrywy sprzęgła Sportster' },

  // Typos: one from four letters, two from eight, a swapped pair counting as one.
  { query: 'kask integrlany', kind: 'typo', finds: 'Kask integralny Carbon „Noc”' },
  { query: 'akumlator', kind: 'typo', finds: batteries },
  { query: 'swieca iridum', kind: 'typo', finds: 'Świeca zapłonowa Iridium' },
  { query: 'zebatak', kind: 'typo', finds: sprockets },
  { query: 'kierownnica', kind: 'typo', finds: handlebars },
  { query: 'ramonseka', kind: 'typo', finds: 'Ramoneska skórzana Chopper Works' },
  { query: 'alternatr', kind: 'typo', finds: stators },
  { query: 'regualtor napiecia', kind: 'typo', finds: 'Regulator napięcia chromowany' },
  { query: 'kamizleka', kind: 'typo', finds: 'Kamizelka skórzana klubowa' },
  { query: 'uszczleka', kind: 'typo', finds: gaskets },
  { query: 'bloatnik', kind: 'typo', finds: fenders },
  { query: 'przewody zaplonowe', kind: 'no-diacritics', finds: 'Przewody zapłonowe 8 mm silikonowe' },
  { query: 'cylindery big bore', kind: 'typo', finds: 'Cylindry Big Bore 1923 cm³' },
  { query: 'rekawicy skorzane', kind: 'typo', finds: 'Rękawice skórzane Classic' },

  // Catalogue numbers as printed on an invoice or a box, whole or in part; the exact one first.
  { query: 'CW-BRK-0010', kind: 'part-number', finds: 'Klocki ceramiczne Sportster' },
  { query: 'cw-eng-0007', kind: 'part-number', finds: 'Uszczelka głowicy MLS 0,030″ – Twin Cam' },
  { query: 'CW-DRV-0009', kind: 'part-number', finds: 'Łańcuch 520 „Szerszeń” – czarno-złoty' },
  { query: 'acc-0006', kind: 'part-number', finds: 'Kask integralny Carbon „Noc”' },
  { query: 'CW ELE 0001', kind: 'part-number', finds: 'Świeca zapłonowa Iridium' },
  { query: 'cw-bod-0004', kind: 'part-number', finds: 'Siodło skórzane Żbik – solo' },

  // English words match the English names and descriptions.
  { query: 'helmet', kind: 'english', finds: helmets },
  { query: 'full face helmet', kind: 'english', finds: 'Kask integralny Carbon „Noc”' },
  { query: 'brake pads', kind: 'english', finds: pads },
  { query: 'ceramic brake pads', kind: 'english', finds: 'Klocki ceramiczne Sportster' },
  { query: 'iridium spark plug', kind: 'english', finds: 'Świeca zapłonowa Iridium' },
  { query: 'oil filter', kind: 'english', finds: oilFilters },
  { query: 'air filter', kind: 'english', finds: 'Filtr powietrza High-Flow „Burza”' },
  { query: 'drive belt', kind: 'english', finds: belts },
  { query: 'leather gloves', kind: 'english', finds: 'Rękawice skórzane Classic' },
  { query: 'winter gloves', kind: 'english', finds: 'Rękawice zimowe „Mróz” z membraną' },
  { query: 'fuel tank', kind: 'english', finds: tanks },
  { query: 'rear fender', kind: 'english', finds: rearFenders },
  { query: 'lithium battery', kind: 'english', finds: 'Akumulator litowy LiFePO4 – ultralekki' },
  { query: 'forged pistons', kind: 'english', finds: 'Tłoki kute 10,5:1 do silnika 114' },
  { query: 'exhaust valves', kind: 'english', finds: 'Zawory wydechowe Evolution – komplet' },
  { query: 'voltage regulator', kind: 'english', finds: 'Regulator napięcia chromowany' },
  { query: 'primary chain', kind: 'english', finds: 'Łańcuch napędu pierwotnego – Evolution' },
  { query: 'clutch plates', kind: 'english', finds: 'Tarcze sprzęgłowe cierne – komplet' },
  { query: 'biker jacket', kind: 'english', finds: 'Ramoneska skórzana Chopper Works' },

  // Two words naming a product by what it is and what it fits or looks like.
  { query: 'filtr sportster', kind: 'two-words', finds: 'Filtr oleju magnetyczny Sportster' },
  { query: 'pasek sportster', kind: 'two-words', finds: 'Pasek napędowy Sportster 1″ – 128 zębów' },
  { query: 'akumulator sportster', kind: 'two-words', finds: 'Akumulator AGM Sportster 12 V 12 Ah' },
  { query: 'tarcza tylna', kind: 'two-words', finds: 'Tarcza tylna Wave 292 mm' },
  { query: 'zbiornik peanut', kind: 'two-words', finds: 'Zbiornik paliwa Peanut 9 l' },
  { query: 'siodło bobber', kind: 'two-words', finds: 'Siodło sprężynowe Bobber – brąz' },
  { query: 'buty engineer', kind: 'two-words', finds: 'Buty motocyklowe Engineer – skóra' },
  { query: 'kierownica chrom', kind: 'two-words', finds: 'Kierownica Drag Bar 1″ – chrom' },
  { query: 'łańcuch evolution', kind: 'two-words', finds: 'Łańcuch napędu pierwotnego – Evolution' },
  { query: 'świece twin cam', kind: 'two-words', finds: 'Świece zapłonowe Twin Cam – komplet 2 szt.' },
  { query: 'uszczelki m8', kind: 'two-words', finds: 'Zestaw uszczelek górnej części silnika M8' },

  // The demo synonyms (the admin's, infra/local/seed/search-synonyms.ts).
  { query: 'bak peanut', kind: 'synonym', finds: 'Zbiornik paliwa Peanut 9 l' },
  { query: 'siedzenie skórzane', kind: 'synonym', finds: 'Siodło skórzane Żbik – solo' },
  { query: 'rękawiczki zimowe', kind: 'synonym', finds: 'Rękawice zimowe „Mróz” z membraną' },
  { query: 'kiera ape', kind: 'synonym', finds: 'Kierownica Ape Hanger 16″ – czarna' },
  { query: 'aku litowy', kind: 'synonym', finds: 'Akumulator litowy LiFePO4 – ultralekki' },

  // As the visitor types: the last word is a prefix.
  { query: 'kierown', kind: 'prefix', finds: handlebars },
  { query: 'akumul', kind: 'prefix', finds: batteries },
  { query: 'tłoki ku', kind: 'prefix', finds: 'Tłoki kute 10,5:1 do silnika 114' },
  { query: 'rękawice zim', kind: 'prefix', finds: 'Rękawice zimowe „Mróz” z membraną' },
  { query: 'zbior', kind: 'prefix', finds: tanks },

  // A word the catalogue does not have beside the others: a brand, a size, a model, a detail.
  { query: 'filtr oleju m8', kind: 'unknown-word', finds: oilFilters },
  { query: 'klocki hamulcowe brembo', kind: 'unknown-word', finds: pads },
  { query: 'akumulator agm yuasa', kind: 'unknown-word', finds: ['Akumulator AGM 12 V 20 Ah', 'Akumulator AGM Sportster 12 V 12 Ah'] },
  { query: 'świeca iridium ngk', kind: 'unknown-word', finds: 'Świeca zapłonowa Iridium' },
  { query: 'łańcuch 530 did', kind: 'unknown-word', finds: 'Łańcuch napędowy 530 X-Ring – 120 ogniw' },
  { query: 'rękawice zimowe damskie', kind: 'unknown-word', finds: 'Rękawice zimowe „Mróz” z membraną' },
  { query: 'pasek napędowy gates', kind: 'unknown-word', finds: belts },
  { query: 'kask integralny rozmiar xl', kind: 'unknown-word', finds: 'Kask integralny Carbon „Noc”' },
  { query: 'zbiornik peanut dyna wide glide', kind: 'unknown-word', finds: 'Zbiornik paliwa Peanut 9 l' },

  // Numbers with their units, written as riders write them.
  { query: '51 zębów', kind: 'units', finds: 'Zębatka tylna „Gwiazda” 51T – chrom' },
  { query: 'zębatka 48 zębów', kind: 'units', finds: 'Zębatka tylna 48T aluminiowa' },
  { query: 'zębatka 23 zęby', kind: 'units', finds: 'Zębatka przednia 23T do konwersji na łańcuch' },
  { query: 'pasek 133T', kind: 'units', finds: 'Pasek napędowy 1 1/8″ – 133 zęby' },
  { query: 'kierownica 14 cali', kind: 'units', finds: 'Kierownica T-Bar „Wściekły Pies” 14″' },
  { query: 'ape hanger 16"', kind: 'units', finds: 'Kierownica Ape Hanger 16″ – czarna' },
  { query: 'tarcza 11.5 cala', kind: 'units', finds: 'Tarcza hamulcowa „Płomień” 11,5″ – chrom' },
  { query: 'tarcza 292mm', kind: 'units', finds: 'Tarcza tylna Wave 292 mm' },
  { query: 'cylindry 1923ccm', kind: 'units', finds: 'Cylindry Big Bore 1923 cm³' },
  { query: 'uszczelka głowicy 0.030', kind: 'units', finds: 'Uszczelka głowicy MLS 0,030″ – Twin Cam' },
  { query: 'akumulator 12v 12ah', kind: 'units', finds: 'Akumulator AGM Sportster 12 V 12 Ah' },
  { query: 'płyn hamulcowy 355ml', kind: 'units', finds: 'Płyn hamulcowy DOT 5 silikonowy – 355 ml' },
  { query: 'zbiornik 5 galonów', kind: 'units', finds: 'Zbiornik paliwa Fat Bob 5 gal – czarny połysk' },
  { query: 'przewody zapłonowe 8mm', kind: 'units', finds: 'Przewody zapłonowe 8 mm silikonowe' },

  // Riders' everyday words for the parts.
  { query: 'bak łza', kind: 'everyday', finds: 'Zbiornik paliwa „Łza” ręcznie klepany' },
  { query: 'gary big bore', kind: 'everyday', finds: 'Cylindry Big Bore 1923 cm³' },
  { query: 'koronka 48', kind: 'everyday', finds: 'Zębatka tylna 48T aluminiowa' },
  { query: 'regler', kind: 'everyday', finds: 'Regulator napięcia chromowany' },
  { query: 'siedzisko touring', kind: 'everyday', finds: 'Kanapa Touring dwuosobowa z żelem' },
  { query: 'okładziny ceramiczne', kind: 'everyday', finds: 'Klocki ceramiczne Sportster' },
  { query: 'dekiel carbon', kind: 'everyday', finds: 'Kask integralny Carbon „Noc”' },
  { query: 'wężyki hamulcowe', kind: 'everyday', finds: brakeLines },
  { query: 'kutte skórzana', kind: 'everyday', finds: 'Kamizelka skórzana klubowa' },
  { query: 'buciory bobber', kind: 'everyday', finds: 'Buty Bobber ręcznie szyte' },
  { query: 'prądnica', kind: 'everyday', finds: stators },
  { query: 'instalacja do bobbera', kind: 'everyday', finds: 'Wiązka elektryczna minimalistyczna do bobbera' },

  // Plural genitives: "zestaw klocków", "komplet tłoków".
  { query: 'zestaw klocków hamulcowych', kind: 'plural-genitive', finds: pads },
  { query: 'uszczelek głowicy', kind: 'plural-genitive', finds: 'Uszczelka głowicy MLS 0,030″ – Twin Cam' },
  { query: 'kasków integralnych', kind: 'plural-genitive', finds: 'Kask integralny Carbon „Noc”' },
  { query: 'tłoków kutych', kind: 'plural-genitive', finds: 'Tłoki kute 10,5:1 do silnika 114' },
  { query: 'filtrów oleju', kind: 'plural-genitive', finds: oilFilters },
  { query: 'łańcuchów 520', kind: 'plural-genitive', finds: 'Łańcuch 520 „Szerszeń” – czarno-złoty' },
  { query: 'akumulatorów litowych', kind: 'plural-genitive', finds: 'Akumulator litowy LiFePO4 – ultralekki' },
  { query: 'zaworów ssących', kind: 'plural-genitive', finds: 'Zawory ssące ze stali nierdzewnej – komplet' },
  { query: 'zębatek tylnych', kind: 'plural-genitive', finds: rearSprockets },
  { query: 'błotników tylnych', kind: 'plural-genitive', finds: rearFenders },
  { query: 'kierownic', kind: 'plural-genitive', finds: handlebars },
  { query: 'pasków napędowych', kind: 'plural-genitive', finds: belts },
  { query: 'sprężyn zaworowych', kind: 'plural-genitive', finds: 'Sprężyny zaworowe Performance 0,650″' },
];
