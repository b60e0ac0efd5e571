import { inject } from 'vitest';

/** The InPost fake's test hooks: move a parcel on, replay a webhook, take a locker out of service. */
async function hook(path: string, body?: unknown) {
  const res = await fetch(inject('endpoints').inpost + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`InPost fake ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export interface FakeShipment {
  id: number;
  status: string;
  reference: string | null;
  tracking_number: string | null;
  service: string;
  receiver: Record<string, unknown>;
  parcels: { template: string | null; weight: { amount: number } | null }[];
  custom_attributes: { target_point?: string };
}

export const inpostFake = {
  shipments: async (): Promise<FakeShipment[]> => (await hook('/__fake/shipments')).items,
  /** Each step sends the shop InPost's webhook; resolves once they were delivered. */
  advance: (shipmentId: number | string, to?: string) => hook(`/__fake/shipments/${shipmentId}/advance`, to ? { to } : {}),
  /** A webhook again (a duplicate, or an old status arriving late); the parcel stays where it is. */
  resendWebhook: (shipmentId: number | string, status?: string) => hook(`/__fake/shipments/${shipmentId}/webhook`, status ? { status } : {}),
  /** Straight to any status (also one ShipX may add later), with InPost's webhook. */
  setStatus: (shipmentId: number | string, status: string) => hook(`/__fake/shipments/${shipmentId}/status`, { status }),
  setPointStatus: (name: string, status: 'Operating' | 'NonOperating') => hook(`/__fake/points/${name}/status`, { status }),
};
