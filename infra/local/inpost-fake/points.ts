/**
 * The InPost fake's parcel lockers and ShipX's points search over them (GET /v1/points).
 *
 * A fixed, made-up network around the workshop and in the big cities: codes in InPost's style
 * (`KRA010`), real street names, coordinates near each city's centre. Two points exist to be
 * refused: KRA990 is out of service (`NonOperating`) and TAR090 is a PaczkoPunkt that only
 * takes parcels to send (no `parcel_collect`).
 *
 * Search parameters as ShipX documents them: name, city, post_code, type, functions (all
 * required), relative_point / relative_post_code with max_distance (metres, default 10 000),
 * sort_by (name, distance_to_relative_point, status), sort_order, page, per_page (max 500).
 */

export interface FakePoint {
  name: string;
  type: string[];
  status: 'Operating' | 'NonOperating' | 'Disabled';
  location: { latitude: number; longitude: number };
  location_description: string;
  location_description_1: string | null;
  location_description_2: string | null;
  distance: number | null;
  opening_hours: string;
  address: { line1: string; line2: string };
  address_details: { city: string; province: string; post_code: string; street: string; building_number: string; flat_number: string | null };
  phone_number: string | null;
  payment_point_descr: string | null;
  functions: string[];
  partner_id: number;
  is_next: boolean;
  payment_available: boolean;
  location_247: boolean;
  easy_access_zone: boolean;
  image_url: string | null;
}

interface City {
  name: string;
  prefix: string;
  province: string;
  centre: [number, number];
  /** First two digits of the city's postal codes, and the code its points get. */
  postalPrefixes: string[];
  postCode: (i: number) => string;
  streets: string[];
}

const LOCKER_FUNCTIONS = ['parcel', 'parcel_send', 'parcel_collect', 'parcel_reverse_return_send', 'standard_courier_send'];
const places = ['Przy sklepie Żabka', 'Obok stacji paliw Orlen', 'Parking przy markecie Lidl', 'Przy wejściu do galerii', 'Przy przystanku tramwajowym', 'Naprzeciwko apteki', 'Przy budynku poczty', 'Obok szkoły podstawowej'];

const cities: City[] = [
  { name: 'Kraków', prefix: 'KRA', province: 'małopolskie', centre: [50.0614, 19.9366], postalPrefixes: ['30', '31'], postCode: (i) => `3${i % 2}-${String(100 + i * 37).slice(0, 3)}`, streets: ['Kapelanka', 'Floriańska', 'Długa', 'Karmelicka', 'Wielicka', 'Kalwaryjska', 'Mogilska', 'Zakopiańska'] },
  { name: 'Warszawa', prefix: 'WAW', province: 'mazowieckie', centre: [52.2297, 21.0122], postalPrefixes: ['00', '01', '02', '03', '04'], postCode: (i) => `0${i % 5}-${String(120 + i * 41).slice(0, 3)}`, streets: ['Marszałkowska', 'Puławska', 'Grójecka', 'Targowa', 'Wolska', 'Górczewska', 'Grochowska', 'Modlińska'] },
  { name: 'Brzesko', prefix: 'BRZ', province: 'małopolskie', centre: [49.969, 20.608], postalPrefixes: ['32'], postCode: () => '32-800', streets: ['Piastowska', 'Kościuszki', 'Głowackiego', 'Okocimska'] },
  { name: 'Poręba Spytkowska', prefix: 'POR', province: 'małopolskie', centre: [49.947, 20.577], postalPrefixes: ['32'], postCode: () => '32-800', streets: ['Poręba Spytkowska'] },
  { name: 'Bochnia', prefix: 'BOC', province: 'małopolskie', centre: [49.969, 20.43], postalPrefixes: ['32'], postCode: () => '32-700', streets: ['Kazimierza Wielkiego', 'Krakowska', 'Proszowska'] },
  { name: 'Tarnów', prefix: 'TAR', province: 'małopolskie', centre: [50.0121, 20.9858], postalPrefixes: ['33'], postCode: (i) => `33-1${String(i * 3).padStart(2, '0')}`, streets: ['Krakowska', 'Lwowska', 'Mościckiego', 'Słoneczna'] },
  { name: 'Poznań', prefix: 'POZ', province: 'wielkopolskie', centre: [52.4064, 16.9252], postalPrefixes: ['60', '61'], postCode: (i) => `6${i % 2}-${String(200 + i * 29).slice(0, 3)}`, streets: ['Głogowska', 'Grunwaldzka', 'Dąbrowskiego', 'Garbary', 'Hetmańska'] },
  { name: 'Gdańsk', prefix: 'GDA', province: 'pomorskie', centre: [54.352, 18.6466], postalPrefixes: ['80'], postCode: (i) => `80-${String(300 + i * 23).slice(0, 3)}`, streets: ['Grunwaldzka', 'Słowackiego', 'Kartuska', 'Długie Ogrody'] },
  { name: 'Wrocław', prefix: 'WRO', province: 'dolnośląskie', centre: [51.1079, 17.0385], postalPrefixes: ['50', '51', '52', '53', '54'], postCode: (i) => `5${i % 5}-${String(110 + i * 31).slice(0, 3)}`, streets: ['Legnicka', 'Piłsudskiego', 'Grabiszyńska', 'Kromera', 'Krzywoustego'] },
  { name: 'Łódź', prefix: 'LOD', province: 'łódzkie', centre: [51.7592, 19.456], postalPrefixes: ['90', '91', '92', '93', '94'], postCode: (i) => `9${i % 5}-${String(130 + i * 17).slice(0, 3)}`, streets: ['Piotrkowska', 'Zgierska', 'Rzgowska', 'Narutowicza'] },
];

