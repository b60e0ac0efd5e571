import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { ProductCard, ProductListResponse } from '@contracts/product';
import { expect, expectAccessible, idToken, newSignedInPage, registerCustomer, stackUrl, test, withoutSizes } from './fixtures';

/**
 * Verified reviews (issue 29) as a buyer and the workshop live them: a customer registered through
 * the real flow (form, e-mailed link, sign-in) receives an order (paid on the Stripe fake, moved
 * to delivered by the admin), finds it under "Do ocenienia", reviews the product on its page; the
 * admin approves it in the queue; the product's stars change from "Brak opinii" to one review.
 * The buyer attaches a photo (uploaded through the verified pipeline), which the published review
 * shows and the "Ze zdjęciami" filter finds.
 */
const PASSWORD = 'Motor2024!x';
/** Set to a folder to keep screenshots of the guest's review form with photos (390 and 1440 px, both languages). */
const SHOTS = process.env.E2E_SHOTS;

async function unreviewedProduct(request: APIRequestContext): Promise<ProductCard> {
  const { items } = (await (await request.get('/api/products?inStock=true')).json()) as ProductListResponse;
  const product = items.find((p) => p.inStock && withoutSizes(p) && p.reviews === 0);
  expect(product, 'a product in stock nobody reviewed').toBeTruthy();
  return product!;
}

