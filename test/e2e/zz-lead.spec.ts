// THROWAWAY (lead): never committed.
import { appReady, expect, settled, signIn, test } from './fixtures';
test('matrix width', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'admin@example.com');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/products/3/edit');
    await appReady(page);
    await expect(page.getByTestId('variant-matrix')).toBeVisible();
    await settled(page);
    const widths = await page.evaluate(() => {
      const out: string[] = [`doc ${document.documentElement.scrollWidth}`];
      const vw = document.documentElement.clientWidth;
      for (const el of Array.from(document.querySelectorAll('main *'))) {
        const r = el.getBoundingClientRect();
        if (r.right > vw + 1 && el.parentElement && el.parentElement.getBoundingClientRect().right <= vw + 1) out.push(`${el.tagName}.${el.className} ${Math.round(r.right)} < ${el.parentElement.tagName}.${el.parentElement.className} < ${el.parentElement.parentElement?.tagName}.${el.parentElement.parentElement?.className}`);
      }
      const stack = document.querySelector('[data-testid="variant-matrix"]')!.closest('section')!;
      for (const el of Array.from(stack.querySelectorAll('*'))) {
        const st = getComputedStyle(el);
        out.push(`${el.tagName}.${el.className} w=${Math.round(el.getBoundingClientRect().width)} minw=${st.minWidth} disp=${st.display}`);
      }
      return out.filter((l) => !l.includes('w=') || Number(/w=(\d+)/.exec(l)![1]) > 1300).slice(0, 40);
    });
    console.log(width, widths.join('\n'));
    await page.screenshot({ path: `/work/shots/LEAD/matrix-${width}.png`, fullPage: true });
  }
});
