import { expect, expectAccessible, test } from './fixtures';

/**
 * The search as a visitor meets it: suggestions under the header's search while typing, chosen
 * with the keyboard (combobox and listbox, announced), and an empty search answered with the
 * corrected query and popular categories.
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
