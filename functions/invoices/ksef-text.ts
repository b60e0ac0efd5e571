/**
 * Free texts (product names, the buyer's name and address, reasons) made fit for KSeF.
 *
 * Since KSeF 2.4.0 (TEST 10.04.2026, PRD 16.04.2026, enforced from 16.07.2026) an invoice is
 * refused when it contains "niezalecane znaki Unicode" of the W3C XML specification
 * (https://www.w3.org/TR/xml/#charsets). The list, as the Ministry documents it in
 * CIRFMF/ksef-docs, faktury/weryfikacja-faktury.md ("Weryfikacja XML"; announced in
 * api-changelog.md, "Wersja 2.4.0"):
 *   [#x7F-#x84], [#x86-#x9F], [#xFDD0-#xFDEF],
 *   [#x1FFFE-#x1FFFF], [#x2FFFE-#x2FFFF], … [#x10FFFE-#x10FFFF] (the last two of every plane 1–16).
 * Besides those, what XML 1.0 does not allow at all (C0 controls but tab, line feed and carriage
 * return; U+FFFE, U+FFFF; a lone surrogate, e.g. from cutting a string between the two halves of
 * an emoji) would make the document unreadable. Both are dropped: none of them is a visible
 * character, so the name reads the same. U+0085 (NEL) is allowed and kept.
 *
 * Hand-written: a regular expression over the documented ranges; no package covers KSeF's list.
 */
const PLANE_ENDS = Array.from({ length: 16 }, (_, i) => `\\u{${(i + 1).toString(16)}FFFE}-\\u{${(i + 1).toString(16)}FFFF}`).join('');
const KSEF_DISCOURAGED = new RegExp(`[\\u{7F}-\\u{84}\\u{86}-\\u{9F}\\u{FDD0}-\\u{FDEF}${PLANE_ENDS}]`, 'gu');
// Matching control characters is this expression's whole purpose.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without the characters KSeF refuses (see above); everything else unchanged. */
export function ksefText(text: string): string {
  return text.replace(NOT_XML, '').replace(KSEF_DISCOURAGED, '');
}

/** At most `max` characters as the schema counts them (code points), never half an emoji. */
export function firstCharacters(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}
