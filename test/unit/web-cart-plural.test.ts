import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, setLanguage } from '@/lib/i18n';
import { setupWebTest } from '@/testing/test-utils';

/**
 * The checkout button's and order list's plural wording. Polish has three forms for whole
 * numbers: 1 produkt; 2–4, 22–24… produkty (but 12–14 produktów); 0, 5–21, 25… produktów.
 * i18next picks the form through Intl.PluralRules from the `_one/_few/_many` keys.
 */
beforeAll(() => setupWebTest('pl'));

const label = (count: number) => i18next.t('cart:drawer.checkout', { count });
const items = (count: number) => i18next.t('orders:order.itemCount', { count });

describe('Polish plural forms', () => {
  it.each([
    [1, 'Przejdź do płatności (1 produkt)'],
    [2, 'Przejdź do płatności (2 produkty)'],
    [4, 'Przejdź do płatności (4 produkty)'],
    [5, 'Przejdź do płatności (5 produktów)'],
    [11, 'Przejdź do płatności (11 produktów)'],
    [12, 'Przejdź do płatności (12 produktów)'],
    [14, 'Przejdź do płatności (14 produktów)'],
    [21, 'Przejdź do płatności (21 produktów)'],
    [22, 'Przejdź do płatności (22 produkty)'],
    [25, 'Przejdź do płatności (25 produktów)'],
    [102, 'Przejdź do płatności (102 produkty)'],
  ])('checkout button for %i', (count, text) => {
    expect(label(count)).toBe(text);
  });

  it('order item counts', () => {
    expect([1, 3, 5, 13, 23].map(items)).toEqual(['1 produkt', '3 produkty', '5 produktów', '13 produktów', '23 produkty']);
  });

  it('English uses item/items', async () => {
    await setLanguage('en');
    expect(label(1)).toBe('Proceed to payment (1 item)');
    expect(label(3)).toBe('Proceed to payment (3 items)');
    await setLanguage('pl');
  });

  it("drawer title is 'Koszyk (N)'", () => {
    expect(i18next.t('cart:drawer.title', { count: 7 })).toBe('Koszyk (7)');
  });
});
