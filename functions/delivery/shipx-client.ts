import { config } from '../core/config.js';
import { logger } from '../core/logger.js';
import { jsonSecret } from '../core/secrets.js';

/**
 * The subset of InPost's ShipX API the shop uses (documented at
 * dokumentacja-inpost.atlassian.net, "API ShipX"), with its request and response shapes:
 *   GET  /v1/points?…                         parcel lockers by city, postal code, position, name
 *   GET  /v1/points/{name}                    one point
 *   POST /v1/organizations/{org}/shipments    create a shipment ("simplified mode": InPost
 *                                             prepares, buys and confirms it asynchronously)
 *   GET  /v1/shipments/{id}                   its status and tracking number
 *   GET  /v1/shipments/{id}/label?format=Pdf  the label, once confirmed
 *   GET  /v1/tracking/{tracking_number}       the parcel's status history
 * Errors come as `{ status, error, message, details }`; `details` maps a field to its error
 * keys (`{ "receiver": [{ "phone": ["invalid"] }] }`).
 *
 * A small fetch wrapper rather than an SDK: InPost publishes none for Node, and the community
 * ones wrap more than these six calls with dependencies of their own.
 */

// ── ShipX's shapes (the fields the shop reads or sends) ────────────────────────────────────
export interface ShipxPoint {
  name: string;
  type: string[];
  status: string;
  location: { latitude: number; longitude: number };
  location_description: string | null;
  distance: number | null;
  opening_hours: string | null;
  address: { line1: string; line2: string | null };
  address_details: { city: string; province: string; post_code: string; street: string | null; building_number: string | null; flat_number: string | null };
  functions: string[];
  location_247?: boolean;
}

export interface ShipxPointList {
  count: number;
  page: number;
  per_page: number;
  total_pages: number;
  items: ShipxPoint[];
}

export interface ShipxPeer {
  first_name?: string;
  last_name?: string;
  company_name?: string;
  email: string;
  phone: string;
  address?: { street: string; building_number: string; city: string; post_code: string; country_code: string };
}

export type ShipxParcel =
  | { template: 'small' | 'medium' | 'large' }
  | { dimensions: { length: number; width: number; height: number; unit: 'mm' }; weight: { amount: number; unit: 'kg' } };

export interface ShipxShipmentRequest {
  receiver: ShipxPeer;
  parcels: ShipxParcel[];
  custom_attributes?: { target_point?: string };
  service: 'inpost_locker_standard' | 'inpost_courier_standard';
  reference: string;
}

export interface ShipxShipment {
  id: number;
  status: string;
  tracking_number: string | null;
  service: string;
  reference: string | null;
  created_at: string;
  updated_at: string;
  custom_attributes?: { target_point?: string } | null;
}

export interface ShipxTracking {
  tracking_number: string;
  service: string;
  status: string;
  tracking_details: { status: string; origin_status: string | null; agency: string | null; datetime: string }[];
  created_at: string;
  updated_at: string;
}

// ── Errors ──────────────────────────────────────────────────────────────────────────────────
/** ShipX refused the request (4xx): `key` is its error key, `details` its field errors. */
export class ShipxError extends Error {
  override name = 'ShipxError';
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly details: unknown,
  ) {
    super(message);
  }
}

/** ShipX could not be reached or failed on its side (network, timeout, 5xx). */
export class ShipxUnavailable extends Error {
  override name = 'ShipxUnavailable';
}

// ── Configuration ───────────────────────────────────────────────────────────────────────────
/** Shipments need an organization and a token; searching points needs neither. */
export function inpostShipmentsConfigured(): boolean {
  const c = config();
  return !!c.INPOST_ORGANIZATION_ID && !!(c.INPOST_API_TOKEN || c.INPOST_SECRET_ARN);
}

async function token(): Promise<string | undefined> {
  const c = config();
  if (c.INPOST_API_TOKEN) return c.INPOST_API_TOKEN;
  if (c.INPOST_SECRET_ARN) return (await jsonSecret<{ token?: string }>(c.INPOST_SECRET_ARN)).token;
  return undefined;
}

const TIMEOUT_MS = 10_000;

interface Call {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Shipments and labels: without a token the call is not made. */
  auth: 'required' | 'optional';
}

async function send(path: string, call: Call): Promise<Response> {
  const url = new URL(path, config().INPOST_API_BASE);
  for (const [key, value] of Object.entries(call.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  const bearer = await token();
  if (call.auth === 'required' && !bearer) throw new ShipxError(401, 'token_missing', 'No InPost token is configured', null);
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method ?? 'GET',
      headers: {
        accept: 'application/json',
        'accept-language': 'pl_PL',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    logger.warn('ShipX unreachable', { path, error: error as Error });
    throw new ShipxUnavailable(`InPost ShipX could not be reached: ${(error as Error).message}`);
  }
  if (response.ok) return response;
  const text = await response.text();
  if (response.status >= 500) {
    logger.warn('ShipX failed', { path, status: response.status, body: text.slice(0, 500) });
    throw new ShipxUnavailable(`InPost ShipX answered ${response.status}`);
  }
  let body: { error?: unknown; message?: unknown; description?: unknown; details?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // not JSON: the status says enough
  }
  const message = typeof body.message === 'string' ? body.message : typeof body.description === 'string' ? body.description : `HTTP ${response.status}`;
  throw new ShipxError(response.status, typeof body.error === 'string' ? body.error : `http_${response.status}`, message, body.details ?? null);
}

async function json<T>(path: string, call: Call): Promise<T> {
  return (await (await send(path, call)).json()) as T;
}

function organization(): string {
  const id = config().INPOST_ORGANIZATION_ID;
  if (!id) throw new ShipxError(401, 'organization_missing', 'No InPost organization id is configured', null);
  return id;
}

// ── The calls ───────────────────────────────────────────────────────────────────────────────
export interface PointSearch {
  name?: string;
  city?: string;
  relative_post_code?: string;
  relative_point?: string;
  max_distance?: number;
  sort_by?: 'name' | 'distance_to_relative_point';
  per_page?: number;
}

export const shipx = {
  /** Parcel lockers where a buyer can collect a parcel. */
  listPoints: (search: PointSearch) =>
    json<ShipxPointList>('/v1/points', { auth: 'optional', query: { ...search, type: 'parcel_locker', functions: 'parcel_collect' } }),

  /** One point by name; null when InPost has none by that name. */
  getPoint: async (name: string): Promise<ShipxPoint | null> => {
    try {
      return await json<ShipxPoint>(`/v1/points/${encodeURIComponent(name)}`, { auth: 'optional' });
    } catch (error) {
      if (error instanceof ShipxError && error.status === 404) return null;
      throw error;
    }
  },

  createShipment: (request: ShipxShipmentRequest) =>
    json<ShipxShipment>(`/v1/organizations/${organization()}/shipments`, { method: 'POST', body: request, auth: 'required' }),

  getShipment: (id: string) => json<ShipxShipment>(`/v1/shipments/${encodeURIComponent(id)}`, { auth: 'required' }),

  /** The label PDF: A6 (a label printer's size; InPost's only type for courier parcels). */
  getLabel: async (id: string): Promise<Buffer> => {
    const response = await send(`/v1/shipments/${encodeURIComponent(id)}/label`, { auth: 'required', query: { format: 'Pdf', type: 'A6' } });
    return Buffer.from(await response.arrayBuffer());
  },

  getTracking: (trackingNumber: string) => json<ShipxTracking>(`/v1/tracking/${encodeURIComponent(trackingNumber)}`, { auth: 'optional' }),
};
