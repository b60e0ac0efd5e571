import type { Carrier } from '../contracts/admin.js';

/** The carrier's public tracking page for a parcel number; `other` has none. */
const templates: Record<Carrier, string | null> = {
  inpost: 'https://inpost.pl/sledzenie-przesylek?number={n}',
  dpd: 'https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1={n}',
  dhl: 'https://www.dhl.com/pl-pl/home/sledzenie-przesylek.html?tracking-id={n}',
  'poczta-polska': 'https://emonitoring.poczta-polska.pl/?numer={n}',
  ups: 'https://www.ups.com/track?tracknum={n}',
  gls: 'https://gls-group.com/PL/pl/sledzenie-paczek?match={n}',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr={n}',
  other: null,
};

export function trackingUrl(carrier: Carrier, number: string): string | null {
  return templates[carrier]?.replace('{n}', encodeURIComponent(number)) ?? null;
}

export const carrierNames: Record<Carrier, string> = {
  inpost: 'InPost',
  dpd: 'DPD',
  dhl: 'DHL',
  'poczta-polska': 'Poczta Polska',
  ups: 'UPS',
  gls: 'GLS',
  fedex: 'FedEx',
  other: 'Inny przewoźnik',
};
