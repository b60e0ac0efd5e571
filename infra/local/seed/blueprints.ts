import type { brands, categoryTree, CategoryKey } from '../../../functions/contracts/catalog.js';
import type {
  CompatibleModel,
  CreationMethod,
  EngineCapacity,
  EngineFamily,
  Material,
  ProductType,
  TireType,
} from './vocabulary.js';

/**
 * The hand-written part of the demo catalogue: three products for every subcategory of the
 * spec's category tree, the way a shop owner would type them in. Everything a person would
 * choose (name, brand, what it fits, what it is made of, its list price, its specifications) is
 * written here; everything that is just "some plausible number" (dates, stock, ratings, sales,
 * featured picks) is drawn by the generator from a seeded PRNG.
 *
 * The type below maps every category to every one of its subcategories, so a subcategory added
 * to `categoryTree` does not compile until it has demo products.
 */

/** How a part relates to the bike, which decides the fitment fields it gets. */
export type Fitment =
  /** Engine internals and ignition: engine type, displacements, models, years. */
  | 'engine'
  /** Frame, brakes, body: models and years; the engine type does not matter. */
  | 'chassis'
  /** Clothing and consumables that fit any bike: no fitment at all. */
  | 'none';

export interface ProductBlueprint {
  name: string;
  brand: (typeof brands)[number];
  /** One or two sentences for the product card. */
  description: string;
  /** List price in złoty (grosze as decimals); the generator turns it into integer grosze. */
  priceZl: number;
  /** The engine family the part is made for; required unless the subcategory's fitment is 'none'. */
  fits?: EngineFamily;
  /** Narrows the family's displacements, e.g. a big-bore kit for the 114 only. */
  engineCapacities?: EngineCapacity[];
  /** Narrows the family's models, e.g. a two-up seat for Touring only. */
  compatibleModels?: CompatibleModel[];
  /** Narrows the family's model years. */
  years?: [number, number];
  material: Material | null;
  creationMethod: CreationMethod | null;
  /** Overrides the subcategory's product type. */
  productType?: ProductType;
  tireType?: TireType;
  /** Numbered short runs from the workshop or a brand: never discounted. */
  limitedEdition?: true;
  /** 3 to 6 entries, Polish names. */
  specifications: Record<string, string>;
}

export interface SubcategoryBlueprints {
  fitment: Fitment;
  productType: ProductType;
  /** A paragraph about the kind of part, used in every detailed description of the subcategory. */
  about: string;
  products: readonly ProductBlueprint[];
}

export type CatalogueBlueprints = {
  [C in CategoryKey]: { [S in (typeof categoryTree)[C][number]]: SubcategoryBlueprints };
};

