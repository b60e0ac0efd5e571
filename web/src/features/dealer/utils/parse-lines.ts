/**
 * Lines a dealer pastes or uploads: `SKU;quantity` one a line (a comma, a tab or spaces also
 * separate, as spreadsheets export them); a line without a quantity means one unit. Blank lines
 * and a header line ("SKU;…") are skipped; a line whose quantity is not a whole number from 1 to
 * 999 is reported back by its line number, so the dealer can fix it.
 */
export interface PastedLine {
  sku: string;
  quantity: number;
}

export interface ParsedLines {
  lines: PastedLine[];
  /** 1-based numbers of the lines that could not be read. */
  invalid: number[];
}

const MAX_QUANTITY = 999;

export function parseLines(text: string): ParsedLines {
  const lines: PastedLine[] = [];
  const invalid: number[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const row = raw.trim();
    if (!row) return;
    const [sku = '', quantityText, ...rest] = row.split(/\s*[;,\t]\s*|\s+/);
    if (i === 0 && /^sku$/i.test(sku)) return;
    const quantity = quantityText === undefined || quantityText === '' ? 1 : Number(quantityText);
    if (!sku || rest.some(Boolean) || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) invalid.push(i + 1);
    else lines.push({ sku, quantity });
  });
  return { lines, invalid };
}
