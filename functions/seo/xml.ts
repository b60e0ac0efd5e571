import { XMLBuilder } from 'fast-xml-parser';

/**
 * The one XML writer of the sitemap and the feeds: fast-xml-parser's builder (already in the
 * Lambda bundles through the AWS SDK), which escapes text and attribute values (`&`, `<`, `>`,
 * quotes). Objects follow its conventions: `@_name` is an attribute, `#text` an element's text.
 */
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true });

export const XML_DECLARATION = { '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' } };

export function buildXml(document: Record<string, unknown>): string {
  return builder.build({ ...XML_DECLARATION, ...document }) as string;
}

/**
 * Text as XML 1.0 allows it: characters outside its Char production (control characters other
 * than tab and line breaks, lone surrogates) make the whole file unreadable to a strict parser,
 * and a product text pasted from elsewhere may carry one.
 */
export function xmlText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
}

/** At most `max` characters, cut at a word where possible (feeds limit titles and descriptions). */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
