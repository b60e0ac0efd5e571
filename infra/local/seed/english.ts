import type { categoryTree, CategoryKey } from '../../../functions/contracts/catalog.js';

/**
 * The demo catalogue in English, beside the Polish blueprints (blueprints.ts): each product's name,
 * card description and specifications (English names and values), keyed by its Polish name, and
 * each subcategory's paragraph for the long description. The generator fills the products'
 * English fields from here (`nameEn`, `descriptionEn`, `detailedDescriptionEn`,
 * `specificationsEn`) and refuses a blueprint without its English.
 */
export interface EnglishProduct {
  name: string;
  description: string;
  specifications: Record<string, string>;
}

type Subcategory = (typeof categoryTree)[CategoryKey][number];

export const englishAbout: Record<Subcategory, string> = {
  cylinders:
    'Cylinders set the displacement and the manners of an engine. Every one is honed to size and its cooling fins are finished by hand, to look right on the exposed engine of a chopper.',
  pistons:
    'We choose pistons for the compression ratio and the character of the engine. Forged pistons take high temperatures and aggressive cams better; cast ones run quieter and suit relaxed riding.',
  valves: 'Valves and their springs decide how an engine breathes. Stems are ground and hardened, and the seats are ready to be lapped in.',
  gaskets:
    'A tight engine means a dry garage. Multi-layer gaskets hold pressure in harder-tuned engines too, and each kit has everything one rebuild needs.',
  filters:
    'Clean oil and clean air mean a longer engine life. We change filters at every service, and the chrome ones look good on an exposed engine.',
  chains:
    'The chain takes all the power to the rear wheel, so we do not skimp on it. X-ring seals keep the grease inside the links, and the rivets are ready to be peened with an ordinary tool.',
  sprockets:
    'Changing the tooth count is the cheapest way to a different gearing: more teeth at the back for livelier acceleration, fewer for calmer revs on the highway.',
  clutches:
    'A clutch must take the torque of a stronger engine without tiring the left hand in traffic. Our kits pair reinforced plates with a lighter lever.',
  belts:
    'A toothed belt is quiet, clean and needs no lubrication. In an open primary drive it also becomes the showpiece of the whole left side of the bike.',
  'brake-pads':
    'Pads are the most often replaced part of the brakes. Sintered compounds bite hard in any weather, organic ones are gentler on the discs, and ceramic ones are the quietest.',
  'brake-discs':
    'A disc sheds the heat of every stop. A floating mount lets it expand without runout, and drillings and waves clear water and dust faster.',
  'brake-lines':
    'Braided steel lines do not swell under pressure, so the brake lever stays firm and precise. Every line is pressure-tested before it ships.',
  'brake-fluid':
    'Brake fluid absorbs moisture and boils at ever lower temperatures: change it every two years. Never mix DOT 5 (silicone) with glycol-based DOT 4 and DOT 5.1.',
  batteries: 'A big V-twin needs strong cranking current, especially on a cold morning. Batteries come charged and ready to fit.',
  'spark-plugs':
    'A good plug means sure starts and a steady idle. Precious-metal electrodes wear more slowly, so iridium and platinum plugs last several seasons.',
  alternators:
    'The charging system has to keep up with extra lights, heated grips and a sound system. A stronger alternator means peace of mind on a long ride.',
  wiring:
    'When building a chopper the factory harness is usually too long and too thick. Hand-made harnesses carry only what is needed and hide inside the frame.',
  fenders:
    'The fender draws the silhouette of the rear end. We match the profile to the tyre width and leave the steel raw, ready for paint in the colour you choose.',
  'fuel-tanks':
    'The tank is the heart of a chopper\u2019s look. Each one is pressure-tested, protected against rust on the inside and delivered in primer, ready for paint.',
  seats:
    'A seat does more for comfort than the suspension. We pick the leather by hand and shape the foam so the weight spreads over the whole surface, even after hours in the saddle.',
  handlebars:
    'Handlebars change the riding position more than anything else. The tubes are drilled for internal wiring and fit standard 1\u2033 and 1 1/4\u2033 clamps.',
  helmets: 'A helmet is there to protect, but it should also suit the bike. All our helmets are certified and have a removable, washable liner.',
  gloves: 'Gloves protect the hands in a fall and from the wind on the road. Knuckle and palm armour does not take away the feel of the grip.',
  jackets:
    'A motorcycle jacket has to last for years and survive a fall. Seams are doubled, and the armour pockets take CE level 2 inserts.',
  boots:
    'Boots must hold the ankle, not slip at a stop and not get in the way of a gear change. Soles are oil-resistant and the uppers are reinforced where the lever goes.',
};

