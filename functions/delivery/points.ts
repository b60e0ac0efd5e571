import type { DeliveryPoint } from '../contracts/delivery.js';
import { shipx, type PointSearch, type ShipxPoint } from './shipx-client.js';

/**
 * Parcel lockers for the buyer's picker and for checkout, from ShipX's points resource. What
 * the buyer types is read as one of: a postal code (nearest to it first), a point code
 * (`KRA010`), "city, street" (the city's lockers on that street), or a city. ShipX has no
 * free-text search, so a bare street name finds nothing; the picker says to add the city.
 */
export const POINTS_PER_SEARCH = 20;
/** How far around a postal code or the buyer's position to look, in metres. */
export const SEARCH_RADIUS_M = 10_000;

const POSTAL_CODE = /^(\d{2})-?(\d{3})$/;
const POINT_CODE = /^[A-Z]{3}\d{2,3}[A-Z]{0,2}$/i;

/** Lower case without Polish diacritics: "Łódź" and "lodz" compare equal. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}

/** Operating, and a place where a buyer can collect a parcel. */
export function isCollectionPoint(point: ShipxPoint): boolean {
  return point.status === 'Operating' && point.functions.includes('parcel_collect');
}

export function toDeliveryPoint(point: ShipxPoint): DeliveryPoint {
  const d = point.address_details;
  const street = [d.street, d.building_number].filter(Boolean).join(' ') || point.address.line1;
  const machine = !point.type.includes('pop') || point.type.includes('parcel_locker_only');
  const open247 = point.location_247 ?? point.opening_hours === '24/7';
  return {
    code: point.name,
    name: `${machine ? 'Paczkomat®' : 'PaczkoPunkt'} ${point.name}`,
    address: { street, postalCode: d.post_code, city: d.city },
    openingHours: point.opening_hours ?? (open247 ? '24/7' : ''),
    description: point.location_description || null,
    location: { lat: point.location.latitude, lng: point.location.longitude },
    distance: point.distance,
    open247,
  };
}

export interface PointQuery {
  query?: string | undefined;
  /** `lat,lng` */
  near?: string | undefined;
}

/** How a typed query becomes a ShipX search, and what must be filtered afterwards. */
export function searchFor({ query, near }: PointQuery): { search: PointSearch; street?: string } {
  const byDistance = near ? { relative_point: near, sort_by: 'distance_to_relative_point' as const } : {};
  const base = { per_page: POINTS_PER_SEARCH, ...byDistance };
  if (!query) return { search: { ...base, max_distance: SEARCH_RADIUS_M } };
  const text = query.trim();
  const postal = POSTAL_CODE.exec(text);
  if (postal) {
    return {
      search: near
        ? { ...base, max_distance: SEARCH_RADIUS_M }
        : { per_page: POINTS_PER_SEARCH, relative_post_code: `${postal[1]}-${postal[2]}`, sort_by: 'distance_to_relative_point', max_distance: SEARCH_RADIUS_M },
    };
  }
  if (POINT_CODE.test(text)) return { search: { ...base, name: text.toUpperCase() } };
  const [city, ...streetParts] = text.split(',');
  const street = streetParts.join(',').trim();
  // A street narrows the city's lockers, which come in pages: take them all (ShipX allows 500).
  return { search: { ...base, city: city!.trim(), ...(street ? { per_page: 500 } : {}) }, ...(street ? { street } : {}) };
}

export async function searchPoints(query: PointQuery): Promise<DeliveryPoint[]> {
  const { search, street } = searchFor(query);
  const list = await shipx.listPoints(search);
  const wanted = street ? foldText(street) : null;
  return list.items
    .filter(isCollectionPoint)
    .filter((p) => !wanted || foldText(`${p.address_details.street ?? ''} ${p.address.line1}`).includes(wanted))
    .slice(0, POINTS_PER_SEARCH)
    .map(toDeliveryPoint);
}

/** The locker a checkout names: `unknown` when InPost has no such point, `inactive` when it takes no parcels now. */
export async function collectionPoint(code: string): Promise<DeliveryPoint | 'unknown' | 'inactive'> {
  const point = await shipx.getPoint(code);
  if (!point) return 'unknown';
  return isCollectionPoint(point) ? toDeliveryPoint(point) : 'inactive';
}
