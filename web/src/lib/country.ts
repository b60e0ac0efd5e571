/** A country's name in the reader's language from its ISO code ('PL' → 'Polska' / 'Poland'); the code when the browser cannot tell. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
