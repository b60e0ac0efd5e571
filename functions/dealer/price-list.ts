import type { PriceListEntry } from '../contracts/dealer.js';
import { personalPricesOf } from '../catalog/dealer-price-entity.js';
import { variantDealerPriceFor } from '../catalog/pricing.js';
import { variantsOf } from '../catalog/variants.js';
import { getCategoryBreaks } from '../catalog/volume-breaks-entity.js';
import { breakTable, effectiveBreaks, volumeBreakWords } from '../contracts/volume-prices.js';
import { allProductsForLookup, skusOf } from '../catalog/sku-lookup.js';
import { isShownInShop } from '../catalog/shop-visibility.js';
import { isSoldToDealers } from './quick-order.js';

/**
 * The dealer's price list (issue 34): every SKU they can buy, with the consumer price and theirs
 * (exactly what checkout charges them for one unit: pricing.ts), and their volume breaks with the
 * unit price at each, sorted by SKU. The JSON feeds the quick order's autocomplete; the CSV and
 * the PDF (price-list-pdf.ts) are for their spreadsheets and their desk.
 */
export async function priceListOf(dealerId: string): Promise<PriceListEntry[]> {
  const [records, personal, categoryBreaks] = await Promise.all([allProductsForLookup(), personalPricesOf(dealerId), getCategoryBreaks()]);
  return records
    .filter((r) => isShownInShop(r) && isSoldToDealers(r))
    .flatMap(skusOf)
    .map((m) => {
      const variant = variantsOf(m.product).find((v) => v.sku === (m.variantSku ?? v.sku))!;
      const dealerPrice = variantDealerPriceFor(m.product, variant, personal.get(m.product.id));
      const breaks = effectiveBreaks(m.product.volumeBreaks, categoryBreaks[m.product.categoryKey]);
      return {
        sku: m.sku,
        productId: m.product.id,
        name: m.product.name,
        ...(m.product.nameEn ? { nameEn: m.product.nameEn } : {}),
        brand: m.product.brand,
        price: m.price,
        dealerPrice,
        inStock: m.stock > 0,
        volumeBreaks: breakTable(breaks, dealerPrice),
      };
    })
    .sort((a, b) => a.sku.localeCompare(b.sku, 'pl'));
}

/** Grosze as a Polish spreadsheet reads them: "1234,50". */
export const decimal = (grosze: number) => `${Math.trunc(grosze / 100)},${String(Math.abs(grosze) % 100).padStart(2, '0')}`;
/** A CSV field: quoted when it holds the separator, a quote or a line break. */
const field = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * The CSV: `;`-separated with decimal commas (what Excel opens in a Polish locale), a UTF-8 BOM
 * so it reads ł and ż, and the header in the dealer's language. The volume breaks go in one column
 * as "od 10 szt. −5 %: 76,00 | od 25 szt. −8 %: 73,60" (a row per SKU stays one row per SKU).
 */
export function priceListCsv(entries: readonly PriceListEntry[], language: 'pl' | 'en'): string {
  const header = language === 'en' ? ['SKU', 'Product', 'Brand', 'Retail price (PLN gross)', 'Your price (PLN gross)', 'Volume prices (PLN gross per unit)', 'In stock'] : ['SKU', 'Produkt', 'Marka', 'Cena detaliczna (zł brutto)', 'Twoja cena (zł brutto)', 'Ceny ilościowe (zł brutto za szt.)', 'Dostępny'];
  const yes = language === 'en' ? 'yes' : 'tak';
  const no = language === 'en' ? 'no' : 'nie';
  const rows = entries.map((e) => [e.sku, language === 'en' ? (e.nameEn ?? e.name) : e.name, e.brand, decimal(e.price), decimal(e.dealerPrice), breaksText(e, language), e.inStock ? yes : no]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}

/** An entry's breaks in words with their unit prices, or empty. */
export function breaksText(entry: Pick<PriceListEntry, 'volumeBreaks'>, language: 'pl' | 'en'): string {
  return entry.volumeBreaks.map((b) => `${volumeBreakWords(b, language)}: ${decimal(b.unitPrice)}`).join(' | ');
}
