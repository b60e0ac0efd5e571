import type { ManufacturerFields } from '../../../functions/catalog/manufacturer-entity.js';
import { isValidGtin } from '../../../functions/contracts/gtin.js';
import { HOUSE_BRAND, type SubcategoryKey } from '../../../functions/contracts/catalog.js';

/**
 * The demo catalogue's GPSR data (issue 30): the manufacturers register, which manufacturer makes
 * each brand, a GTIN for the bought-in brands, and safety information per kind of part.
 *
 * Honest demo data: the workshop is itself (its real address, as the shop's config and legal
 * pages give it). The other brands of the demo catalogue are invented, so are their companies:
 * their addresses are plausible, their e-mail and web addresses use the reserved `.example`
 * domain (RFC 2606), so nothing points at a real company. The American ones name an EU
 * responsible person, as GPSR requires for a manufacturer outside the EU.
 */
const usBrandsEuPerson = {
  name: 'V-Twin Parts Europe Sp. z o.o.',
  address: 'ul. Przemysłowa 12, 30-701 Kraków, Polska',
  email: 'gpsr@vtwin-parts-europe.example',
};

export const demoManufacturers: readonly { id: string; brand: string; fields: ManufacturerFields }[] = [
  {
    id: 'chopper-works',
    brand: HOUSE_BRAND,
    fields: {
      name: 'Chopper Works Sp. z o.o.',
      address: 'Poręba Spytkowska 1, 32-800 Brzesko, Polska',
      email: 'kontakt@chopperworks.pl',
      url: '',
      country: 'PL',
      responsiblePerson: null,
    },
  },
  {
    id: 'powermax',
    brand: 'PowerMax',
    fields: {
      name: 'PowerMax Performance Inc.',
      address: '1200 W Canal St, Milwaukee, WI 53233, USA',
      email: 'product.safety@powermax.example',
      url: 'https://powermax.example/contact',
      country: 'US',
      responsiblePerson: usBrandsEuPerson,
    },
  },
  {
    id: 'saferide',
    brand: 'SafeRide',
    fields: {
      name: 'SafeRide Gear LLC',
      address: '455 Industrial Way, Sturgis, SD 57785, USA',
      email: 'safety@saferide.example',
      url: '',
      country: 'US',
      responsiblePerson: { name: 'Rider Safety Import GmbH', address: 'Hafenstraße 8, 20457 Hamburg, Deutschland', email: 'eu-rep@rider-safety-import.example' },
    },
  },
  {
    id: 'sparkpro',
    brand: 'SparkPro',
    fields: {
      name: 'SparkPro Ignition Co.',
      address: '78 Commerce Dr, Daytona Beach, FL 32114, USA',
      email: '',
      url: 'https://sparkpro.example/support',
      country: 'US',
      responsiblePerson: usBrandsEuPerson,
    },
  },
  {
    id: 'chainmaster',
    brand: 'ChainMaster',
    fields: {
      name: 'ChainMaster Antriebstechnik GmbH',
      address: 'Kettenweg 4, 42103 Wuppertal, Deutschland',
      email: 'info@chainmaster.example',
      url: 'https://chainmaster.example',
      country: 'DE',
      responsiblePerson: null,
    },
  },
  {
    id: 'braketech',
    brand: 'BrakeTech',
    fields: {
      name: 'BrakeTech S.r.l.',
      address: 'Via dei Freni 21, 24035 Curno (BG), Italia',
      email: 'sicurezza@braketech.example',
      url: '',
      country: 'IT',
      responsiblePerson: null,
    },
  },
  {
    id: 'electromax',
    brand: 'ElectroMax',
    fields: {
      name: 'ElectroMax Power Systems Inc.',
      address: '2301 Battery Ln, Dayton, OH 45402, USA',
      email: 'compliance@electromax.example',
      url: '',
      country: 'US',
      responsiblePerson: usBrandsEuPerson,
    },
  },
  {
    id: 'bodystyle',
    brand: 'BodyStyle',
    fields: {
      name: 'BodyStyle Customs Inc.',
      address: '910 Fabrication Ave, Phoenix, AZ 85004, USA',
      email: 'support@bodystyle.example',
      url: '',
      country: 'US',
      responsiblePerson: usBrandsEuPerson,
    },
  },
  {
    id: 'accessorypro',
    brand: 'AccessoryPro',
    fields: {
      name: 'AccessoryPro B.V.',
      address: 'Motorweg 17, 3542 AD Utrecht, Nederland',
      email: 'service@accessorypro.example',
      url: 'https://accessorypro.example',
      country: 'NL',
      responsiblePerson: null,
    },
  },
];