export const englishProducts: Record<string, EnglishProduct> = {
  // engine / cylinders
  'Cylindry Big Bore 1923 cm³': {
    name: 'Big Bore cylinders 1923 cc',
    description: 'A kit taking the 114 engine to 117 cubic inches: more torque right off idle.',
    specifications: { Bore: '103.5 mm', 'Displacement after the kit': '1923 cc', Coating: 'Nikasil', Finish: 'Black fins, polished edges', 'In the kit': 'Gaskets and rings' },
  },
  'Cylinder Sportster – konwersja 883 na 1200': {
    name: 'Sportster cylinder – 883 to 1200 conversion',
    description: 'The simplest way to a stronger Sportster: a bigger bore without changing the heads.',
    specifications: { Bore: '88.9 mm', 'Displacement after conversion': '1200 cc', Finish: 'Matte black', Weight: '3.1 kg' },
  },
  'Zestaw cylindrów Twin Cam 103 – chrom': {
    name: 'Twin Cam 103 cylinder set – chrome',
    description: 'Chrome cylinders for Twin Cam 103 engines with pressed-in cast-iron liners.',
    specifications: { Bore: '98.4 mm', Stroke: '111.1 mm', Finish: 'Chrome', Liner: 'Cast iron, pressed in' },
  },
  // engine / pistons
  'Tłoki kute 10,5:1 do silnika 114': {
    name: 'Forged pistons 10.5:1 for the 114 engine',
    description: 'Forged pistons with a graphite-coated skirt: confidence at high revs and temperatures.',
    specifications: { Diameter: '102 mm', 'Compression ratio': '10.5:1', Coating: 'Graphite on the skirt', 'Piston weight': '398 g', 'In the kit': 'Rings, pins, clips' },
  },
  'Komplet tłoków Evolution 1340 – STD': {
    name: 'Evolution 1340 piston set – STD',
    description: 'Standard-size pistons for rebuilding a classic Evo, rings included.',
    specifications: { Diameter: '88.8 mm', Oversize: 'STD', 'Compression ratio': '8.5:1', Rings: 'Included' },
  },
  'Tłoki wysokoprężne Sportster 1200 – 10:1': {
    name: 'High-compression pistons Sportster 1200 – 10:1',
    description: 'Higher compression for the Sportster 1200: a livelier throttle without touching the heads.',
    specifications: { Diameter: '88.9 mm', 'Compression ratio': '10:1', 'Piston clearance': '0.05 mm', 'Piston weight': '372 g' },
  },
  // engine / valves
  'Zawory ssące ze stali nierdzewnej – komplet': {
    name: 'Stainless steel intake valves – set',
    description: 'A pair of intake valves with hardened stems, for Twin Cam heads.',
    specifications: { 'Head diameter': '49.3 mm', 'Stem diameter': '8 mm', Length: '122 mm', Quantity: '2 pcs' },
  },
  'Sprężyny zaworowe Performance 0,650″': {
    name: 'Performance valve springs 0.650″',
    description: 'Springs for high-lift cams, with no risk of valve float.',
    specifications: { 'Maximum lift': '0.650″', 'Seat pressure': '185 lb', 'Open pressure': '470 lb', Quantity: '8 pcs' },
  },
  'Zawory wydechowe Evolution – komplet': {
    name: 'Evolution exhaust valves – set',
    description: 'Exhaust valves for classic Evo heads, resistant to hot exhaust gases.',
    specifications: { 'Head diameter': '41.3 mm', 'Stem diameter': '8 mm', Quantity: '2 pcs' },
  },
  // engine / gaskets
  'Zestaw uszczelek górnej części silnika M8': {
    name: 'M8 top-end gasket kit',
    description: 'Everything for pulling the heads and cylinders of a Milwaukee 8: nothing runs out halfway through the job.',
    specifications: { 'Head gaskets': 'MLS, 0.030″', 'Cylinder base gaskets': 'Yes', 'O-rings': 'Yes', 'Number of parts': '14' },
  },
  'Uszczelka głowicy MLS 0,030″ – Twin Cam': {
    name: 'MLS head gasket 0.030″ – Twin Cam',
    description: 'A multi-layer steel gasket for Twin Cam engines, big-bore ones too.',
    specifications: { Thickness: '0.030″', Bore: '100 mm', Layers: '3' },
  },
  'Uszczelka pokrywy sprzęgła Sportster': {
    name: 'Sportster clutch cover gasket',
    description: 'A rubber-coated clutch cover gasket: reusable.',
    specifications: { Type: 'Reusable', Thickness: '1.2 mm', Colour: 'Black' },
  },
  // engine / filters
  'Filtr oleju chromowany – Milwaukee 8': {
    name: 'Chrome oil filter – Milwaukee 8',
    description: 'An oil filter with a chrome canister and an anti-drain-back valve.',
    specifications: { Efficiency: '99 % at 10 µm', Thread: '3/4″-16', Height: '101 mm', 'Anti-drain-back valve': 'Yes' },
  },
  'Filtr powietrza High-Flow „Burza”': {
    name: '“Storm” high-flow air filter',
    description: 'An open air filter with a machined housing: more air and a deeper sound.',
    specifications: { Element: 'Cotton, washable', 'Flow gain': 'up to 30 %', Finish: 'Black anodised', 'In the kit': 'Head breathers' },
  },
  'Filtr oleju magnetyczny Sportster': {
    name: 'Magnetic oil filter Sportster',
    description: 'A filter with a neodymium magnet that catches metal particles before they reach the bearings.',
    specifications: { Magnet: 'Neodymium', Thread: '3/4″-16', Colour: 'Black' },
  },
  // drivetrain / chains
  'Łańcuch napędowy 530 X-Ring – 120 ogniw': {
    name: '530 X-ring drive chain – 120 links',
    description: 'A strong 530 X-ring chain for converting a Sportster from belt to chain.',
    specifications: { Pitch: '530', Links: '120', Seal: 'X-ring', 'Tensile strength': '44.5 kN', Colour: 'Gold' },
  },
  'Łańcuch napędu pierwotnego – Evolution': {
    name: 'Primary chain – Evolution',
    description: 'A duplex roller chain for the primary drive of classic Evo Big Twins.',
    specifications: { Type: 'Duplex', Links: '82', Length: '780 mm' },
  },
  'Łańcuch 520 „Szerszeń” – czarno-złoty': {
    name: '520 “Hornet” chain – black and gold',
    description: 'A light 520 chain for bobbers and choppers built on a Sportster frame.',
    specifications: { Pitch: '520', Links: '116', Seal: 'O-ring', Colour: 'Black with gold pins' },
  },
  // drivetrain / sprockets
  'Zębatka tylna 48T aluminiowa': {
    name: 'Rear sprocket 48T aluminium',
    description: 'A light sprocket of anodised aluminium, machined from a single piece.',
    specifications: { Teeth: '48', Pitch: '530', Finish: 'Black anodised', Weight: '690 g' },
  },
  'Zębatka przednia 23T do konwersji na łańcuch': {
    name: 'Front sprocket 23T for a chain conversion',
    description: 'A steel countershaft sprocket for swapping the belt for a chain on a Softail or Dyna.',
    specifications: { Teeth: '23', Pitch: '530', Hardening: 'Induction' },
  },
  'Zębatka tylna „Gwiazda” 51T – chrom': {
    name: '“Star” rear sprocket 51T – chrome',
    description: 'A sprocket with a cut-out star: old-school jewellery for the rear wheel.',
    specifications: { Teeth: '51', Pitch: '530', Finish: 'Mirror chrome', Numbering: 'Engraved serial number' },
  },
  // drivetrain / clutches
  'Sprzęgło wzmocnione Pro Clutch – M8': {
    name: 'Pro Clutch reinforced clutch – M8',
    description: 'A complete clutch for tuned engines: carries 40 % more torque.',
    specifications: { 'Maximum torque': '230 Nm', Plates: '9', 'Lever effort': '−15 %', 'In the kit': 'Basket, plates, spring' },
  },
  'Tarcze sprzęgłowe cierne – komplet': {
    name: 'Clutch friction plates – set',
    description: 'A set of Kevlar-lined friction plates for Twin Cam clutches.',
    specifications: { Plates: '8', Lining: 'Kevlar', Thickness: '3.4 mm' },
  },
  'Sprężyna talerzowa sprzęgła +15 %': {
    name: 'Clutch diaphragm spring +15 %',
    description: 'A stronger diaphragm spring for the Evo: no more clutch slip after tuning.',
    specifications: { 'Pressure increase': '15 %', Diameter: '147 mm', Finish: 'Phosphated' },
  },
  // drivetrain / belts
  'Pasek napędowy 1 1/8″ – 133 zęby': {
    name: 'Drive belt 1 1/8″ – 133 teeth',
    description: 'A Kevlar-corded rear drive belt for the Softail and Dyna.',
    specifications: { Width: '1 1/8″ (28.6 mm)', Teeth: '133', Cord: 'Kevlar' },
  },
  'Otwarty napęd pierwotny 3″ „Żar”': {
    name: '“Ember” 3″ open primary drive',
    description: 'An open primary drive kit on a 3″ belt: machined pulleys and guard.',
    specifications: { 'Belt width': '3″ (76 mm)', Ratio: '1.5:1', Pulleys: 'CNC machined', 'In the kit': 'Belt, pulleys, guard, bearing' },
  },
  'Pasek napędowy Sportster 1″ – 128 zębów': {
    name: 'Sportster drive belt 1″ – 128 teeth',
    description: 'A longer-lasting replacement for the stock Sportster belt.',
    specifications: { Width: '1″ (25.4 mm)', Teeth: '128', Life: 'up to 60,000 km' },
  },
  // brakes / pads
  'Klocki hamulcowe spiekane – przód': {
    name: 'Sintered brake pads – front',
    description: 'Sintered pads for the front calipers: sure stopping in the wet too.',
    specifications: { Compound: 'Sintered', 'Friction rating': 'HH', Approval: 'ECE R90', Quantity: 'Set for one disc' },
  },
  'Klocki hamulcowe organiczne – tył': {
    name: 'Organic brake pads – rear',
    description: 'Disc-friendly rear pads for the Softail, Dyna and Touring with a Twin Cam engine.',
    specifications: { Compound: 'Organic', 'Friction rating': 'GG', Approval: 'ECE R90' },
  },
  'Klocki ceramiczne Sportster': {
    name: 'Ceramic brake pads Sportster',
    description: 'Quiet ceramic pads that do not cover the wheels in dust.',
    specifications: { Compound: 'Ceramic', 'Operating temperature': 'up to 550 °C', Approval: 'ECE R90' },
  },
  // brakes / discs
  'Tarcza hamulcowa pływająca 320 mm': {
    name: 'Floating brake disc 320 mm',
    description: 'A floating front disc with an aluminium carrier: less unsprung weight.',
    specifications: { Diameter: '320 mm', Thickness: '5 mm', Mounting: 'Floating', Carrier: 'Aluminium 7075' },
  },
  'Tarcza hamulcowa „Płomień” 11,5″ – chrom': {
    name: '“Flame” brake disc 11.5″ – chrome',
    description: 'A disc with a cut-out flame pattern: brakes like stock, looks custom.',
    specifications: { Diameter: '11.5″ (292 mm)', Thickness: '5 mm', Finish: 'Chrome', Mounting: 'Fixed' },
  },
  'Tarcza tylna Wave 292 mm': {
    name: 'Wave rear disc 292 mm',
    description: 'A wave-profile rear disc that cools better and keeps the pads clean.',
    specifications: { Diameter: '292 mm', Thickness: '6 mm', Shape: 'Wave' },
  },
  // brakes / lines
  'Przewód hamulcowy w oplocie stalowym – przód': {
    name: 'Braided steel brake line – front',
    description: 'A stainless-steel braided line with banjo fittings.',
    specifications: { Length: '1050 mm', Fittings: 'Banjo 10 mm', Braid: 'Stainless steel', 'Test pressure': '300 bar' },
  },
  'Przewody hamulcowe do kierownicy Ape +30 cm': {
    name: 'Brake lines for Ape bars +30 cm',
    description: 'Longer lines for tall handlebars: no stretching, no kinks.',
    specifications: { Extension: '+30 cm', Braid: 'Black, stainless steel', 'Test pressure': '300 bar' },
  },
  'Przewód hamulcowy tylny – Sportster': {
    name: 'Rear brake line – Sportster',
    description: 'A braided steel replacement for the rear brake line.',
    specifications: { Length: '620 mm', Fittings: 'Banjo 10 mm', Braid: 'Stainless steel' },
  },
  // brakes / fluid
  'Płyn hamulcowy DOT 4 – 500 ml': {
    name: 'Brake fluid DOT 4 – 500 ml',
    description: 'Glycol-based brake fluid for most modern motorcycles.',
    specifications: { Standard: 'DOT 4', 'Boiling point': '265 °C', Volume: '500 ml' },
  },
  'Płyn hamulcowy DOT 5 silikonowy – 355 ml': {
    name: 'Brake fluid DOT 5 silicone – 355 ml',
    description: 'Silicone fluid for older systems that need it: it does not harm paint.',
    specifications: { Standard: 'DOT 5', Base: 'Silicone', 'Boiling point': '260 °C', Volume: '355 ml' },
  },
  'Płyn hamulcowy DOT 5.1 Racing – 1 l': {
    name: 'Brake fluid DOT 5.1 Racing – 1 l',
    description: 'A high-boiling-point fluid for hard riding and mountain roads.',
    specifications: { Standard: 'DOT 5.1', 'Boiling point': '270 °C', Volume: '1 l' },
  },
  // electrical / batteries
  'Akumulator AGM 12 V 20 Ah': {
    name: 'AGM battery 12 V 20 Ah',
    description: 'A maintenance-free AGM battery with high cranking current.',
    specifications: { Voltage: '12 V', Capacity: '20 Ah', 'Cranking current': '310 A', Dimensions: '175 × 87 × 155 mm' },
  },
  'Akumulator litowy LiFePO4 – ultralekki': {
    name: 'LiFePO4 lithium battery – ultralight',
    description: '70 % lighter than lead-acid, with built-in protection against deep discharge.',
    specifications: { Voltage: '12.8 V', 'Equivalent capacity': '24 Ah', 'Cranking current': '480 A', Weight: '1.9 kg', BMS: 'Yes' },
  },
  'Akumulator AGM Sportster 12 V 12 Ah': {
    name: 'AGM battery Sportster 12 V 12 Ah',
    description: 'A compact battery that fits the Sportster\u2019s stock battery box.',
    specifications: { Voltage: '12 V', Capacity: '12 Ah', 'Cranking current': '200 A' },
  },
  // electrical / spark plugs
  'Świeca zapłonowa Iridium': {
    name: 'Iridium spark plug',
    description: 'An iridium plug with a fine electrode: easier starts and fuller combustion.',
    specifications: { Thread: 'M12 × 1.25', 'Heat range': '6', 'Electrode gap': '0.8 mm', Electrode: 'Iridium 0.6 mm' },
  },
  'Świece zapłonowe Twin Cam – komplet 2 szt.': {
    name: 'Twin Cam spark plugs – set of 2',
    description: 'A pair of nickel plugs for Twin Cam engines: for every service.',
    specifications: { Thread: 'M12 × 1.25', 'Heat range': '6', Quantity: '2 pcs' },
  },
  'Świeca zapłonowa Platinum – Evolution': {
    name: 'Platinum spark plug – Evolution',
    description: 'A platinum plug for classic Evo engines.',
    specifications: { Thread: '14 mm', 'Heat range': '5', 'Electrode gap': '0.9 mm' },
  },
  // electrical / alternators
  'Alternator 50 A – stojan i wirnik': {
    name: 'Alternator 50 A – stator and rotor',
    description: 'A 50 A charging kit for motorcycles with a lot of electrics.',
    specifications: { Output: '50 A', 'Power at 3000 rpm': '600 W', 'In the kit': 'Stator and rotor' },
  },
  'Regulator napięcia chromowany': {
    name: 'Chrome voltage regulator',
    description: 'A voltage regulator in a finned chrome housing.',
    specifications: { 'Charging voltage': '14.3 V', 'Maximum current': '45 A', Finish: 'Chrome' },
  },
  'Stojan alternatora 32 A – Evolution': {
    name: 'Alternator stator 32 A – Evolution',
    description: 'A replacement stator for classic Evo engines, windings in high-temperature varnish.',
    specifications: { Output: '32 A', Winding: 'Copper, varnished', 'Operating temperature': 'up to 200 °C' },
  },
  // electrical / wiring
  'Wiązka elektryczna minimalistyczna do bobbera': {
    name: 'Minimal bobber wiring harness',
    description: 'A hand-made, minimal harness: ignition, lights and charging only.',
    specifications: { Circuits: '9', Fuses: 'Blade, 4 pcs', Insulation: 'Heat-shrink sleeving', 'Diagram included': 'Yes' },
  },
  'Przewody zapłonowe 8 mm silikonowe': {
    name: 'Silicone ignition leads 8 mm',
    description: 'Silicone ignition leads that take the heat of the cylinders.',
    specifications: { Diameter: '8 mm', Insulation: 'Silicone', Colour: 'Black' },
  },
  'Przedłużki wiązki kierownicy +15 cm': {
    name: 'Handlebar harness extensions +15 cm',
    description: 'Plug-in extensions of the switch wires for taller bars: no soldering.',
    specifications: { Extension: '+15 cm', Connectors: 'Stock, plug and play', Wires: '12' },
  },
  // body / fenders
  'Błotnik tylny stalowy do opony 240': {
    name: 'Steel rear fender for a 240 tyre',
    description: 'A wide rear fender for a Softail with a 240 tyre: raw steel, ready for paint.',
    specifications: { Width: '290 mm', 'Sheet thickness': '1.5 mm', Finish: 'Raw steel' },
  },
  'Błotnik przedni „Bobber” krótki': {
    name: 'Short “Bobber” front fender',
    description: 'A short, hand-bent front fender for classic bobbers.',
    specifications: { Length: '480 mm', Width: '150 mm', 'Sheet thickness': '1.2 mm' },
  },
  'Błotnik tylny z włókna węglowego': {
    name: 'Carbon fibre rear fender',
    description: 'An ultralight carbon fender in 2×2 weave with a UV clear coat.',
    specifications: { Weave: '2×2 twill', Weight: '1.1 kg', Finish: 'UV clear coat' },
  },
  // body / fuel tanks
  'Zbiornik paliwa Peanut 9 l': {
    name: 'Peanut fuel tank 9 l',
    description: 'The classic “peanut” for the Sportster: smaller, slimmer, timeless.',
    specifications: { Capacity: '9 l', 'Filler cap': 'Centre', Finish: 'Epoxy primer' },
  },
  'Zbiornik paliwa „Łza” ręcznie klepany': {
    name: '“Teardrop” hand-beaten fuel tank',
    description: 'A tank beaten by hand in our workshop: no two are alike.',
    specifications: { Capacity: '11 l', 'Sheet thickness': '1.5 mm', Tunnel: 'For a rigid frame', Finish: 'Raw steel, ready for paint' },
  },
  'Zbiornik paliwa Fat Bob 5 gal – czarny połysk': {
    name: 'Fat Bob fuel tank 5 gal – gloss black',
    description: 'A split Fat Bob tank painted deep gloss black.',
    specifications: { Capacity: '18.9 l', Finish: 'Gloss black', Caps: 'Two, screw-on' },
  },
  // body / seats
  'Siodło skórzane Żbik – solo': {
    name: '“Wildcat” leather solo seat',
    description: 'A solo seat of thick cowhide, stitched by hand in the workshop.',
    specifications: { Leather: 'Cowhide, 4 mm', Stitching: 'By hand, waxed thread', Colour: 'Whisky brown', Mounting: 'Tool-free' },
  },
  'Kanapa Touring dwuosobowa z żelem': {
    name: 'Touring two-up seat with gel',
    description: 'A long-distance seat with gel pads for rider and passenger.',
    specifications: { Seats: '2', Padding: 'Gel', 'Seat height': '660 mm', Colour: 'Black' },
  },
  'Siodło sprężynowe Bobber – brąz': {
    name: 'Bobber sprung seat – brown',
    description: 'A classic seat on springs for bobbers built on the Sportster.',
    specifications: { Springs: '3″, chrome', Leather: 'Cowhide, distressed', Colour: 'Brown' },
  },
  // body / handlebars
  'Kierownica Ape Hanger 16″ – czarna': {
    name: 'Ape Hanger handlebar 16″ – black',
    description: 'A tall 16″ Ape bar drilled for internal wiring.',
    specifications: { Height: '16″ (406 mm)', Diameter: '1 1/4″', Finish: 'Matte black', 'Wiring holes': 'Yes' },
  },
  'Kierownica Drag Bar 1″ – chrom': {
    name: 'Drag Bar handlebar 1″ – chrome',
    description: 'A flat, straight bar for a sporty position on the Sportster.',
    specifications: { Width: '760 mm', Diameter: '1″', Finish: 'Chrome' },
  },
  'Kierownica T-Bar „Wściekły Pies” 14″': {
    name: '“Mad Dog” T-Bar handlebar 14″',
    description: 'A hand-welded stainless T-Bar: the trademark of our machines.',
    specifications: { Height: '14″ (356 mm)', Diameter: '1 1/4″', Finish: 'Brushed steel', Welds: 'TIG, by hand' },
  },
  // accessories / helmets
  'Kask otwarty Jet Retro – czarny mat': {
    name: 'Jet Retro open-face helmet – matte black',
    description: 'A 70s-style open-face helmet with leather trim and ECE 22.06 approval.',
    specifications: { Approval: 'ECE 22.06', Shell: 'Fibreglass', Weight: '1050 g', Sizes: 'XS–XXL' },
  },
  'Kask integralny Carbon „Noc”': {
    name: '“Night” carbon full-face helmet',
    description: 'A light carbon full-face helmet with a drop-down sun visor.',
    specifications: { Approval: 'ECE 22.06', Weight: '1290 g', 'Sun visor': 'Yes', Sizes: 'S–XXL' },
  },
  'Kask orzeszek „Śmiałek”': {
    name: '“Daredevil” half helmet',
    description: 'A low-profile half helmet with the workshop\u2019s artwork.',
    specifications: { Approval: 'DOT FMVSS 218', Weight: '780 g', Sizes: 'S–XL' },
  },
  // accessories / gloves
  'Rękawice skórzane Classic': {
    name: 'Classic leather gloves',
    description: 'Short gloves of soft goatskin with a reinforced palm.',
    specifications: { Leather: 'Goatskin', Closure: 'Hook and loop', Sizes: 'S–XXL' },
  },
  'Rękawice letnie z siatką i ochraniaczami': {
    name: 'Mesh summer gloves with armour',
    description: 'Airy gloves for hot days with hard knuckle protectors.',
    specifications: { Armour: 'Knuckles, TPU', Approval: 'EN 13594', 'Touchscreen panel': 'Yes', Sizes: 'S–XXL' },
  },
  'Rękawice zimowe „Mróz” z membraną': {
    name: '“Frost” winter gloves with a membrane',
    description: 'Warm, waterproof gloves for cold mornings and autumn rides.',
    specifications: { Membrane: 'Waterproof, breathable', Insulation: 'Thinsulate', Approval: 'EN 13594' },
  },
  // accessories / jackets
  'Ramoneska skórzana Chopper Works': {
    name: 'Chopper Works leather biker jacket',
    description: 'A classic biker jacket of thick cowhide with the workshop\u2019s embroidery on the back.',
    specifications: { Leather: 'Cowhide, 1.3 mm', Armour: 'Elbows and shoulders, CE', Lining: 'Quilted, removable', Sizes: 'S–3XL' },
  },
  'Kurtka tekstylna z ochraniaczami CE': {
    name: 'Textile jacket with CE armour',
    description: 'An all-season jacket with a membrane, vents and armour included.',
    specifications: { Material: 'Cordura 600D', Membrane: 'Waterproof', Armour: 'Elbows, shoulders, back', Approval: 'EN 17092 A' },
  },
  'Kamizelka skórzana klubowa': {
    name: 'Leather club vest',
    description: 'A leather vest with room for patches and an inside pocket.',
    specifications: { Leather: 'Cowhide, 1.2 mm', Closure: 'Snaps', Sizes: 'S–4XL' },
  },
  // accessories / boots
  'Buty motocyklowe Engineer – skóra': {
    name: 'Engineer motorcycle boots – leather',
    description: 'Tall engineer boots with a buckle and a steel toe.',
    specifications: { Height: '30 cm', Sole: 'Oil-resistant, Goodyear welted', Toe: 'Steel', Sizes: '39–47' },
  },
  'Buty krótkie Rider z ochroną kostki': {
    name: 'Rider short boots with ankle protection',
    description: 'Sneaker-style short boots with ankle stiffening and approval.',
    specifications: { Approval: 'EN 13634', Protection: 'Ankle, heel, toe', Sizes: '38–47' },
  },
  'Buty Bobber ręcznie szyte': {
    name: 'Hand-stitched Bobber boots',
    description: 'Hand-stitched boots of oiled leather that look better every season.',
    specifications: { Leather: 'Oiled, 2.2 mm', Stitching: 'By hand, waxed thread', Sole: 'Vibram', Sizes: '40–46' },
  },
};