function point(city: City, index: number, overrides: Partial<FakePoint> = {}): FakePoint {
  const name = `${city.prefix}${String(index + 1).padStart(2, '0')}${index % 3 === 2 ? 'M' : '0'}`;
  const street = city.streets[index % city.streets.length]!;
  const building = String(3 + ((index * 7) % 90));
  const postCode = city.postCode(index);
  // Points spread on a small spiral around the centre: a few hundred metres to a few km.
  const angle = index * 2.4;
  const radius = 0.004 + index * 0.0035;
  const open247 = index % 4 !== 3;
  return {
    name,
    type: ['parcel_locker'],
    status: 'Operating',
    location: { latitude: round(city.centre[0] + Math.sin(angle) * radius), longitude: round(city.centre[1] + Math.cos(angle) * radius * 1.5) },
    location_description: places[(index + city.prefix.length) % places.length]!,
    location_description_1: null,
    location_description_2: null,
    distance: null,
    opening_hours: open247 ? '24/7' : 'pn.–pt. 7:00–22:00, sob. 8:00–20:00',
    address: { line1: `${street} ${building}`, line2: `${postCode} ${city.name}` },
    address_details: { city: city.name, province: city.province, post_code: postCode, street, building_number: building, flat_number: null },
    phone_number: null,
    payment_point_descr: null,
    functions: LOCKER_FUNCTIONS,
    partner_id: 0,
    is_next: false,
    payment_available: true,
    location_247: open247,
    easy_access_zone: index % 2 === 0,
    image_url: null,
    ...overrides,
  };
}

const round = (n: number) => Math.round(n * 100_000) / 100_000;

function buildPoints(): FakePoint[] {
  const points: FakePoint[] = [];
  for (const city of cities) {
    const count = city.streets.length === 1 ? 1 : Math.max(4, city.streets.length);
    for (let i = 0; i < count; i++) points.push(point(city, i));
  }
  const krakow = cities[0]!;
  const tarnow = cities.find((c) => c.prefix === 'TAR')!;
  points.push(point(krakow, 98, { name: 'KRA990', status: 'NonOperating', location_description: 'Paczkomat w przebudowie' }));
  points.push(point(tarnow, 8, { name: 'TAR090', type: ['pop'], functions: ['parcel_send'], opening_hours: 'pn.–pt. 9:00–17:00', location_247: false, location_description: 'Punkt nadań w kiosku' }));
  return points;
}

export const fakePoints: readonly FakePoint[] = buildPoints();

/** Lower case without Polish diacritics, as ShipX compares cities. */
export function fold(text: string): string {
  return text.toLowerCase().replace(/ł/g, 'l').normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim();
}