/** The register's id of a brand's manufacturer (every demo brand has one). */
export function manufacturerIdOfBrand(brand: string): string {
  const found = demoManufacturers.find((m) => m.brand === brand);
  if (!found) throw new Error(`demo catalogue: no manufacturer for the brand "${brand}" (infra/local/seed/manufacturers.ts)`);
  return found.id;
}

/**
 * A GTIN for a bought-in brand's product; none for the workshop's own (hand-made in short runs,
 * they carry none). EAN-13 in GS1's restricted-circulation range (prefix 20–29, for numbers a
 * company gives inside its own walls), so the demo never names a real trade item.
 */
export function demoGtinOf(brand: string, productId: number): string | undefined {
  if (brand === HOUSE_BRAND) return undefined;
  const body = `21${String(productId).padStart(10, '0')}`;
  for (let check = 0; check <= 9; check++) if (isValidGtin(`${body}${check}`)) return `${body}${check}`;
  throw new Error('unreachable: one check digit always fits');
}

interface Warnings {
  pl: string;
  en: string;
}

const fitting: Warnings = {
  pl: 'Montaż wymaga wiedzy i narzędzi warsztatowych: zleć go wykwalifikowanemu mechanikowi. Pracuj przy zimnym silniku i odłączonym akumulatorze. Dokręcaj momentem podanym w instrukcji serwisowej motocykla. Zużyte części i płyny oddaj do punktu zbiórki.',
  en: 'Fitting takes workshop knowledge and tools: have a qualified mechanic do it. Work on a cold engine with the battery disconnected. Tighten to the torque in the motorcycle’s service manual. Take used parts and fluids to a collection point.',
};

