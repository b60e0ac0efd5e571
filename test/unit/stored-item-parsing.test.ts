import { describe, expect, it } from 'vitest';
import { fromItem as productFromItem } from '../../functions/catalog/product-entity.js';
import { fromItem as backInStockFromItem } from '../../functions/messages/back-in-stock-entity.js';
import { fromItem as reviewFromItem } from '../../functions/reviews/review-entity.js';

/**
 * Items are parsed on read, never cast: a stored product or review without the fields the server
 * computes from is an error naming its key and the field; a good one reads as its record.
 */
const product = {
  PK: 'PRODUCT#7',
  SK: 'PRODUCT',
  GSI1PK: 'PRODUCTS',
  GSI1SK: '2026-01-01T00:00:00.000Z#0000000007',
  entityType: 'product',
  schemaVersion: 1,
  id: 7,
  name: 'Lusterko',
  productNumber: 'CW-MIR-0007',
  price: 12_900,
  originalPrice: null,
  dealerPrice: null,
  stock: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  description: 'Lusterko boczne',
};

const review = {
  PK: 'PRODUCT#7',
  SK: 'REVIEW#u-abc',
  GSI2PK: 'REVIEWS#pending',
  GSI2SK: '2026-01-02T00:00:00.000Z#7.u-abc',
  entityType: 'review',
  schemaVersion: 1,
  id: '7.u-abc',
  productId: 7,
  authorKey: 'u-abc',
  userId: 'abc',
  email: 'a@example.com',
  authorName: 'Ania',
  orderId: 'order-1',
  productName: 'Lusterko',
  language: 'pl',
  stars: 5,
  title: 'Świetne',
  text: 'Trzyma się.',
  photos: [],
  vehicleId: null,
  status: 'pending',
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  helpful: 0,
  reports: 0,
  reply: null,
  repliedAt: null,
  rejectionReason: null,
  version: 1,
};

describe('stored items parsed on read', () => {
  it('reads a product item as its record, keys stripped, its other fields kept', () => {
    const record = productFromItem(product);
    expect(record).toMatchObject({ id: 7, price: 12_900, stock: 4, description: 'Lusterko boczne' });
    expect(record).not.toHaveProperty('PK');
    expect(record).not.toHaveProperty('GSI1SK');
  });

  it('refuses a product item whose price or stock is not a number, naming the item and the field', () => {
    expect(() => productFromItem({ ...product, stock: '4' })).toThrow(/Stored product item PRODUCT#7 \/ PRODUCT is malformed:[\s\S]*stock/);
    const { price: _price, ...withoutPrice } = product;
    expect(() => productFromItem(withoutPrice)).toThrow(/PRODUCT#7[\s\S]*price/);
  });

  it('reads a review item as its record, and fills what an older review lacks with what an empty one holds', () => {
    expect(reviewFromItem(review)).toEqual(Object.fromEntries(Object.entries(review).filter(([k]) => !['PK', 'SK', 'GSI2PK', 'GSI2SK', 'entityType', 'schemaVersion'].includes(k))));
    const { reply: _reply, repliedAt: _repliedAt, photos: _photos, ...older } = review;
    expect(reviewFromItem(older)).toMatchObject({ reply: null, repliedAt: null, photos: [] });
  });

  it('refuses a review item with stars that are not a number or an unknown status, naming the item and the field', () => {
    expect(() => reviewFromItem({ ...review, stars: 'five' })).toThrow(/Stored review item PRODUCT#7 \/ REVIEW#u-abc is malformed:[\s\S]*stars/);
    expect(() => reviewFromItem({ ...review, status: 'lost' })).toThrow(/status/);
  });

  it('reads a back-in-stock request as its record, keys dropped, and refuses one whose status is unknown, naming the item and the field', () => {
    const request = { productId: 7, sku: 'CW-7-43', email: 'buyer@example.com', language: 'pl', status: 'waiting', createdAt: '2026-06-01T10:00:00.000Z', expiresAt: 1_788_000_000 };
    const item = { PK: 'BACKINSTOCK#7', SK: 'CW-7-43#hash', GSI1PK: 'BACKINSTOCK#WAITING', GSI1SK: '0000000007#2026-06-01T10:00:00.000Z', ...request };
    expect(backInStockFromItem(item)).toEqual(request);
    expect(() => backInStockFromItem({ ...item, status: 'lost' })).toThrow(/Stored back-in-stock item BACKINSTOCK#7 \/ CW-7-43#hash is malformed:[\s\S]*status/);
  });
});
