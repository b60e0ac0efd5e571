/** What the buyer types as a postal code, shaped as 00-000 while typing: "31147" → "31-147". */
export function formatPostalCodeInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 5);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}