const warningsByKind: Record<string, Warnings> = {
  engine: fitting,
  filters: {
    pl: 'Wymieniaj w odstępach podanych przez producenta motocykla. Olej silnikowy po pracy jest gorący i szkodliwy: używaj rękawic, zużyty filtr i olej oddaj do punktu zbiórki. Po wymianie sprawdź szczelność przy pracującym silniku.',
    en: 'Replace at the intervals the motorcycle’s maker gives. Engine oil is hot after a ride and harmful: wear gloves, take the used filter and oil to a collection point. Check for leaks with the engine running after the change.',
  },
  drivetrain: {
    pl: 'Źle zamontowany lub napięty napęd może spaść lub pęknąć i zablokować tylne koło. Montaż powierz mechanikowi; naciąg i stan sprawdzaj co 500 km. Nigdy nie dotykaj łańcucha, paska ani zębatek przy pracującym silniku.',
    en: 'A drive fitted or tensioned wrongly can come off or snap and lock the rear wheel. Have a mechanic fit it; check tension and wear every 500 km. Never touch the chain, belt or sprockets with the engine running.',
  },
  brakes: {
    pl: 'Część układu hamulcowego: montaż tylko przez wykwalifikowanego mechanika. Nowe klocki i tarcze hamują słabiej przez pierwsze 200 km: hamuj łagodnie, aż się dotrą. Chroń je przed olejem i smarem. Przed pierwszą jazdą sprawdź działanie hamulca na postoju.',
    en: 'A brake system part: to be fitted by a qualified mechanic only. New pads and discs brake less for the first 200 km: brake gently until they bed in. Keep oil and grease off them. Check the brake works, at a standstill, before the first ride.',
  },
  'brake-fluid': {
    pl: 'Płyn hamulcowy jest szkodliwy po połknięciu i drażni oczy i skórę; niszczy lakier. Przechowuj szczelnie zamknięty, poza zasięgiem dzieci. Nie mieszaj płynów różnych klas DOT. Chłonie wilgoć: wymieniaj co 2 lata. Zużyty płyn oddaj do punktu zbiórki.',
    en: 'Brake fluid is harmful if swallowed, irritates eyes and skin and damages paint. Keep it tightly closed, out of children’s reach. Do not mix fluids of different DOT classes. It absorbs moisture: replace it every 2 years. Take used fluid to a collection point.',
  },
  batteries: {
    pl: 'Zawiera elektrolit (kwas siarkowy), który powoduje poważne oparzenia. Podczas ładowania może wydzielać wybuchowy wodór: ładuj w przewiewnym miejscu, z dala od iskier i ognia. Nie zwieraj biegunów. Zużytego akumulatora nie wyrzucaj z odpadami komunalnymi: oddaj go do punktu zbiórki lub do nas.',
    en: 'Contains electrolyte (sulphuric acid), which causes severe burns. Charging can give off explosive hydrogen: charge in a ventilated place, away from sparks and flame. Do not short the terminals. Never put a used battery in household waste: take it to a collection point or back to us.',
  },
  electrical: {
    pl: 'Przed pracą odłącz minus akumulatora. Układ zapłonowy wytwarza wysokie napięcie. Złe połączenie lub przewód bez zabezpieczenia grozi zwarciem i pożarem: stosuj bezpieczniki o wartości z instrukcji i prowadź przewody z dala od gorących i ruchomych części.',
    en: 'Disconnect the battery’s negative terminal before work. The ignition makes high voltage. A bad connection or an unfused wire can short and start a fire: use fuses of the rating in the manual and route wires away from hot and moving parts.',
  },
  'fuel-tanks': {
    pl: 'Benzyna i jej opary są skrajnie łatwopalne: montuj przy zimnym silniku, bez otwartego ognia, w przewiewnym miejscu. Po montażu sprawdź szczelność zbiornika, kranika i przewodów, zanim uruchomisz silnik.',
    en: 'Petrol and its vapour are highly flammable: fit it with the engine cold, without open flame, in a ventilated place. Check the tank, petcock and lines for leaks before starting the engine.',
  },
  handlebars: {
    pl: 'Po montażu sprawdź, czy kierownica skręca w obie strony do oporu bez napinania linek, przewodów hamulcowych i wiązek. Dokręć obejmy momentem z instrukcji; sprawdź je ponownie po pierwszych 100 km.',
    en: 'After fitting, turn the bars lock to lock and check no cable, brake line or harness pulls tight. Tighten the clamps to the manual’s torque; check them again after the first 100 km.',
  },
  body: {
    pl: 'Montaż powierz mechanikowi. Sprawdź, czy część nie dotyka koła, łańcucha ani układu wydechowego w całym zakresie pracy zawieszenia. Mocowania sprawdź po pierwszych 100 km.',
    en: 'Have a mechanic fit it. Check it touches neither the wheel, the chain nor the exhaust through the whole suspension travel. Check the fixings after the first 100 km.',
  },
  helmets: {
    pl: 'Kask chroni tylko dobrze dopasowany i zapięty. Po każdym uderzeniu wymień go, nawet bez widocznych uszkodzeń. Nie maluj, nie oklejaj i nie modyfikuj skorupy; czyść wodą z łagodnym mydłem, bez rozpuszczalników.',
    en: 'A helmet protects only if it fits and is fastened. Replace it after any impact, even without visible damage. Do not paint, sticker or modify the shell; clean it with water and mild soap, no solvents.',
  },
  gear: {
    pl: 'Odzież ochronna zmniejsza ryzyko obrażeń, ale go nie wyklucza. Dobierz rozmiar tak, by ochraniacze leżały na stawach. Po upadku sprawdź szwy i ochraniacze; uszkodzoną odzież wymień. Pierz i konserwuj według metki.',
    en: 'Protective gear lowers the risk of injury; it does not remove it. Choose the size so the armour sits on the joints. After a fall, check the seams and armour; replace damaged gear. Wash and care for it as the label says.',
  },
};

const kindOf: Partial<Record<SubcategoryKey, string>> = {
  cylinders: 'engine',
  pistons: 'engine',
  valves: 'engine',
  gaskets: 'engine',
  filters: 'filters',
  chains: 'drivetrain',
  sprockets: 'drivetrain',
  clutches: 'drivetrain',
  belts: 'drivetrain',
  'brake-pads': 'brakes',
  'brake-discs': 'brakes',
  'brake-lines': 'brakes',
  'brake-fluid': 'brake-fluid',
  batteries: 'batteries',
  'spark-plugs': 'electrical',
  alternators: 'electrical',
  wiring: 'electrical',
  fenders: 'body',
  'fuel-tanks': 'fuel-tanks',
  seats: 'body',
  handlebars: 'handlebars',
  helmets: 'helmets',
  gloves: 'gear',
  jackets: 'gear',
  boots: 'gear',
};

/** The safety information and warnings for a kind of part, in Polish and English. */
export function demoSafetyWarnings(subcategory: string): Warnings {
  const kind = kindOf[subcategory as SubcategoryKey];
  const warnings = kind ? warningsByKind[kind] : undefined;
  if (!warnings) throw new Error(`demo catalogue: no safety warnings for "${subcategory}" (infra/local/seed/manufacturers.ts)`);
  return warnings;
}