test('a new customer reviews a delivered order; the admin approves it; the product stars change', async ({ page, visit, request, browser }) => {
  test.setTimeout(240_000);
  const email = `reviewer.${Date.now()}@example.com`;
  const product = await unreviewedProduct(request);

  // Register through the real flow and confirm from the e-mailed link.
  await registerCustomer(page, request, visit, { email, name: 'Rafał Recenzent', password: PASSWORD });
  const customerToken = await idToken(page);

  // Before any review: the product says so, never zero stars.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('main').getByText('Brak opinii').first()).toBeVisible();

  // An order, paid on the Stripe fake and delivered by the workshop.
  const placed = await request.post('/api/checkout', { headers: { authorization: `Bearer ${customerToken}` }, data: { lineItems: [{ productId: product.id, quantity: 1 }], delivery: { method: 'pickup' } } });
  expect(placed.status()).toBe(200);
  const { orderId, sessionId } = (await placed.json()) as { orderId: string; sessionId: string };
  const admin = await newSignedInPage(browser, 'admin@example.com');
  const adminToken = await idToken(admin);
  const asAdmin = { authorization: `Bearer ${adminToken}` };
  const paid = await admin.request.post(`/stripe-fake/__fake/sessions/${sessionId}/pay`, { data: { outcome: 'card' } });
  expect(paid.ok(), await paid.text()).toBe(true);
  await expect.poll(async () => ((await (await request.get(`/api/admin/orders/${orderId}`, { headers: asAdmin })).json()) as { status: string }).status, { timeout: 15_000 }).toBe('processing');
  for (const status of ['shipped', 'delivered']) expect((await request.patch(`/api/admin/orders/${orderId}`, { headers: asAdmin, data: { status } })).status()).toBe(200);

  // "Do ocenienia" in the orders page leads to the product's review form.
  await page.goto('/orders');
  const block = page.getByRole('region', { name: 'Do ocenienia' });
  await expect(block).toBeVisible();
  await block.getByRole('link', { name: 'Napisz opinię' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}#reviews$`));
  const form = page.getByRole('form', { name: 'Napisz opinię' });
  await expect(form).toBeVisible();
  // Nothing typed: the fields say what is missing, nothing is sent.
  await form.getByRole('button', { name: 'Wyślij opinię' }).click();
  await expect(form.getByText('Wybierz ocenę od 1 do 5 gwiazdek')).toBeVisible();
  await expect(form.getByText('Napisz treść opinii')).toBeVisible();
  await form.getByRole('radio', { name: '4 gwiazdki' }).check({ force: true });
  await form.getByLabel('Tytuł').fill('Pasuje do Softaila');
  await form.getByLabel('Treść opinii').fill('Dobra jakość. <script>alert(1)</script> to tylko tekst.');
  // A photo of the part on the bike: uploaded, verified, previewed; removable.
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 80, b: 20 } } }).jpeg().toBuffer();
  await form.getByLabel('Zdjęcia (najwyżej 4)').setInputFiles({ name: 'na-motocyklu.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByRole('img', { name: 'Twoje zdjęcie 1' })).toBeVisible({ timeout: 30_000 });
  await expect(form.getByRole('button', { name: 'Usuń zdjęcie 1' })).toBeVisible();
  // A file that is not an image is refused by its field before anything is sent.
  await form.getByLabel('Zdjęcia (najwyżej 4)').setInputFiles({ name: 'notatki.txt', mimeType: 'text/plain', buffer: Buffer.from('to nie jest zdjęcie') });
  await expect(form.getByRole('alert').filter({ hasText: 'Wybierz plik JPG, PNG lub WebP' })).toBeVisible();
  await expect(form.getByRole('img', { name: 'Twoje zdjęcie 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Wyślij opinię' }).click();
  await expect(page.getByText('Czeka na sprawdzenie')).toBeVisible();

  // The admin approves it in the queue.
  await admin.goto('/admin/reviews');
  const item = admin.getByRole('article', { name: 'Pasuje do Softaila' });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Zatwierdź' }).click();
  await expect(admin.getByText('Opinia opublikowana')).toBeVisible();

  // The product's stars: within the catalogue's freshness window (the test stack: at once).
  await expect.poll(async () => ((await (await request.get(`/api/products/${product.id}`)).json()) as ProductCard).reviews, { timeout: 10_000 }).toBe(1);
  // The author sees it published (their own reviews are never cached)…
  await page.reload();
  await expect(page.getByText('Opublikowana')).toBeVisible();
  // …and a visitor (a fresh browser: the public list may be cached for a minute) sees the stars and the review.
  const visitorContext = await browser.newContext({ baseURL: stackUrl(test.info().parallelIndex), locale: 'pl-PL' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/product/${product.id}#reviews`);
  await expect(visitor.getByRole('main').getByRole('img', { name: 'Ocena: 4 z 5' }).first()).toBeVisible();
  await expect(visitor.getByRole('main').getByText('1 opinia').first()).toBeVisible();
  const review = visitor.getByRole('article', { name: 'Pasuje do Softaila' });
  await expect(review.getByText('Zweryfikowany zakup')).toBeVisible();
  // HTML in a review is shown as the text it is.
  await expect(review.getByText('Dobra jakość. <script>alert(1)</script> to tylko tekst.')).toBeVisible();
  // The buyer's photo: a thumbnail of the published variants, opening the largest one.
  const thumbnail = review.getByRole('link', { name: 'Otwórz zdjęcie 1 w pełnym rozmiarze' });
  await expect(thumbnail).toHaveAttribute('href', /\/reviews\/[0-9a-f-]{36}\/w1200\.webp$/);
  await expect(thumbnail.getByRole('img', { name: 'Zdjęcie 1 od kupującego' })).toHaveJSProperty('complete', true);
  expect(await thumbnail.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const full = await visitor.request.get((await thumbnail.getAttribute('href'))!);
  expect(full.headers()['content-type']).toBe('image/webp');
  // "Ze zdjęciami" finds it.
  await visitor.getByRole('button', { name: 'Ze zdjęciami' }).click();
  await expect(visitor.getByRole('button', { name: 'Ze zdjęciami' })).toHaveAttribute('aria-pressed', 'true');
  await expect(visitor.getByRole('article', { name: 'Pasuje do Softaila' })).toBeVisible();
  await visitorContext.close();
  await admin.context().close();
});

test('a guest reviews through the e-mailed link with photos uploaded under it, corrects it after a rejection; the published review shows them', async ({ page, visit, request, browser }) => {
  test.setTimeout(180_000);
  const product = await unreviewedProduct(request);
  const admin = await newSignedInPage(browser, 'admin@example.com');
  const asAdmin = { authorization: `Bearer ${await idToken(admin)}` };

  // A guest's order (no account), paid on the Stripe fake and delivered by the workshop.
  const placed = await request.post('/api/checkout', { data: { lineItems: [{ productId: product.id, quantity: 1 }], delivery: { method: 'pickup' } } });
  expect(placed.status()).toBe(200);
  const { orderId, sessionId } = (await placed.json()) as { orderId: string; sessionId: string };
  const paid = await admin.request.post(`/stripe-fake/__fake/sessions/${sessionId}/pay`, { data: { outcome: 'card' } });
  expect(paid.ok(), await paid.text()).toBe(true);
  await expect.poll(async () => ((await (await request.get(`/api/admin/orders/${orderId}`, { headers: asAdmin })).json()) as { status: string }).status, { timeout: 15_000 }).toBe('processing');
  for (const status of ['shipped', 'delivered']) expect((await request.patch(`/api/admin/orders/${orderId}`, { headers: asAdmin, data: { status } })).status()).toBe(200);

  // The review request job, run as if the set days had passed, e-mails the guest a signed link.
  const dueAt = new Date(Date.now() + 11 * 24 * 60 * 60 * 1000).toISOString();
  expect((await request.post(`/dev/send-review-requests?at=${encodeURIComponent(dueAt)}`)).ok()).toBe(true);
  const { emails } = (await (await request.get('/dev/outbox.json')).json()) as { emails: { kind: string; subject: string; text: string }[] };
  const mail = emails.find((e) => e.kind === 'review-request' && e.subject.includes(orderId.slice(0, 8)));
  expect(mail, `the review request of order ${orderId}`).toBeTruthy();
  const link = new URL(mail!.text.match(/https?:\/\/\S+\/review\?token=\S+/)![0]);

  // The link's page: the product, and the form with the photo picker, for a visitor with no account.
  await visit(`${link.pathname}${link.search}`);
  const form = page.getByRole('form', { name: 'Oceń zakup' });
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: '5 gwiazdek' }).check({ force: true });
  await form.getByLabel('Tytuł').fill('Gość poleca');
  await form.getByLabel('Treść opinii').fill('Zamówiłem bez konta, pasuje do Shadow 750.');
  const photo = (r: number) => sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g: 90, b: 30 } } }).jpeg().toBuffer();
  const picker = form.getByLabel('Zdjęcia (najwyżej 4)');
  await picker.setInputFiles([
    { name: 'zbiornik.jpg', mimeType: 'image/jpeg', buffer: await photo(160) },
    { name: 'z-boku.jpg', mimeType: 'image/jpeg', buffer: await photo(60) },
  ]);
  await expect(form.getByRole('img', { name: 'Twoje zdjęcie 2' })).toBeVisible({ timeout: 30_000 });
  await expect(form.getByRole('img', { name: 'Twoje zdjęcie 1' })).toHaveJSProperty('complete', true);
  // A file that is not an image is refused by its field; the photos already sent stay.
  await picker.setInputFiles({ name: 'faktura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(form.getByRole('alert').filter({ hasText: 'Wybierz plik JPG, PNG lub WebP' })).toBeVisible();
  // The first photo removed: the review goes with the second alone.
  await form.getByRole('button', { name: 'Usuń zdjęcie 1' }).click();
  await expect(form.getByRole('img', { name: 'Twoje zdjęcie 2' })).toHaveCount(0);
  await picker.setInputFiles({ name: 'tyl.jpg', mimeType: 'image/jpeg', buffer: await photo(220) });
  await expect(form.getByRole('img', { name: 'Twoje zdjęcie 2' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'guest review form with photos');
  if (SHOTS) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/guest-review-pl-${width}.png`, fullPage: true });
    }
  }
  // In English the same form, nothing typed or uploaded lost.
  await page.getByRole('group', { name: 'Język' }).getByRole('button', { name: /EN/ }).click();
  const english = page.getByRole('form', { name: 'Review your purchase' });
  await expect(english.getByRole('img', { name: 'Your photo 2' })).toBeVisible();
  await expect(english.getByLabel('Title')).toHaveValue('Gość poleca');
  if (SHOTS) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/guest-review-en-${width}.png`, fullPage: true });
    }
  }
  await english.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your review will appear once checked.' })).toBeVisible();

  // The workshop rejects it with a reason; the guest (no account) corrects it through the link of that e-mail.
  const pending = (await (await request.get('/api/admin/reviews?status=pending', { headers: asAdmin })).json()) as { items: { id: string; title: string; photos: string[] }[] };
  const guestReview = pending.items.find((r) => r.title === 'Gość poleca');
  expect(guestReview?.photos).toHaveLength(2);
  const decide = (data: object) => request.patch(`/api/admin/reviews/${encodeURIComponent(guestReview!.id)}`, { headers: asAdmin, data });
  expect((await decide({ status: 'rejected', reason: 'Podaj rocznik motocykla' })).status()).toBe(200);
  await expect
    .poll(async () => {
      const { emails: now } = (await (await request.get('/dev/outbox.json')).json()) as { emails: { kind: string; subject: string; text: string }[] };
      return now.find((e) => e.kind === 'review-rejected' && e.subject.includes(product.name))?.text ?? '';
    })
    .toContain('Podaj rocznik motocykla');
  const { emails: afterRejection } = (await (await request.get('/dev/outbox.json')).json()) as { emails: { kind: string; subject: string; text: string }[] };
  const rejection = afterRejection.find((e) => e.kind === 'review-rejected' && e.subject.includes(product.name))!;
  const correctLink = new URL(rejection.text.match(/https?:\/\/\S+\/review\?token=\S+/)![0]);
  await page.goto(`${correctLink.pathname}${correctLink.search}`);
  const correction = page.getByRole('form', { name: 'Edit your review' });
  await expect(page.getByText('Reason: Podaj rocznik motocykla')).toBeVisible();
  await expect(correction.getByLabel('Title')).toHaveValue('Gość poleca');
  await expect(correction.getByRole('img', { name: 'Your photo 2' })).toBeVisible();
  await correction.getByLabel('Your review').fill('Zamówiłem bez konta, pasuje do Shadow 750 z 2004 roku.');
  await correction.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your review will appear once checked.' })).toBeVisible();

  // Approved; a visitor sees the guest's corrected review with its two photos.
  expect((await decide({ status: 'approved' })).status()).toBe(200);
  const visitorContext = await browser.newContext({ baseURL: stackUrl(test.info().parallelIndex), locale: 'pl-PL' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/product/${product.id}#reviews`);
  const review = visitor.getByRole('article', { name: 'Gość poleca' });
  await expect(review.getByText('Zweryfikowany zakup')).toBeVisible();
  await expect(review.getByText('pasuje do Shadow 750 z 2004 roku.')).toBeVisible();
  await expect(review.getByRole('link', { name: /Otwórz zdjęcie \d w pełnym rozmiarze/ })).toHaveCount(2);
  await expect(review.getByRole('img', { name: 'Zdjęcie 2 od kupującego' })).toHaveJSProperty('complete', true);
  // The link is used: opened again, it says the product is reviewed.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'This product has already been reviewed. Thank you!' })).toBeVisible();
  await visitorContext.close();
  await admin.context().close();
});
