/**
 * GTIN (EAN-8, UPC-A = GTIN-12, EAN-13, GTIN-14): the digits and their check digit, GS1's
 * algorithm (GS1 General Specifications, 7.9.1): from the rightmost digit before the check digit,
 * weights 3, 1, 3, 1…; the check digit brings the weighted sum to a multiple of ten. Hand-written:
 * it is these few lines, shared by the server and the admin form, and no dependency the project
 * has does it (npm's `gtin` would be a new dependency for a dozen lines).
 */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

export function isValidGtin(code: string): boolean {
  if (!/^\d+$/.test(code) || !(GTIN_LENGTHS as readonly number[]).includes(code.length)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  let sum = 0;
  for (let i = digits.length - 1, weight = 3; i >= 0; i--, weight = weight === 3 ? 1 : 3) sum += digits[i]! * weight;
  return (10 - (sum % 10)) % 10 === check;
}
