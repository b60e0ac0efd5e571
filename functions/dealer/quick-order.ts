import type { QuickOrderLineResult, QuickOrderRequest } from '../contracts/dealer.js';
import { personalPricesOf } from '../catalog/dealer-price-entity.js';
import { dealerPriceFor } from '../catalog/pricing.js';
import type { ProductRecord } from '../catalog/product-entity.js';
import { lookUpSkus, type SkuMatch } from '../catalog/sku-lookup.js';
import { variantLabels, variantsOf } from '../catalog/variants.js';
import { variantWords } from '../contracts/order-line-name.js';

/**
 * Quick order (issue 34): the dealer's lines `{ sku, quantity }` checked against the catalogue
 * now, each with its own outcome. Nothing is held: the lines that are fine go to the cart, and
 * checkout prices and holds them as any cart (stock may move in between; checkout says so).
 * The same SKU on several lines is judged on the units of all of them together.
 */

/** A product the admin keeps out of the dealer programme (the item's `notForDealers`). */
export const isSoldToDealers = (product: ProductRecord): boolean => product.notForDealers !== true;

/** "rozmiar 43" / "size 43": the variant's option values as the cart names the line. */
function variantNameOf(product: SkuMatch['product'], sku: string): { variantName?: { label: string; labelEn: string } } {
  const variant = variantsOf(product).find((v) => v.sku === sku);
  const words = variantWords(variant ? variantLabels(product, variant) : undefined);
  return words ? { variantName: words } : {};
}

export function lineOutcome(line: { sku: string; quantity: number }, match: SkuMatch | undefined, unitsAskedForSku: number, unitPrice: number): QuickOrderLineResult {
  if (!match) return { sku: line.sku, quantity: line.quantity, outcome: 'unknown' };
  if (!isSoldToDealers(match.product)) return { sku: line.sku, quantity: line.quantity, outcome: 'not_for_dealers' };
  const p = match.product;
  const product = {
    productId: p.id,
    ...(match.variantSku ? { variantSku: match.variantSku, ...variantNameOf(p, match.variantSku) } : {}),
    name: p.name,
    ...(p.nameEn ? { nameEn: p.nameEn } : {}),
    unitPrice,
    imageUrl: p.imageUrl,
  };
  const available = Math.max(0, match.stock);
  const outcome = available <= 0 ? 'out_of_stock' : unitsAskedForSku > available ? 'partial' : 'ok';
  return { sku: match.sku, quantity: line.quantity, outcome, available, product };
}

export async function quickOrder(dealerId: string, request: QuickOrderRequest): Promise<QuickOrderLineResult[]> {
  const [matches, personal] = await Promise.all([lookUpSkus(request.lines.map((l) => l.sku)), personalPricesOf(dealerId)]);
  const unitsPerSku = new Map<string, number>();
  for (const line of request.lines) {
    const match = matches.get(line.sku);
    if (match) unitsPerSku.set(match.sku, (unitsPerSku.get(match.sku) ?? 0) + line.quantity);
  }
  return request.lines.map((line) => {
    const match = matches.get(line.sku);
    const price = match ? dealerPriceFor({ price: match.price, dealerPrice: match.variantSku ? null : match.product.dealerPrice }, match.variantSku ? undefined : personal.get(match.product.id)) : 0;
    return lineOutcome(line, match, match ? unitsPerSku.get(match.sku)! : 0, price);
  });
}
