// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProductCard } from '@/features/catalog/components/product-card';
import { buildProduct } from '@/testing/fixtures';
import { renderWithProviders, setupWebTest } from '@/testing/test-utils';

afterEach(cleanup);

describe('ProductCard', () => {
  describe('in Polish', () => {
    beforeAll(() => setupWebTest('pl'));

    it('shows a sale product with its price, struck original price, discount and badges', () => {
      // Prepare: 1 234,56 zł instead of 1 543,20 zł is round(1 − 123456/154320) = 20 % off.
      const product = buildProduct({ id: 7, name: 'Zbiornik paliwa Peanut', brand: 'BodyStyle', price: 123456, originalPrice: 154320, isOnSale: true, isNew: true, rating: 4.8, reviews: 5 });

      // Act
      renderWithProviders(<ProductCard product={product} />);
      const card = screen.getByTestId('product-card');

      // Assess
      expect(within(card).getByRole('heading', { name: 'Zbiornik paliwa Peanut' })).toBeTruthy();
      expect(within(card).getByRole('link', { name: 'Zbiornik paliwa Peanut' }).getAttribute('href')).toBe('/product/7');
      expect(within(card).getByText('BodyStyle')).toBeTruthy();
      expect(within(card).getByTestId('price').textContent).toBe('1\u00a0234,56\u00a0zł');
      const original = within(card).getByTestId('original-price');
      expect(original.tagName).toBe('S');
      expect(original.textContent).toBe('1\u00a0543,20\u00a0zł');
      expect(within(card).getByTestId('discount').textContent).toContain('-20%');
      expect(within(card).getByText('Nowość')).toBeTruthy();
      expect(within(card).getByText('Promocja')).toBeTruthy();
      // floor(4.8) = 4 stars, and the Polish plural of 5 reviews
      expect(within(card).getByRole('img', { name: 'Ocena: 4 z 5' })).toBeTruthy();
      expect(within(card).getByText('5 opinii')).toBeTruthy();
      expect(within(card).queryByText('Brak w magazynie')).toBeNull();
    });

    it('says how many sizes and colours a product with options comes in, in Polish plurals; nothing without options', () => {
      renderWithProviders(<ProductCard product={{ ...buildProduct({ id: 1 }), optionCounts: { size: 6, color: 2 } }} />);
      renderWithProviders(<ProductCard product={{ ...buildProduct({ id: 2 }), optionCounts: { size: 22 } }} />);
      renderWithProviders(<ProductCard product={buildProduct({ id: 3 })} />);
      const [withSizes, withMany, plain] = screen.getAllByTestId('product-card');
      expect(within(withSizes!).getByText('6 rozmiarów · 2 kolory')).toBeTruthy();
      expect(within(withMany!).getByText('22 rozmiary')).toBeTruthy();
      expect(within(plain!).queryByText(/rozmiar|kolor/)).toBeNull();
    });

    it('says "Brak opinii" for a product nobody reviewed, never zero stars', () => {
      renderWithProviders(<ProductCard product={buildProduct({ reviews: 0, rating: 0 })} />);
      const card = screen.getByTestId('product-card');
      expect(within(card).getByText('Brak opinii')).toBeTruthy();
      expect(within(card).queryByRole('img', { name: /Ocena/ })).toBeNull();
    });

    it('shows the Omnibus lowest price of the 30 days before a reduction', () => {
      renderWithProviders(<ProductCard product={buildProduct({ price: 80000, originalPrice: 100000, lowestPrice30d: 85000, isOnSale: true })} />);
      expect(screen.getByTestId('lowest-price-30d').textContent).toBe('Najniższa cena z 30 dni przed obniżką: 850,00\u00a0zł');
    });

    it('shows no sale details for a product at its regular price', () => {
      renderWithProviders(<ProductCard product={buildProduct({ price: 49900, originalPrice: null, isOnSale: false, isNew: false })} />);
      const card = screen.getByTestId('product-card');
      expect(within(card).getByTestId('price').textContent).toBe('499,00\u00a0zł');
      expect(within(card).queryByTestId('original-price')).toBeNull();
      expect(within(card).queryByTestId('discount')).toBeNull();
      expect(within(card).queryByText('Promocja')).toBeNull();
      expect(within(card).queryByText('Nowość')).toBeNull();
      expect(within(card).queryByTestId('lowest-price-30d')).toBeNull();
    });

    it('labels an out-of-stock product', () => {
      renderWithProviders(<ProductCard product={buildProduct({ inStock: false })} />);
      expect(within(screen.getByTestId('product-card')).getByText('Brak w magazynie')).toBeTruthy();
    });

    it('loads the image from the media variants, and falls back to the placeholder', () => {
      renderWithProviders(<ProductCard product={buildProduct({ imageUrl: 'products/p9-1' })} />);
      const img = screen.getByTestId('product-card').querySelector('img')!;
      expect(img.getAttribute('src')).toBe('/media/products/p9-1/w800.webp');
      expect(img.getAttribute('srcset')).toContain('/media/products/p9-1/w1200.webp 1200w');
    });
  });

  describe('in English', () => {
    beforeAll(() => setupWebTest('en'));

    it('shows the English badges, stock label and review count', () => {
      renderWithProviders(<ProductCard product={buildProduct({ isOnSale: true, isNew: true, price: 8000, originalPrice: 10000, inStock: false, reviews: 1, rating: 3 })} />);
      const card = screen.getByTestId('product-card');
      expect(within(card).getByText('New')).toBeTruthy();
      expect(within(card).getByText('Sale')).toBeTruthy();
      expect(within(card).getByText('Out of stock')).toBeTruthy();
      expect(within(card).getByText('1 review')).toBeTruthy();
      expect(within(card).getByRole('img', { name: 'Rated 3 out of 5' })).toBeTruthy();
      expect(within(card).getByTestId('discount').textContent).toContain('-20%');
    });

    it('says how many sizes and colours a product comes in', () => {
      renderWithProviders(<ProductCard product={{ ...buildProduct({}), optionCounts: { size: 7, color: 2, finish: 1 } }} />);
      expect(within(screen.getByTestId('product-card')).getByText('7 sizes · 2 colours')).toBeTruthy();
    });

    it('says "No reviews yet" for a product nobody reviewed, never zero stars', () => {
      renderWithProviders(<ProductCard product={buildProduct({ reviews: 0, rating: 0 })} />);
      const card = screen.getByTestId('product-card');
      expect(within(card).getByText('No reviews yet')).toBeTruthy();
      expect(within(card).queryByRole('img', { name: /Rated/ })).toBeNull();
    });

    it('shows the English name and description where the shop wrote them, the Polish otherwise', () => {
      renderWithProviders(<ProductCard layout="list" product={buildProduct({ id: 1, name: 'Siodło skórzane', nameEn: 'Leather seat', description: 'Ręcznie szyte', descriptionEn: 'Hand-stitched' })} />);
      renderWithProviders(<ProductCard layout="list" product={buildProduct({ id: 2, name: 'Tłok kuty', description: 'Kuty tłok' })} />);
      const [english, polish] = screen.getAllByTestId('product-card');
      expect(within(english!).getByRole('heading', { name: 'Leather seat' })).toBeTruthy();
      expect(within(english!).getByText('Hand-stitched')).toBeTruthy();
      expect(within(polish!).getByRole('heading', { name: 'Tłok kuty' })).toBeTruthy();
      expect(within(polish!).getByText('Kuty tłok')).toBeTruthy();
    });
  });
});
