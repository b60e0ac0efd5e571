import type { PriceListEntry } from '../contracts/dealer.js';
import { personalPricesOf } from '../catalog/dealer-price-entity.js';
import { dealerPriceFor } from '../catalog/pricing.js';
import { allProductsForLookup, skusOf } from '../catalog/sku-lookup.js';
import { isShownInShop } from '../catalog/shop-visibility.js';
import { isSoldToDealers } from './quick-order.js';

/**
 * The dealer's price list (issue 34): every SKU they can buy, with the consumer price and theirs
 * (their personal price where the admin set one), sorted by SKU. The JSON feeds the quick order's
 * autocomplete; the CSV is for their spreadsheets.
 */
export async function priceListOf(dealerId: string): Promise<PriceListEntry[]> {
  const [records, personal] = await Promise.all([allProductsForLookup(), personalPricesOf(dealerId)]);
  return records
    .filter((r) => isShownInShop(r) && isSoldToDealers(r))
    .flatMap(skusOf)
    .map((m) => ({
      sku: m.sku,
      productId: m.product.id,
      name: m.product.name,
      ...(m.product.nameEn ? { nameEn: m.product.nameEn } : {}),
      brand: m.product.brand,
      price: m.price,
      dealerPrice: m.variantSku ? dealerPriceFor({ price: m.price, dealerPrice: null }) : dealerPriceFor(m.product, personal.get(m.product.id)),
      inStock: m.stock > 0,
    }))
    .sort((a, b) => a.sku.localeCompare(b.sku, 'pl'));
}

/** Grosze as a Polish spreadsheet reads them: "1234,50". */
const decimal = (grosze: number) => `${Math.trunc(grosze / 100)},${String(Math.abs(grosze) % 100).padStart(2, '0')}`;
/** A CSV field: quoted when it holds the separator, a quote or a line break. */
const field = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * The CSV: `;`-separated with decimal commas (what Excel opens in a Polish locale), a UTF-8 BOM
 * so it reads ł and ż, and the header in the dealer's language.
 */
export function priceListCsv(entries: readonly PriceListEntry[], language: 'pl' | 'en'): string {
  const header = language === 'en' ? ['SKU', 'Product', 'Brand', 'Retail price (PLN gross)', 'Your price (PLN gross)', 'In stock'] : ['SKU', 'Produkt', 'Marka', 'Cena detaliczna (zł brutto)', 'Twoja cena (zł brutto)', 'Dostępny'];
  const yes = language === 'en' ? 'yes' : 'tak';
  const no = language === 'en' ? 'no' : 'nie';
  const rows = entries.map((e) => [e.sku, language === 'en' ? (e.nameEn ?? e.name) : e.name, e.brand, decimal(e.price), decimal(e.dealerPrice), e.inStock ? yes : no]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}
