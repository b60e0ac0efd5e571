import { expect, test } from './fixtures';

/**
 * "Mój motocykl": a visitor picks their bike in the shop, the shop keeps only the parts that fit
 * it (the filter in the URL), and product pages say whether a part fits that bike.
 */
test('pick a bike in the shop, see only the parts that fit it, and the fit on product pages', async ({ page, visit, request }) => {
  // Prepare: a Sportster engine part, which a Street Glide cannot take.
  const sportster = await request.get('/api/products?category=engine&engineType=Sportster%20Evolution');
  const sportsterPart = ((await sportster.json()) as { items: { id: number }[] }).items[0]!.id;

  // Act: choose the bike from the shop's filter panel, family → model → year.
  await visit('/shop?category=brakes&subcategory=brake-pads');
  const total = Number((await page.getByTestId('result-count').textContent())!.match(/\d+/)![0]);
  await page.getByRole('complementary').getByRole('button', { name: 'Wybierz motocykl' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mój motocykl' });
  await dialog.getByLabel('Rodzina').selectOption({ label: 'Touring' });
  await dialog.getByLabel('Model').selectOption({ label: 'Street Glide (FLHX)' });
  await dialog.getByLabel('Rocznik').selectOption({ label: '2016' });
  await expect(dialog.getByText('Silnik: Twin Cam 103')).toBeVisible();
  await dialog.getByRole('button', { name: 'Wybierz ten motocykl' }).click();

  // Assess: the filter is in the URL, combined with the category, and narrows the results.
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/shop\?category=brakes&subcategory=brake-pads&vehicle=flhx-2016$/);
  await expect(page.getByRole('checkbox', { name: /Pasuje do mojego motocykla/ })).toBeChecked();
  await expect(page.getByRole('banner').getByRole('button', { name: /Street Glide FLHX 2016/ })).toBeVisible();
  // The count is read until the filtered answer shows: the list may still show the unfiltered one
  // for a moment after the URL changed, before its request even starts.
  const count = async () => Number((await page.getByTestId('result-count').textContent())!.match(/\d+/)![0]);
  await expect.poll(count).toBeLessThan(total);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const fitting = await count();
  expect(fitting).toBeGreaterThan(0);
  expect(fitting).toBeLessThan(total);

  // A brake pad from the filtered list fits; the Sportster part does not, and says what it fits.
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('fitment-badge')).toHaveText(/Pasuje do Twojego: Street Glide FLHX 2016/);
  await visit(`/product/${sportsterPart}`);
  await expect(page.getByTestId('fitment-badge')).toContainText('Nie pasuje do Twojego motocykla');
  await expect(page.getByTestId('fitment-badge')).toContainText('Pasuje do: Sportster');
});
