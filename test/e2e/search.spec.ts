import { expect, expectAccessible, test } from './fixtures';

/** Set to a folder to keep screenshots of the partial answer (390 and 1440 px, both languages) for a visual check. */
const SHOTS = process.env.E2E_SHOTS;

/**
 * The search as a visitor meets it: suggestions under the header's search while typing, chosen
 * with the keyboard (combobox and listbox, announced), an empty search answered with the
 * corrected query and popular categories, and a query with one unknown word answered with what
 * the other words find, saying which word was left out.
 */
test('header search suggestions by keyboard, and "Czy chodziło Ci o…?" on an empty search', async ({ page, visit }) => {
  await visit('/shop');

  // Suggestions while typing, in the header's search bar.
  await page.getByRole('button', { name: 'Szukaj w sklepie' }).click();
  const box = page.getByRole('combobox', { name: 'Szukaj w sklepie' });
  await expect(box).toBeFocused();
  await box.pressSequentially('klock');
  const list = page.getByRole('listbox', { name: 'Podpowiedzi wyszukiwania' });
  // The three pads and a disc whose description names pads; their two subcategories.
  await expect(list.getByRole('group', { name: 'Produkty' }).getByRole('option')).toHaveCount(4);
  await expect(list.getByRole('group', { name: 'Kategorie' }).getByRole('option').first()).toContainText('Klocki hamulcowe');
  await expect(page.getByRole('status').filter({ hasText: '6 podpowiedzi' })).toHaveCount(1);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page, '/shop (suggestions open)');

  // ArrowDown ×2 reaches the second product; Enter opens it.
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const second = list.getByRole('option').nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  const name = (await second.textContent())!;
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split(/\d/)[0]!.trim().slice(0, 12));

  // An empty search offers the corrected query as a link, and popular categories.
  await visit('/shop?search=sjodlp');
  await expect(page.getByTestId('did-you-mean')).toHaveText('Czy chodziło Ci o „siodło”?');
  await expect(page.getByRole('navigation', { name: 'Popularne kategorie' }).getByRole('link')).toHaveCount(4);
  await page.getByRole('link', { name: 'siodło' }).click();
  await expect(page).toHaveURL(/\/shop\?search=siod%C5%82o$/);
  await expect(page.getByTestId('result-count')).toContainText(/[1-9]/);
});

test('a query with one unknown word still finds the part, and says which word it left out', async ({ page, context, baseURL, visit }) => {
  // The shop's own search form: "m8" is no word of the oil filters.
  await visit('/shop');
  const search = page.getByRole('searchbox', { name: 'Szukaj produktów' });
  await search.fill('filtr oleju m8');
  await search.press('Enter');
  await expect(page).toHaveURL(/search=filtr(\+|%20)oleju(\+|%20)m8/);
  await expect(page.getByTestId('search-omitted')).toHaveText('Nie znaleziono: „m8”. Pokazujemy wyniki dla pozostałych słów.');
  await expect(page.getByTestId('result-count')).toContainText('2');
  const cards = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Filtr oleju');
  await expect(page.getByTestId('did-you-mean')).toHaveCount(0);
  await expectAccessible(page, '/shop?search=filtr oleju m8');
  if (SHOTS) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('search-omitted').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/partial-pl-${width}.png` });
    }
  }

  // In English, two unknown words, listed in the reader's language.
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit('/shop?search=xyzq%20filtr%20oleju%20m8');
  await expect(page.getByTestId('search-omitted')).toHaveText('Not found: “xyzq” and “m8”. Showing results for the other words.');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(2);
  if (SHOTS) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('search-omitted').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/partial-en-${width}.png` });
    }
  }
});
