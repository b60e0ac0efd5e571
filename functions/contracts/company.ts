import { z } from 'zod';
import { isValidNip } from './messages.js';

/**
 * Buying as a company: the buyer's tax id, name and address, on the order and its invoice.
 * A Polish NIP (10 digits with the mod-11 checksum; dashes, spaces and a `PL` prefix allowed) or,
 * for EU dealers, an EU VAT number (country prefix + that country's format, as VIES lists them).
 * Used by the checkout form, the profile form and the API alike.
 */

/** EU VAT number formats by prefix (after the prefix; VIES). `EL` is Greece, `XI` Northern Ireland. */
const euVatFormats: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

export type TaxId =
  /** A Polish NIP, 10 digits without prefix or dashes. */
  | { kind: 'nip'; value: string; country: 'PL' }
  /** An EU VAT number: `country` is its prefix, `number` what follows. */
  | { kind: 'eu-vat'; value: string; country: string; number: string };

/**
 * The canonical form of a buyer's tax id, or null when it is not a valid NIP or EU VAT number.
 * `526-000-12-46`, `PL 5260001246` and `5260001246` are one NIP; `DE 123 456 789` is `DE123456789`.
 */
export function parseTaxId(input: string): TaxId | null {
  const compact = input.toUpperCase().replace(/[\s.-]/g, '');
  const polish = compact.startsWith('PL') ? compact.slice(2) : compact;
  if (/^\d+$/.test(polish)) return isValidNip(polish) ? { kind: 'nip', value: polish, country: 'PL' } : null;
  const country = compact.slice(0, 2);
  const number = compact.slice(2);
  const format = euVatFormats[country];
  return format?.test(number) ? { kind: 'eu-vat', value: `${country}${number}`, country, number } : null;
}

/** `5260001246` → `526-000-12-46` (how Polish documents print a NIP); EU numbers as they are. */
export function formatTaxId(value: string): string {
  return /^\d{10}$/.test(value) ? `${value.slice(0, 3)}-${value.slice(3, 6)}-${value.slice(6, 8)}-${value.slice(8)}` : value;
}

export const companySchema = z
  .object({
    nip: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(24, 'validation.nipInvalid')
      .refine((v) => parseTaxId(v) !== null, 'validation.nipInvalid')
      // Stored and printed in the canonical form.
      .transform((v) => parseTaxId(v)!.value),
    // FA(3) allows 512 characters for both; names and addresses of real companies fit in far fewer.
    name: z.string().trim().min(1, 'validation.required').max(256, 'validation.tooLong'),
    address: z.string().trim().min(5, 'validation.addressMin').max(512, 'validation.tooLong'),
  })
  .strict();
export type CompanyInput = z.input<typeof companySchema>;
export type Company = z.output<typeof companySchema>;

/** What the VAT white list says about a NIP (GET /api/companies/{nip}). */
export const vatStatuses = ['active', 'exempt', 'not_registered'] as const;
export type VatStatus = (typeof vatStatuses)[number];

export const companyLookupResponseSchema = z.object({
  nip: z.string(),
  name: z.string(),
  address: z.string(),
  /** `active`: an active VAT payer (Czynny); `exempt` (Zwolniony); `not_registered`. */
  vatStatus: z.enum(vatStatuses),
  /** The register's request id: proof of the check, worth keeping with the order. */
  requestId: z.string().nullable(),
});
export type CompanyLookupResponse = z.infer<typeof companyLookupResponseSchema>;