export const catalogueBlueprints: CatalogueBlueprints = {
  engine: {
    cylinders: {
      fitment: 'engine',
      productType: 'Performance',
      about:
        'Cylindry odpowiadają za pojemność i kulturę pracy silnika. Każdy egzemplarz jest honowany na wymiar, ' +
        'a żebra chłodzące wykończone ręcznie, żeby dobrze wyglądały na odkrytym silniku choppera.',
      products: [
        {
          name: 'Cylindry Big Bore 1923 cm³',
          brand: 'PowerMax',
          description: 'Zestaw powiększający silnik 114 do 117 cali sześciennych – więcej momentu od samego dołu.',
          priceZl: 6499,
          fits: 'm8',
          engineCapacities: ['1868'],
          material: 'Aluminium',
          creationMethod: 'Odlew',
          specifications: {
            'Średnica cylindra': '103,5 mm',
            'Pojemność po zmianie': '1923 cm³',
            Powłoka: 'Nikasil',
            Wykończenie: 'Czarne żebra, polerowane krawędzie',
            'W zestawie': 'Uszczelki i pierścienie',
          },
        },
        {
          name: 'Cylinder Sportster – konwersja 883 na 1200',
          brand: 'Chopper Works',
          description: 'Najprostszy sposób na mocniejszego Sportstera: większa średnica bez zmiany głowic.',
          priceZl: 2799,
          fits: 'xl',
          engineCapacities: ['883'],
          material: 'Aluminium',
          creationMethod: 'Odlew',
          specifications: {
            'Średnica cylindra': '88,9 mm',
            'Pojemność po konwersji': '1200 cm³',
            Wykończenie: 'Czarny mat',
            Waga: '3,1 kg',
          },
        },
        {
          name: 'Zestaw cylindrów Twin Cam 103 – chrom',
          brand: 'PowerMax',
          description: 'Chromowane cylindry do silników Twin Cam 103 z wprasowanymi tulejami żeliwnymi.',
          priceZl: 3899,
          fits: 'tc',
          engineCapacities: ['1690'],
          material: 'Żeliwo',
          creationMethod: 'Odlew',
          productType: 'Zamiennik OEM',
          specifications: {
            'Średnica cylindra': '98,4 mm',
            'Skok tłoka': '111,1 mm',
            Wykończenie: 'Chrom',
            Tuleja: 'Żeliwna, wprasowana',
          },
        },
      ],
    },
    pistons: {
      fitment: 'engine',
      productType: 'Performance',
      about:
        'Tłoki dobieramy pod stopień sprężania i charakter silnika. Kute tłoki lepiej znoszą wysokie temperatury ' +
        'i agresywne wałki, odlewane pracują ciszej i są idealne do spokojnej jazdy.',
      products: [
        {
          name: 'Tłoki kute 10,5:1 do silnika 114',
          brand: 'PowerMax',
          description: 'Kute tłoki z powłoką grafitową na płaszczu – pewność przy wysokich obrotach i temperaturach.',
          priceZl: 1749,
          fits: 'm8',
          engineCapacities: ['1868'],
          material: 'Aluminium 4032',
          creationMethod: 'Kucie',
          specifications: {
            Średnica: '102 mm',
            'Stopień sprężania': '10,5:1',
            Powłoka: 'Grafitowa na płaszczu',
            'Waga tłoka': '398 g',
            'W zestawie': 'Pierścienie, sworznie, zabezpieczenia',
          },
        },
        {
          name: 'Komplet tłoków Evolution 1340 – STD',
          brand: 'Chopper Works',
          description: 'Tłoki w wymiarze nominalnym do remontu klasycznego Evo, z pierścieniami w komplecie.',
          priceZl: 899,
          fits: 'evo',
          material: 'Aluminium',
          creationMethod: 'Odlew',
          productType: 'Zamiennik OEM',
          specifications: {
            Średnica: '88,8 mm',
            Naddatek: 'STD',
            'Stopień sprężania': '8,5:1',
            Pierścienie: 'W zestawie',
          },
        },
        {
          name: 'Tłoki wysokoprężne Sportster 1200 – 10:1',
          brand: 'PowerMax',
          description: 'Wyższy stopień sprężania dla Sportstera 1200 – żywsza reakcja na gaz bez zmian w głowicach.',
          priceZl: 1299,
          fits: 'xl',
          engineCapacities: ['1200'],
          material: 'Aluminium 4032',
          creationMethod: 'Kucie',
          specifications: {
            Średnica: '88,9 mm',
            'Stopień sprężania': '10:1',
            'Luz montażowy': '0,05 mm',
            'Waga tłoka': '372 g',
          },
        },
      ],
    },
    valves: {
      fitment: 'engine',
      productType: 'Zamiennik OEM',
      about:
        'Zawory i ich sprężyny decydują o tym, jak silnik oddycha. Trzonki są szlifowane i utwardzane, ' +
        'a przylgnie gotowe do docierania w gnieździe.',
      products: [
        {
          name: 'Zawory ssące ze stali nierdzewnej – komplet',
          brand: 'PowerMax',
          description: 'Para zaworów ssących z utwardzanym trzonkiem, do głowic Twin Cam.',
          priceZl: 649,
          fits: 'tc',
          material: 'Stal nierdzewna',
          creationMethod: 'CNC',
          specifications: {
            'Średnica grzybka': '49,3 mm',
            'Średnica trzonka': '8 mm',
            Długość: '122 mm',
            Ilość: '2 szt.',
          },
        },
        {
          name: 'Sprężyny zaworowe Performance 0,650″',
          brand: 'PowerMax',
          description: 'Sprężyny pod wałki o wysokim wzniosie, bez ryzyka zawisania zaworów.',
          priceZl: 1190,
          fits: 'm8',
          material: 'Stal chromowo-molibdenowa',
          creationMethod: 'Produkcja seryjna',
          productType: 'Performance',
          specifications: {
            'Maksymalny wznios': '0,650″',
            'Nacisk w spoczynku': '185 lb',
            'Nacisk otwarcia': '470 lb',
            Ilość: '8 szt.',
          },
        },
        {
          name: 'Zawory wydechowe Evolution – komplet',
          brand: 'Chopper Works',
          description: 'Zawory wydechowe do klasycznych głowic Evo, odporne na wysoką temperaturę spalin.',
          priceZl: 559,
          fits: 'evo',
          material: 'Stal nierdzewna',
          creationMethod: 'CNC',
          specifications: {
            'Średnica grzybka': '41,3 mm',
            'Średnica trzonka': '8 mm',
            Ilość: '2 szt.',
          },
        },
      ],
    },
    gaskets: {
      fitment: 'engine',
      productType: 'Eksploatacja',
      about:
        'Szczelny silnik to suchy garaż. Uszczelki wielowarstwowe trzymają ciśnienie także w mocniej ' +
        'podkręconych silnikach, a zestawy zawierają wszystko, czego potrzeba do jednego remontu.',
      products: [
        {
          name: 'Zestaw uszczelek górnej części silnika M8',
          brand: 'PowerMax',
          description: 'Komplet do zdjęcia głowic i cylindrów w silniku Milwaukee 8 – nic nie zabraknie w połowie pracy.',
          priceZl: 489,
          fits: 'm8',
          material: 'Kompozyt',
          creationMethod: 'Tłoczenie',
          specifications: {
            'Uszczelki głowicy': 'MLS, 0,030″',
            'Uszczelki podstawy cylindra': 'Tak',
            'O-ringi': 'Tak',
            'Liczba elementów': '14',
          },
        },
        {
          name: 'Uszczelka głowicy MLS 0,030″ – Twin Cam',
          brand: 'PowerMax',
          description: 'Wielowarstwowa uszczelka stalowa do silników Twin Cam, także po zwiększeniu pojemności.',
          priceZl: 219,
          fits: 'tc',
          material: 'Stal nierdzewna',
          creationMethod: 'Tłoczenie',
          specifications: {
            Grubość: '0,030″',
            'Średnica otworu': '100 mm',
            Warstwy: '3',
          },
        },
        {
          name: 'Uszczelka pokrywy sprzęgła Sportster',
          brand: 'Chopper Works',
          description: 'Gumowana uszczelka pokrywy sprzęgła – wielokrotnego użytku.',
          priceZl: 69,
          fits: 'xl',
          material: 'Kompozyt',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Typ: 'Wielokrotnego użytku',
            Grubość: '1,2 mm',
            Kolor: 'Czarny',
          },
        },
      ],
    },
    filters: {
      fitment: 'engine',
      productType: 'Eksploatacja',
      about:
        'Czysty olej i czyste powietrze to dłuższe życie silnika. Filtry wymieniamy przy każdym serwisie, ' +
        'a chromowane wersje dobrze wyglądają na odsłoniętym silniku.',
      products: [
        {
          name: 'Filtr oleju chromowany – Milwaukee 8',
          brand: 'PowerMax',
          description: 'Filtr oleju z chromowaną obudową i zaworem zwrotnym.',
          priceZl: 99,
          fits: 'm8',
          material: 'Stal chromowana',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Skuteczność: '99 % przy 10 µm',
            Gwint: '3/4″-16',
            Wysokość: '101 mm',
            'Zawór zwrotny': 'Tak',
          },
        },
        {
          name: 'Filtr powietrza High-Flow „Burza”',
          brand: 'Chopper Works',
          description: 'Otwarty filtr powietrza z frezowaną obudową – więcej powietrza i głębszy dźwięk.',
          priceZl: 1290,
          fits: 'tc',
          material: 'Aluminium 6061-T6',
          creationMethod: 'CNC',
          productType: 'Performance',
          specifications: {
            Wkład: 'Bawełniany, zmywalny',
            'Przyrost przepływu': 'do 30 %',
            Wykończenie: 'Czarny anodowany',
            'W zestawie': 'Odpowietrzniki głowic',
          },
        },
        {
          name: 'Filtr oleju magnetyczny Sportster',
          brand: 'PowerMax',
          description: 'Filtr z magnesem neodymowym, który wyłapuje opiłki zanim trafią do łożysk.',
          priceZl: 89,
          fits: 'xl',
          material: 'Stal',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Magnes: 'Neodymowy',
            Gwint: '3/4″-16',
            Kolor: 'Czarny',
          },
        },
      ],
    },
  },

  drivetrain: {
    chains: {
      fitment: 'chassis',
      productType: 'Eksploatacja',
      about:
        'Łańcuch przenosi całą moc na tylne koło, więc nie oszczędzamy na nim. Uszczelnienia X-Ring trzymają ' +
        'smar w środku ogniw, a nity są gotowe do zakucia zwykłym narzędziem.',
      products: [
        {
          name: 'Łańcuch napędowy 530 X-Ring – 120 ogniw',
          brand: 'ChainMaster',
          description: 'Mocny łańcuch 530 z uszczelnieniem X-Ring do konwersji Sportstera z paska na łańcuch.',
          priceZl: 549,
          fits: 'xl',
          material: 'Stal chromowo-molibdenowa',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Podziałka: '530',
            'Liczba ogniw': '120',
            Uszczelnienie: 'X-Ring',
            'Wytrzymałość na zerwanie': '44,5 kN',
            Kolor: 'Złoty',
          },
        },
        {
          name: 'Łańcuch napędu pierwotnego – Evolution',
          brand: 'ChainMaster',
          description: 'Podwójny łańcuch rolkowy do napędu pierwotnego w klasycznych Big Twinach Evo.',
          priceZl: 339,
          fits: 'evo',
          material: 'Stal chromowo-molibdenowa',
          creationMethod: 'Produkcja seryjna',
          productType: 'Zamiennik OEM',
          specifications: {
            Typ: 'Duplex',
            'Liczba ogniw': '82',
            Długość: '780 mm',
          },
        },
        {
          name: 'Łańcuch 520 „Szerszeń” – czarno-złoty',
          brand: 'Chopper Works',
          description: 'Lekki łańcuch 520 do bobberów i chopperów budowanych na ramie Sportstera.',
          priceZl: 459,
          fits: 'xl',
          material: 'Stal chromowo-molibdenowa',
          creationMethod: 'Produkcja seryjna',
          productType: 'Custom',
          specifications: {
            Podziałka: '520',
            'Liczba ogniw': '116',
            Uszczelnienie: 'O-Ring',
            Kolor: 'Czarny ze złotymi sworzniami',
          },
        },
      ],
    },
    sprockets: {
      fitment: 'chassis',
      productType: 'Performance',
      about:
        'Zmiana liczby zębów to najtańszy sposób na inne przełożenie: więcej zębów z tyłu to żwawsze ' +
        'przyspieszenie, mniej – spokojniejsze obroty na trasie.',
      products: [
        {
          name: 'Zębatka tylna 48T aluminiowa',
          brand: 'ChainMaster',
          description: 'Lekka zębatka z anodowanego aluminium, frezowana z jednego kawałka.',
          priceZl: 459,
          fits: 'xl',
          material: 'Aluminium 6061-T6',
          creationMethod: 'CNC',
          specifications: {
            'Liczba zębów': '48',
            Podziałka: '530',
            Wykończenie: 'Czarny anodowany',
            Waga: '690 g',
          },
        },
        {
          name: 'Zębatka przednia 23T do konwersji na łańcuch',
          brand: 'ChainMaster',
          description: 'Stalowa zębatka zdawcza do zamiany paska na łańcuch w Softailu i Dynie.',
          priceZl: 299,
          fits: 'tc',
          compatibleModels: ['Softail', 'Dyna'],
          material: 'Stal chromowo-molibdenowa',
          creationMethod: 'CNC',
          specifications: {
            'Liczba zębów': '23',
            Podziałka: '530',
            Hartowanie: 'Indukcyjne',
          },
        },
        {
          name: 'Zębatka tylna „Gwiazda” 51T – chrom',
          brand: 'Chopper Works',
          description: 'Zębatka z wyciętą gwiazdą – ozdoba tylnego koła w stylu old school.',
          priceZl: 1190,
          fits: 'evo',
          material: 'Stal chromowana',
          creationMethod: 'CNC',
          productType: 'Custom',
          limitedEdition: true,
          specifications: {
            'Liczba zębów': '51',
            Podziałka: '530',
            Wykończenie: 'Chrom lustrzany',
            Numeracja: 'Grawerowany numer egzemplarza',
          },
        },
      ],
    },
    clutches: {
      fitment: 'engine',
      productType: 'Performance',
      about:
        'Sprzęgło musi wytrzymać moment mocniejszego silnika i nie męczyć lewej dłoni w korku. ' +
        'Nasze zestawy łączą wzmocnione tarcze z lżejszą pracą dźwigni.',
      products: [
        {
          name: 'Sprzęgło wzmocnione Pro Clutch – M8',
          brand: 'PowerMax',
          description: 'Kompletne sprzęgło do silników po tuningu – przenosi o 40 % więcej momentu.',
          priceZl: 2899,
          fits: 'm8',
          material: 'Aluminium',
          creationMethod: 'CNC',
          specifications: {
            'Maksymalny moment': '230 Nm',
            'Liczba tarcz': '9',
            'Siła na dźwigni': '−15 %',
            'W zestawie': 'Kosz, tarcze, sprężyna',
          },
        },
        {
          name: 'Tarcze sprzęgłowe cierne – komplet',
          brand: 'PowerMax',
          description: 'Komplet tarcz ciernych z wkładką kevlarową do sprzęgieł Twin Cam.',
          priceZl: 489,
          fits: 'tc',
          material: 'Kevlar',
          creationMethod: 'Produkcja seryjna',
          productType: 'Eksploatacja',
          specifications: {
            'Liczba tarcz': '8',
            Okładzina: 'Kevlarowa',
            Grubość: '3,4 mm',
          },
        },
        {
          name: 'Sprężyna talerzowa sprzęgła +15 %',
          brand: 'Chopper Works',
          description: 'Mocniejsza sprężyna talerzowa do Evo – koniec z buksowaniem sprzęgła po tuningu.',
          priceZl: 249,
          fits: 'evo',
          material: 'Stal chromowo-molibdenowa',
          creationMethod: 'Tłoczenie',
          specifications: {
            'Wzrost nacisku': '15 %',
            Średnica: '147 mm',
            Wykończenie: 'Fosforanowane',
          },
        },
      ],
    },
    belts: {
      fitment: 'chassis',
      productType: 'Eksploatacja',
      about:
        'Pasek zębaty jest cichy, czysty i nie wymaga smarowania. Przy otwartym napędzie pierwotnym ' +
        'staje się też ozdobą całego lewego boku motocykla.',
      products: [
        {
          name: 'Pasek napędowy 1 1/8″ – 133 zęby',
          brand: 'ChainMaster',
          description: 'Pasek tylnego napędu z kordem kevlarowym do Softaila i Dyny.',
          priceZl: 1290,
          fits: 'tc',
          compatibleModels: ['Softail', 'Dyna'],
          material: 'Kevlar',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Szerokość: '1 1/8″ (28,6 mm)',
            'Liczba zębów': '133',
            Kord: 'Kevlarowy',
          },
        },
        {
          name: 'Otwarty napęd pierwotny 3″ „Żar”',
          brand: 'Chopper Works',
          description: 'Zestaw otwartego napędu pierwotnego na pasku 3″ – frezowane koła i osłona.',
          priceZl: 4599,
          fits: 'evo',
          material: 'Aluminium 6061-T6',
          creationMethod: 'CNC',
          productType: 'Custom',
          limitedEdition: true,
          specifications: {
            'Szerokość paska': '3″ (76 mm)',
            Przełożenie: '1,5:1',
            'Koła pasowe': 'Frezowane CNC',
            'W zestawie': 'Pasek, koła, osłona, łożysko',
          },
        },
        {
          name: 'Pasek napędowy Sportster 1″ – 128 zębów',
          brand: 'ChainMaster',
          description: 'Zamiennik oryginalnego paska Sportstera o podwyższonej trwałości.',
          priceZl: 899,
          fits: 'xl',
          material: 'Kevlar',
          creationMethod: 'Produkcja seryjna',
          productType: 'Zamiennik OEM',
          specifications: {
            Szerokość: '1″ (25,4 mm)',
            'Liczba zębów': '128',
            Trwałość: 'do 60 000 km',
          },
        },
      ],
    },
  },

  brakes: {
    'brake-pads': {
      fitment: 'chassis',
      productType: 'Eksploatacja',
      about:
        'Klocki to najczęściej wymieniana część układu hamulcowego. Mieszanka spiekana hamuje mocno ' +
        'w każdych warunkach, organiczna jest łagodniejsza dla tarcz, a ceramiczna – najcichsza.',
      products: [
        {
          name: 'Klocki hamulcowe spiekane – przód',
          brand: 'BrakeTech',
          description: 'Spiekane klocki do przednich zacisków – pewne hamowanie także na mokrym.',
          priceZl: 169,
          fits: 'm8',
          material: 'Spiek metaliczny',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Mieszanka: 'Spiekana',
            'Współczynnik tarcia': 'HH',
            Homologacja: 'ECE R90',
            Ilość: 'Komplet na jedną tarczę',
          },
        },
        {
          name: 'Klocki hamulcowe organiczne – tył',
          brand: 'SafeRide',
          description: 'Łagodne dla tarczy klocki tylne do Softaila, Dyny i Touringa z silnikiem Twin Cam.',
          priceZl: 129,
          fits: 'tc',
          material: 'Kompozyt',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Mieszanka: 'Organiczna',
            'Współczynnik tarcia': 'GG',
            Homologacja: 'ECE R90',
          },
        },
        {
          name: 'Klocki ceramiczne Sportster',
          brand: 'BrakeTech',
          description: 'Ciche klocki ceramiczne, które nie brudzą felg pyłem.',
          priceZl: 189,
          fits: 'xl',
          material: 'Ceramika',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Mieszanka: 'Ceramiczna',
            'Temperatura pracy': 'do 550 °C',
            Homologacja: 'ECE R90',
          },
        },
      ],
    },
    'brake-discs': {
      fitment: 'chassis',
      productType: 'Performance',
      about:
        'Tarcza oddaje ciepło z każdego hamowania. Pływające mocowanie pozwala jej rozszerzać się bez ' +
        'bicia, a nawiercenia i fale szybciej odprowadzają wodę i pył.',
      products: [
        {
          name: 'Tarcza hamulcowa pływająca 320 mm',
          brand: 'BrakeTech',
          description: 'Pływająca tarcza przednia z aluminiowym środkiem – mniejsza masa nieresorowana.',
          priceZl: 1290,
          fits: 'm8',
          material: 'Stal nierdzewna',
          creationMethod: 'CNC',
          specifications: {
            Średnica: '320 mm',
            Grubość: '5 mm',
            Mocowanie: 'Pływające',
            Środek: 'Aluminium 7075',
          },
        },
        {
          name: 'Tarcza hamulcowa „Płomień” 11,5″ – chrom',
          brand: 'Chopper Works',
          description: 'Tarcza z wyciętym motywem płomieni – hamuje jak seria, wygląda jak custom.',
          priceZl: 1590,
          fits: 'tc',
          material: 'Stal nierdzewna',
          creationMethod: 'CNC',
          productType: 'Custom',
          specifications: {
            Średnica: '11,5″ (292 mm)',
            Grubość: '5 mm',
            Wykończenie: 'Chrom',
            Mocowanie: 'Stałe',
          },
        },
        {
          name: 'Tarcza tylna Wave 292 mm',
          brand: 'BrakeTech',
          description: 'Falista tarcza tylna, która lepiej chłodzi się i czyści klocki.',
          priceZl: 749,
          fits: 'xl',
          material: 'Stal nierdzewna',
          creationMethod: 'CNC',
          specifications: {
            Średnica: '292 mm',
            Grubość: '6 mm',
            Kształt: 'Wave',
          },
        },
      ],
    },
    'brake-lines': {
      fitment: 'chassis',
      productType: 'Performance',
      about:
        'Przewody w oplocie stalowym nie puchną pod ciśnieniem, więc dźwignia hamulca jest twarda ' +
        'i precyzyjna. Każdy przewód jest testowany ciśnieniowo przed wysyłką.',
      products: [
        {
          name: 'Przewód hamulcowy w oplocie stalowym – przód',
          brand: 'BrakeTech',
          description: 'Przewód w oplocie ze stali nierdzewnej z końcówkami banjo.',
          priceZl: 329,
          fits: 'm8',
          material: 'Stal nierdzewna',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Długość: '1050 mm',
            Końcówki: 'Banjo 10 mm',
            Oplot: 'Stal nierdzewna',
            'Ciśnienie próbne': '300 bar',
          },
        },
        {
          name: 'Przewody hamulcowe do kierownicy Ape +30 cm',
          brand: 'Chopper Works',
          description: 'Wydłużone przewody do wysokich kierownic – bez naciągania i załamań.',
          priceZl: 449,
          fits: 'tc',
          material: 'Stal nierdzewna',
          creationMethod: 'Ręczna robota',
          productType: 'Custom',
          specifications: {
            Wydłużenie: '+30 cm',
            Oplot: 'Czarny, stal nierdzewna',
            'Ciśnienie próbne': '300 bar',
          },
        },
        {
          name: 'Przewód hamulcowy tylny – Sportster',
          brand: 'SafeRide',
          description: 'Zamiennik tylnego przewodu hamulcowego w oplocie stalowym.',
          priceZl: 219,
          fits: 'xl',
          material: 'Stal nierdzewna',
          creationMethod: 'Produkcja seryjna',
          productType: 'Zamiennik OEM',
          specifications: {
            Długość: '620 mm',
            Końcówki: 'Banjo 10 mm',
            Oplot: 'Stal nierdzewna',
          },
        },
      ],
    },
    'brake-fluid': {
      fitment: 'none',
      productType: 'Eksploatacja',
      about:
        'Płyn hamulcowy chłonie wilgoć i z czasem wrze w coraz niższej temperaturze – wymieniaj go co dwa lata. ' +
        'Nie mieszaj płynów DOT 5 (silikonowych) z płynami glikolowymi DOT 4 i DOT 5.1.',
      products: [
        {
          name: 'Płyn hamulcowy DOT 4 – 500 ml',
          brand: 'BrakeTech',
          description: 'Glikolowy płyn hamulcowy do większości nowych motocykli.',
          priceZl: 59,
          material: null,
          creationMethod: null,
          specifications: {
            Norma: 'DOT 4',
            'Temperatura wrzenia': '265 °C',
            Pojemność: '500 ml',
          },
        },
        {
          name: 'Płyn hamulcowy DOT 5 silikonowy – 355 ml',
          brand: 'SafeRide',
          description: 'Silikonowy płyn do starszych układów, które go wymagają – nie niszczy lakieru.',
          priceZl: 79,
          material: null,
          creationMethod: null,
          specifications: {
            Norma: 'DOT 5',
            Baza: 'Silikonowa',
            'Temperatura wrzenia': '260 °C',
            Pojemność: '355 ml',
          },
        },
        {
          name: 'Płyn hamulcowy DOT 5.1 Racing – 1 l',
          brand: 'BrakeTech',
          description: 'Płyn o wysokiej temperaturze wrzenia do ostrej jazdy i górskich tras.',
          priceZl: 119,
          material: null,
          creationMethod: null,
          specifications: {
            Norma: 'DOT 5.1',
            'Temperatura wrzenia': '270 °C',
            Pojemność: '1 l',
          },
        },
      ],
    },
  },

  electrical: {
    batteries: {
      fitment: 'chassis',
      productType: 'Eksploatacja',
      about:
        'Duży V-twin potrzebuje mocnego prądu rozruchowego, zwłaszcza w chłodny poranek. Akumulatory ' +
        'są dostarczane naładowane i gotowe do montażu.',
      products: [
        {
          name: 'Akumulator AGM 12 V 20 Ah',
          brand: 'ElectroMax',
          description: 'Bezobsługowy akumulator AGM z wysokim prądem rozruchowym.',
          priceZl: 749,
          fits: 'tc',
          material: 'AGM',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Napięcie: '12 V',
            Pojemność: '20 Ah',
            'Prąd rozruchowy': '310 A',
            Wymiary: '175 × 87 × 155 mm',
          },
        },
        {
          name: 'Akumulator litowy LiFePO4 – ultralekki',
          brand: 'ElectroMax',
          description: 'O 70 % lżejszy od kwasowego, z wbudowaną ochroną przed głębokim rozładowaniem.',
          priceZl: 2190,
          fits: 'm8',
          material: 'LiFePO4',
          creationMethod: 'Produkcja seryjna',
          productType: 'Performance',
          specifications: {
            Napięcie: '12,8 V',
            'Pojemność równoważna': '24 Ah',
            'Prąd rozruchowy': '480 A',
            Waga: '1,9 kg',
            'System BMS': 'Tak',
          },
        },
        {
          name: 'Akumulator AGM Sportster 12 V 12 Ah',
          brand: 'ElectroMax',
          description: 'Kompaktowy akumulator pasujący do fabrycznego miejsca w Sportsterze.',
          priceZl: 549,
          fits: 'xl',
          material: 'AGM',
          creationMethod: 'Produkcja seryjna',
          productType: 'Zamiennik OEM',
          specifications: {
            Napięcie: '12 V',
            Pojemność: '12 Ah',
            'Prąd rozruchowy': '200 A',
          },
        },
      ],
    },
    'spark-plugs': {
      fitment: 'engine',
      productType: 'Eksploatacja',
      about:
        'Dobra świeca to pewny rozruch i równy bieg jałowy. Elektrody z metali szlachetnych zużywają się ' +
        'wolniej, więc świece irydowe i platynowe wytrzymują kilka sezonów.',
      products: [
        {
          name: 'Świeca zapłonowa Iridium',
          brand: 'SparkPro',
          description: 'Irydowa świeca z cienką elektrodą – łatwiejszy rozruch i pełniejsze spalanie.',
          priceZl: 79,
          fits: 'm8',
          material: 'Iryd',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Gwint: 'M12 × 1,25',
            'Wartość cieplna': '6',
            'Odstęp elektrod': '0,8 mm',
            Elektroda: 'Irydowa 0,6 mm',
          },
        },
        {
          name: 'Świece zapłonowe Twin Cam – komplet 2 szt.',
          brand: 'SparkPro',
          description: 'Para świec niklowych do silników Twin Cam – do każdego serwisu.',
          priceZl: 69,
          fits: 'tc',
          material: 'Stal',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Gwint: 'M12 × 1,25',
            'Wartość cieplna': '6',
            Ilość: '2 szt.',
          },
        },
        {
          name: 'Świeca zapłonowa Platinum – Evolution',
          brand: 'SparkPro',
          description: 'Platynowa świeca do klasycznych silników Evo.',
          priceZl: 59,
          fits: 'evo',
          material: 'Platyna',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Gwint: '14 mm',
            'Wartość cieplna': '5',
            'Odstęp elektrod': '0,9 mm',
          },
        },
      ],
    },
    alternators: {
      fitment: 'engine',
      productType: 'Zamiennik OEM',
      about:
        'Układ ładowania musi nadążyć za dodatkowymi światłami, podgrzewanymi manetkami i nagłośnieniem. ' +
        'Wydajniejszy alternator to spokój na długiej trasie.',
      products: [
        {
          name: 'Alternator 50 A – stojan i wirnik',
          brand: 'ElectroMax',
          description: 'Zestaw ładowania o wydajności 50 A do motocykli z rozbudowaną elektryką.',
          priceZl: 1390,
          fits: 'm8',
          material: 'Miedź',
          creationMethod: 'Produkcja seryjna',
          productType: 'Performance',
          specifications: {
            Wydajność: '50 A',
            'Moc przy 3000 obr./min': '600 W',
            'W zestawie': 'Stojan i wirnik',
          },
        },
        {
          name: 'Regulator napięcia chromowany',
          brand: 'ElectroMax',
          description: 'Regulator napięcia w chromowanej obudowie z żebrami chłodzącymi.',
          priceZl: 599,
          fits: 'tc',
          material: 'Aluminium',
          creationMethod: 'Odlew',
          specifications: {
            'Napięcie ładowania': '14,3 V',
            'Maksymalny prąd': '45 A',
            Wykończenie: 'Chrom',
          },
        },
        {
          name: 'Stojan alternatora 32 A – Evolution',
          brand: 'ElectroMax',
          description: 'Zamiennik stojana do klasycznych silników Evo, uzwojenie w lakierze wysokotemperaturowym.',
          priceZl: 749,
          fits: 'evo',
          material: 'Miedź',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Wydajność: '32 A',
            Uzwojenie: 'Miedziane, lakierowane',
            'Temperatura pracy': 'do 200 °C',
          },
        },
      ],
    },
    wiring: {
      fitment: 'chassis',
      productType: 'Custom',
      about:
        'Przy budowie choppera wiązka fabryczna zwykle jest za długa i za gruba. Ręcznie robione wiązki ' +
        'mają tylko to, czego potrzeba, i dają się schować w ramie.',
      products: [
        {
          name: 'Wiązka elektryczna minimalistyczna do bobbera',
          brand: 'Chopper Works',
          description: 'Ręcznie wykonana, minimalna wiązka – tylko zapłon, światła i ładowanie.',
          priceZl: 899,
          fits: 'evo',
          material: 'Miedź',
          creationMethod: 'Ręczna robota',
          specifications: {
            Obwody: '9',
            Bezpieczniki: 'Blade, 4 szt.',
            Izolacja: 'Koszulka termokurczliwa',
            'Schemat w zestawie': 'Tak',
          },
        },
        {
          name: 'Przewody zapłonowe 8 mm silikonowe',
          brand: 'SparkPro',
          description: 'Silikonowe przewody zapłonowe odporne na temperaturę cylindrów.',
          priceZl: 189,
          fits: 'tc',
          material: 'Miedź',
          creationMethod: 'Produkcja seryjna',
          productType: 'Performance',
          specifications: {
            Średnica: '8 mm',
            Izolacja: 'Silikon',
            Kolor: 'Czarny',
          },
        },
        {
          name: 'Przedłużki wiązki kierownicy +15 cm',
          brand: 'ElectroMax',
          description: 'Wtykowe przedłużki przewodów przełączników do wyższych kierownic – bez lutowania.',
          priceZl: 279,
          fits: 'm8',
          material: 'Miedź',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Wydłużenie: '+15 cm',
            Złącza: 'Fabryczne, plug and play',
            'Liczba przewodów': '12',
          },
        },
      ],
    },
  },

  body: {
    fenders: {
      fitment: 'chassis',
      productType: 'Custom',
      about:
        'Błotnik wyznacza sylwetkę tyłu motocykla. Profil dopasowujemy do szerokości opony, a stal ' +
        'zostawiamy surową, gotową do lakierowania w wybranym kolorze.',
      products: [
        {
          name: 'Błotnik tylny stalowy do opony 240',
          brand: 'BodyStyle',
          description: 'Szeroki błotnik tylny do Softaila z oponą 240 – surowa stal do lakierowania.',
          priceZl: 1190,
          fits: 'tc',
          compatibleModels: ['Softail'],
          material: 'Stal',
          creationMethod: 'Tłoczenie',
          tireType: '240/40R18',
          specifications: {
            Szerokość: '290 mm',
            'Grubość blachy': '1,5 mm',
            Wykończenie: 'Surowa stal',
          },
        },
        {
          name: 'Błotnik przedni „Bobber” krótki',
          brand: 'Chopper Works',
          description: 'Krótki, ręcznie gięty błotnik przedni do klasycznych bobberów.',
          priceZl: 890,
          fits: 'evo',
          material: 'Stal',
          creationMethod: 'Ręczna robota',
          tireType: '130/90B16',
          specifications: {
            Długość: '480 mm',
            Szerokość: '150 mm',
            'Grubość blachy': '1,2 mm',
          },
        },
        {
          name: 'Błotnik tylny z włókna węglowego',
          brand: 'BodyStyle',
          description: 'Ultralekki błotnik z karbonu o splocie 2×2 i lakierze UV.',
          priceZl: 2490,
          fits: 'm8',
          compatibleModels: ['Softail'],
          material: 'Włókno węglowe',
          creationMethod: 'Ręczna robota',
          tireType: '180/55B18',
          limitedEdition: true,
          specifications: {
            Splot: '2×2 twill',
            Waga: '1,1 kg',
            Wykończenie: 'Lakier bezbarwny UV',
          },
        },
      ],
    },
    'fuel-tanks': {
      fitment: 'chassis',
      productType: 'Custom',
      about:
        'Zbiornik to serce wyglądu choppera. Każdy jest sprawdzany pod ciśnieniem, zabezpieczony od środka ' +
        'przed korozją i dostarczany w podkładzie, gotowy do lakieru.',
      products: [
        {
          name: 'Zbiornik paliwa Peanut 9 l',
          brand: 'BodyStyle',
          description: 'Klasyczny „orzeszek” do Sportstera – mniejszy, smuklejszy, ponadczasowy.',
          priceZl: 1890,
          fits: 'xl',
          material: 'Stal',
          creationMethod: 'Tłoczenie',
          specifications: {
            Pojemność: '9 l',
            Wlew: 'Centralny',
            Wykończenie: 'Podkład epoksydowy',
          },
        },
        {
          name: 'Zbiornik paliwa „Łza” ręcznie klepany',
          brand: 'Chopper Works',
          description: 'Zbiornik wyklepany ręcznie w naszym warsztacie – nie ma dwóch identycznych.',
          priceZl: 4890,
          fits: 'evo',
          material: 'Stal',
          creationMethod: 'Ręczna robota',
          limitedEdition: true,
          specifications: {
            Pojemność: '11 l',
            'Grubość blachy': '1,5 mm',
            Tunel: 'Pod ramę rigid',
            Wykończenie: 'Surowa stal, gotowy do lakieru',
          },
        },
        {
          name: 'Zbiornik paliwa Fat Bob 5 gal – czarny połysk',
          brand: 'BodyStyle',
          description: 'Dzielony zbiornik Fat Bob polakierowany na głęboki czarny połysk.',
          priceZl: 3290,
          fits: 'tc',
          compatibleModels: ['Dyna', 'Softail'],
          material: 'Stal',
          creationMethod: 'Tłoczenie',
          productType: 'Zamiennik OEM',
          specifications: {
            Pojemność: '18,9 l',
            Wykończenie: 'Czarny połysk',
            Korki: 'Dwa, zakręcane',
          },
        },
      ],
    },
    seats: {
      fitment: 'chassis',
      productType: 'Custom',
      about:
        'Siodło robi więcej dla wygody niż zawieszenie. Skórę dobieramy ręcznie, a gąbkę profilujemy ' +
        'tak, by ciężar rozkładał się na całej powierzchni – także po kilku godzinach jazdy.',
      products: [
        {
          name: 'Siodło skórzane Żbik – solo',
          brand: 'Chopper Works',
          description: 'Solowe siodło z grubej skóry bydlęcej, przeszywane ręcznie w warsztacie.',
          priceZl: 1490,
          fits: 'm8',
          compatibleModels: ['Softail'],
          material: 'Skóra naturalna',
          creationMethod: 'Ręczna robota',
          limitedEdition: true,
          specifications: {
            Skóra: 'Bydlęca, 4 mm',
            Przeszycie: 'Ręczne, nić woskowana',
            Kolor: 'Brąz whisky',
            Mocowanie: 'Bez narzędzi',
          },
        },
        {
          name: 'Kanapa Touring dwuosobowa z żelem',
          brand: 'BodyStyle',
          description: 'Kanapa na długie trasy z wkładami żelowymi dla kierowcy i pasażera.',
          priceZl: 2190,
          fits: 'tc',
          compatibleModels: ['Touring'],
          material: 'Skóra naturalna',
          creationMethod: 'Produkcja seryjna',
          productType: 'Zamiennik OEM',
          specifications: {
            Miejsca: '2',
            Wkład: 'Żelowy',
            'Wysokość siedziska': '660 mm',
            Kolor: 'Czarny',
          },
        },
        {
          name: 'Siodło sprężynowe Bobber – brąz',
          brand: 'BodyStyle',
          description: 'Klasyczne siodło na sprężynach do bobberów budowanych na Sportsterze.',
          priceZl: 990,
          fits: 'xl',
          material: 'Skóra naturalna',
          creationMethod: 'Ręczna robota',
          specifications: {
            Sprężyny: '3″, chromowane',
            Skóra: 'Bydlęca, postarzana',
            Kolor: 'Brąz',
          },
        },
      ],
    },
    handlebars: {
      fitment: 'chassis',
      productType: 'Custom',
      about:
        'Kierownica zmienia pozycję za sterami bardziej niż cokolwiek innego. Rury mają nacięcia na ' +
        'przewody wewnętrzne i wytrzymują standardowe obejmy 1″ i 1 1/4″.',
      products: [
        {
          name: 'Kierownica Ape Hanger 16″ – czarna',
          brand: 'BodyStyle',
          description: 'Wysoka kierownica Ape 16″ z otworami na przewody wewnętrzne.',
          priceZl: 899,
          fits: 'tc',
          material: 'Stal chromowo-molibdenowa',
          creationMethod: 'Gięcie',
          specifications: {
            Wysokość: '16″ (406 mm)',
            Średnica: '1 1/4″',
            Wykończenie: 'Czarny mat',
            'Otwory na przewody': 'Tak',
          },
        },
        {
          name: 'Kierownica Drag Bar 1″ – chrom',
          brand: 'BodyStyle',
          description: 'Płaska, prosta kierownica do sportowej pozycji na Sportsterze.',
          priceZl: 449,
          fits: 'xl',
          material: 'Stal chromowana',
          creationMethod: 'Gięcie',
          specifications: {
            Szerokość: '760 mm',
            Średnica: '1″',
            Wykończenie: 'Chrom',
          },
        },
        {
          name: 'Kierownica T-Bar „Wściekły Pies” 14″',
          brand: 'Chopper Works',
          description: 'Spawana ręcznie kierownica T-Bar z nierdzewki – znak rozpoznawczy naszych maszyn.',
          priceZl: 1690,
          fits: 'm8',
          material: 'Stal nierdzewna',
          creationMethod: 'Ręczna robota',
          limitedEdition: true,
          specifications: {
            Wysokość: '14″ (356 mm)',
            Średnica: '1 1/4″',
            Wykończenie: 'Szczotkowana stal',
            Spoiny: 'TIG, ręczne',
          },
        },
      ],
    },
  },

  accessories: {
    helmets: {
      fitment: 'none',
      productType: 'Odzież ochronna',
      about:
        'Kask ma chronić, ale ma też pasować do motocykla. Wszystkie nasze kaski mają homologację ' +
        'i wymienną, zmywalną wyściółkę.',
      products: [
        {
          name: 'Kask otwarty Jet Retro – czarny mat',
          brand: 'SafeRide',
          description: 'Otwarty kask w stylu lat 70. ze skórzanym wykończeniem i homologacją ECE 22.06.',
          priceZl: 799,
          material: 'Kompozyt',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Homologacja: 'ECE 22.06',
            Skorupa: 'Włókno szklane',
            Waga: '1050 g',
            Rozmiary: 'XS–XXL',
          },
        },
        {
          name: 'Kask integralny Carbon „Noc”',
          brand: 'AccessoryPro',
          description: 'Lekki kask integralny z karbonu z blendą przeciwsłoneczną.',
          priceZl: 1899,
          material: 'Włókno węglowe',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Homologacja: 'ECE 22.06',
            Waga: '1290 g',
            Blenda: 'Tak',
            Rozmiary: 'S–XXL',
          },
        },
        {
          name: 'Kask orzeszek „Śmiałek”',
          brand: 'Chopper Works',
          description: 'Niski kask typu orzeszek z grafiką warsztatu.',
          priceZl: 449,
          material: 'Tworzywo ABS',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Homologacja: 'DOT FMVSS 218',
            Waga: '780 g',
            Rozmiary: 'S–XL',
          },
        },
      ],
    },
    gloves: {
      fitment: 'none',
      productType: 'Odzież ochronna',
      about:
        'Rękawice chronią dłonie przy upadku i przed wiatrem na trasie. Wzmocnienia na knykciach ' +
        'i dłoni nie ograniczają czucia manetki.',
      products: [
        {
          name: 'Rękawice skórzane Classic',
          brand: 'AccessoryPro',
          description: 'Krótkie rękawice z miękkiej skóry koziej z wzmocnioną dłonią.',
          priceZl: 249,
          material: 'Skóra naturalna',
          creationMethod: 'Ręczna robota',
          specifications: {
            Skóra: 'Kozia',
            Zapięcie: 'Rzep',
            Rozmiary: 'S–XXL',
          },
        },
        {
          name: 'Rękawice letnie z siatką i ochraniaczami',
          brand: 'SafeRide',
          description: 'Przewiewne rękawice na upały z twardymi ochraniaczami knykci.',
          priceZl: 189,
          material: 'Tekstylia',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Ochraniacze: 'Knykcie, TPU',
            Homologacja: 'EN 13594',
            'Panel dotykowy': 'Tak',
            Rozmiary: 'S–XXL',
          },
        },
        {
          name: 'Rękawice zimowe „Mróz” z membraną',
          brand: 'AccessoryPro',
          description: 'Ciepłe, wodoodporne rękawice na chłodne poranki i jesienne trasy.',
          priceZl: 349,
          material: 'Tekstylia',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Membrana: 'Wodoodporna, oddychająca',
            Ocieplenie: 'Thinsulate',
            Homologacja: 'EN 13594',
          },
        },
      ],
    },
    jackets: {
      fitment: 'none',
      productType: 'Odzież ochronna',
      about:
        'Kurtka motocyklowa ma przetrwać lata i upadek. Szwy są podwójne, a kieszenie na ochraniacze ' +
        'pasują do wkładek klasy CE poziomu 2.',
      products: [
        {
          name: 'Ramoneska skórzana Chopper Works',
          brand: 'Chopper Works',
          description: 'Klasyczna ramoneska z grubej skóry bydlęcej z haftem warsztatu na plecach.',
          priceZl: 1990,
          material: 'Skóra naturalna',
          creationMethod: 'Ręczna robota',
          limitedEdition: true,
          specifications: {
            Skóra: 'Bydlęca, 1,3 mm',
            Ochraniacze: 'Łokcie i barki CE',
            Podszewka: 'Pikowana, odpinana',
            Rozmiary: 'S–3XL',
          },
        },
        {
          name: 'Kurtka tekstylna z ochraniaczami CE',
          brand: 'SafeRide',
          description: 'Całoroczna kurtka z membraną, wentylacją i ochraniaczami w zestawie.',
          priceZl: 899,
          material: 'Tekstylia',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Materiał: 'Cordura 600D',
            Membrana: 'Wodoodporna',
            Ochraniacze: 'Łokcie, barki, plecy',
            Homologacja: 'EN 17092 A',
          },
        },
        {
          name: 'Kamizelka skórzana klubowa',
          brand: 'AccessoryPro',
          description: 'Skórzana kamizelka z miejscem na naszywki i wewnętrzną kieszenią.',
          priceZl: 599,
          material: 'Skóra naturalna',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Skóra: 'Bydlęca, 1,2 mm',
            Zapięcie: 'Napy',
            Rozmiary: 'S–4XL',
          },
        },
      ],
    },
    boots: {
      fitment: 'none',
      productType: 'Odzież ochronna',
      about:
        'Buty muszą trzymać kostkę, nie ślizgać się na postoju i nie przeszkadzać przy zmianie biegów. ' +
        'Podeszwy są olejoodporne, a cholewki wzmocnione w miejscu dźwigni.',
      products: [
        {
          name: 'Buty motocyklowe Engineer – skóra',
          brand: 'AccessoryPro',
          description: 'Wysokie buty typu engineer z klamrą i stalowym noskiem.',
          priceZl: 899,
          material: 'Skóra naturalna',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Wysokość: '30 cm',
            Podeszwa: 'Olejoodporna, Goodyear',
            Nosek: 'Stalowy',
            Rozmiary: '39–47',
          },
        },
        {
          name: 'Buty krótkie Rider z ochroną kostki',
          brand: 'SafeRide',
          description: 'Krótkie buty w stylu sneakersów z usztywnieniem kostki i homologacją.',
          priceZl: 749,
          material: 'Skóra naturalna',
          creationMethod: 'Produkcja seryjna',
          specifications: {
            Homologacja: 'EN 13634',
            Ochrona: 'Kostka, pięta, nosek',
            Rozmiary: '38–47',
          },
        },
        {
          name: 'Buty Bobber ręcznie szyte',
          brand: 'Chopper Works',
          description: 'Ręcznie szyte buty z olejowanej skóry, które z każdym sezonem wyglądają lepiej.',
          priceZl: 1490,
          material: 'Skóra naturalna',
          creationMethod: 'Ręczna robota',
          limitedEdition: true,
          specifications: {
            Skóra: 'Olejowana, 2,2 mm',
            Szycie: 'Ręczne, dratwa',
            Podeszwa: 'Vibram',
            Rozmiary: '40–46',
          },
        },
      ],
    },
  },
};
