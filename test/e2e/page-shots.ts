import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The page at 390 and 1440 px, in Polish and then English (the switch in the header), into `dir`; back in Polish at 1440 px. */
export async function shotsInBothLanguages(page: Page, dir: string, name: string, englishHeading: string) {
  for (const language of ['pl', 'en']) {
    if (language === 'en') {
      await page.getByRole('group', { name: 'Język' }).getByRole('button', { name: /EN/ }).click();
      await expect(page.getByRole('heading', { name: englishHeading, level: 1 })).toBeVisible();
    }
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${dir}/${name}-${language}-${width}.png`, fullPage: true });
    }
  }
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /PL/ }).click();
  await page.setViewportSize({ width: 1440, height: 900 });
}
