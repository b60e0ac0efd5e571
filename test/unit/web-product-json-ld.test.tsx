// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProductJsonLd } from '@/features/catalog/components/product-json-ld';
import { buildProduct } from '@/testing/fixtures';
import { renderWithProviders, setupWebTest } from '@/testing/test-utils';

/**
 * One Product JSON-LD per page: the head the server wrote for the product the page was loaded
 * for (with its rating and reviews) stays alone; after a client-side navigation to another
 * product it is removed and the app writes the current product's.
 */
const serverHead = (productId: number) => {
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.textContent = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', '@id': `https://shop.example/product/${productId}#product`, name: `Server ${productId}` });
  document.head.append(script);
};
const headProducts = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => (JSON.parse(s.textContent!) as { name: string }).name);

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove());
});

describe('ProductJsonLd', () => {
  beforeAll(() => setupWebTest('pl'));

  it('adds nothing where the server head already describes the product', () => {
    serverHead(3);
    renderWithProviders(<ProductJsonLd product={buildProduct({ id: 3, name: 'Klocki' })} />);
    expect(screen.queryByTestId('product-json-ld')).toBeNull();
    expect(headProducts()).toEqual(['Server 3']);
  });

  it('replaces the head of the product the page was loaded for after navigating to another', () => {
    serverHead(3);
    renderWithProviders(<ProductJsonLd product={buildProduct({ id: 4, name: 'Tarcza' })} />);
    expect(headProducts()).toEqual([]);
    expect((JSON.parse(screen.getByTestId('product-json-ld').textContent!) as { name: string }).name).toBe('Tarcza');
  });
});
