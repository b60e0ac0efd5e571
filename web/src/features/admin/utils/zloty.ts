/**
 * The product form shows money in zł (inputs with step 0.01) while the API speaks integer grosze:
 * these two convert at the form's edge. A comma works as the decimal mark, as Poles type it.
 */

/** `'12,5'` → 1250; `''` → null; anything that is not a number → NaN (the schema reports it). */
export function zlotyToGrosze(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim().replace(/\s/g, '').replace(',', '.');
  if (text === '') return null;
  if (!/^-?\d*(\.\d*)?$/.test(text)) return Number.NaN;
  const zloty = Number(text);
  return Number.isFinite(zloty) ? Math.round(zloty * 100) : Number.NaN;
}

/** 1250 → `'12.50'` (the value an `<input type="number">` takes); null → `''`. */
export function groszeToZloty(grosze: number | null | undefined): string {
  if (grosze === null || grosze === undefined) return '';
  return (grosze / 100).toFixed(2);
}