/** Great-circle distance in metres. */
export function distanceMetres(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)));
}

/** Where a postal code is (ShipX geocodes it; the fake knows its own cities' codes). */
export function postalCodePosition(code: string): [number, number] | null {
  const exact = fakePoints.find((p) => p.address_details.post_code === code);
  if (exact) return [exact.location.latitude, exact.location.longitude];
  const city = cities.find((c) => c.postalPrefixes.includes(code.slice(0, 2)) && c.streets.length > 1);
  if (!city) return null;
  // A different spot in the city for each code, so nearby codes sort the city's points differently.
  const n = Number(code.slice(3)) || 0;
  return [round(city.centre[0] + ((n % 17) - 8) * 0.002), round(city.centre[1] + ((n % 13) - 6) * 0.003)];
}

export class PointsQueryError extends Error {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message);
  }
}

const list = (value: string | null) => (value ? value.split(',').map((v) => v.trim()).filter(Boolean) : []);

function integer(params: URLSearchParams, name: string, fallback: number, max?: number): number {
  const raw = params.get(name);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || (max !== undefined && Number(raw) > max)) {
    throw new PointsQueryError(name, `Provided unsupported value (${raw}) to parameter (${name})`);
  }
  return Number(raw);
}

export interface PointsPage {
  count: number;
  page: number;
  per_page: number;
  total_pages: number;
  items: FakePoint[];
}

export function searchFakePoints(params: URLSearchParams, points: readonly FakePoint[]): PointsPage {
  const names = list(params.get('name')).map((n) => n.toUpperCase());
  const citiesWanted = list(params.get('city')).map(fold);
  const postCodes = list(params.get('post_code'));
  const types = list(params.get('type'));
  const functions = list(params.get('functions'));
  const perPage = integer(params, 'per_page', 25, 500);
  const page = integer(params, 'page', 1);
  const maxDistance = params.get('max_distance') === null ? 10_000 : Number(params.get('max_distance'));
  if (!Number.isFinite(maxDistance) || maxDistance <= 0 || maxDistance > 50_000) throw new PointsQueryError('max_distance', 'max_distance must be between 0 and 50000');

  let origin: [number, number] | null = null;
  const relativePoint = params.get('relative_point');
  if (relativePoint !== null) {
    const match = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(relativePoint);
    if (!match) throw new PointsQueryError('relative_point', 'relative_point must be "latitude,longitude"');
    origin = [Number(match[1]), Number(match[2])];
  }
  const relativePostCode = params.get('relative_post_code');
  if (relativePostCode !== null) {
    if (!/^\d{2}-\d{3}$/.test(relativePostCode)) throw new PointsQueryError('relative_post_code', 'relative_post_code must be a postal code, e.g. 30-001');
    origin = postalCodePosition(relativePostCode);
    if (!origin) return { count: 0, page, per_page: perPage, total_pages: 0, items: [] };
  }

  let found = points
    .filter((p) => !names.length || names.includes(p.name))
    .filter((p) => !citiesWanted.length || citiesWanted.includes(fold(p.address_details.city)))
    .filter((p) => !postCodes.length || postCodes.includes(p.address_details.post_code))
    .filter((p) => !types.length || types.some((t) => p.type.includes(t)))
    .filter((p) => functions.every((f) => p.functions.includes(f)))
    .map((p) => ({ ...p, distance: origin ? distanceMetres(origin, [p.location.latitude, p.location.longitude]) : null }));
  if (origin) found = found.filter((p) => p.distance! <= maxDistance);

  const sortBy = params.get('sort_by') ?? 'name';
  if (!['name', 'distance_to_relative_point', 'status'].includes(sortBy)) throw new PointsQueryError('sort_by', `Provided unsupported value (${sortBy}) to parameter (sort_by)`);
  const key = (p: FakePoint): string | number => (sortBy === 'distance_to_relative_point' ? (p.distance ?? 0) : sortBy === 'status' ? p.status : p.name);
  found.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  if (params.get('sort_order') === 'desc') found.reverse();

  return {
    count: found.length,
    page,
    per_page: perPage,
    total_pages: Math.ceil(found.length / perPage),
    items: found.slice((page - 1) * perPage, page * perPage),
  };
}
