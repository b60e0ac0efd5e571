import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadTicketSchema } from '../../functions/contracts/admin.js';
import { api, baseUrl } from './api.js';
import { newUser, signIn } from './auth.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { setDeliveredAt } from './table.js';
import { publishableSafety } from '../support/gpsr-input.js';

/**
 * Verified reviews (issue 29) on the local stack: only the buyer of a delivered order line may
 * review it, once; moderation decides what the shop shows; the product's stars are computed from
 * approved reviews only and stay exact under concurrent approvals; helpful votes count once per
 * person under a race; the review request e-mail goes once per order and honours its unsubscribe
 * link; a guest reviews through the signed link of that e-mail.
 */
let admin: string;
beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

const productInput = { description: 'Opis', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'pistons', imageUrl: 'https://example.com/p.webp', parcelSize: 'A', weightGrams: 500, ...publishableSafety };
async function newProduct(): Promise<number> {
  const res = await api('/api/admin/products', { method: 'POST', token: admin, json: { ...productInput, price: 10_000, name: `Opiniowany ${Math.random().toString(36).slice(2, 8)}`, stock: 100 } });
  expect(res.status).toBe(201);
  return res.body.id;
}

const adminOrder = async (id: string) => (await api(`/api/admin/orders/${id}`, { token: admin })).body;

/** An order paid by card and moved on by the admin up to `until` (as the InPost tracking would). */
async function paidOrder(productId: number, token: string | undefined, until: 'processing' | 'shipped' | 'delivered' = 'delivered', extra: object = {}): Promise<string> {
  const placed = await api('/api/checkout', { method: 'POST', token, json: { lineItems: [{ productId, quantity: 1 }], delivery: { method: 'pickup' }, ...extra } });
  expect(placed.status).toBe(200);
  await stripeFake.pay(placed.body.sessionId, 'card');
  await eventually(() => adminOrder(placed.body.orderId), (o) => o.status === 'processing');
  const steps = until === 'processing' ? [] : until === 'shipped' ? ['shipped'] : ['shipped', 'delivered'];
  for (const status of steps) expect((await api(`/api/admin/orders/${placed.body.orderId}`, { method: 'PATCH', token: admin, json: { status } })).status).toBe(200);
  return placed.body.orderId;
}

const review = { stars: 5, title: 'Pasuje idealnie', text: 'Założony w Softail 2004, bez przeróbek.' };
const postReview = (token: string, json: object) => api('/api/me/reviews', { method: 'POST', token, json });
const moderate = (id: string, json: object) => api(`/api/admin/reviews/${encodeURIComponent(id)}`, { method: 'PATCH', token: admin, json });
const publicReviews = async (productId: number, query = '') => (await api(`/api/products/${productId}/reviews${query}`)).body;
const product = async (productId: number) => (await api(`/api/products/${productId}`)).body as { rating: number; reviews: number };
const outbox = async () => (await api('/dev/outbox.json')).body.emails as { kind: string; to: string; subject: string; text: string; headers?: Record<string, string> }[];

/** A buyer with a delivered order of the product, and a review of it written and approved. */
async function approvedReviewBy(productId: number, stars: number): Promise<{ token: string; reviewId: string }> {
  const buyer = await newUser(undefined, 'Kupujący Testowy');
  const orderId = await paidOrder(productId, buyer.token);
  const created = await postReview(buyer.token, { ...review, stars, productId, orderId });
  expect(created.status).toBe(201);
  expect((await moderate(created.body.id, { status: 'approved' })).status).toBe(200);
  return { token: buyer.token, reviewId: created.body.id };
}

describe('who may review', () => {
  it('lets the buyer of a delivered order line review it once; refuses everyone else with 403 and a second review with 409', async () => {
    const productId = await newProduct();
    const [buyer, stranger, early] = await Promise.all([newUser(undefined, 'Jan Kowalski'), newUser(), newUser()]);
    const [delivered, notYet] = await Promise.all([paidOrder(productId, buyer.token), paidOrder(productId, early.token, 'shipped')]);

    // Listed as reviewable for its buyer, not for the buyer of an order still on its way.
    expect((await api('/api/me/reviewable', { token: buyer.token })).body.items).toEqual([expect.objectContaining({ productId, orderId: delivered })]);
    expect((await api('/api/me/reviewable', { token: early.token })).body.items).toEqual([]);

    // Someone who did not buy it, naming another buyer's order: 403.
    const notBuyer = await postReview(stranger.token, { ...review, productId, orderId: delivered });
    expect(notBuyer.status).toBe(403);
    expect(notBuyer.body.error.code).toBe('forbidden');
    // A buyer whose order has not been delivered yet: 403.
    expect((await postReview(early.token, { ...review, productId, orderId: notYet })).status).toBe(403);
    // The buyer, but a product the order does not contain: 403.
    expect((await postReview(buyer.token, { ...review, productId: productId + 100_000, orderId: delivered })).status).toBe(403);

    // Bad input: 400 with the field that is wrong, nothing written.
    const empty = await postReview(buyer.token, { ...review, text: '   ', productId, orderId: delivered });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toMatchObject({ text: 'validation.reviewText' });
    expect((await postReview(buyer.token, { ...review, stars: 6, productId, orderId: delivered })).body.error.fields).toMatchObject({ stars: 'validation.reviewStars' });
    expect((await postReview(buyer.token, { ...review, vehicleId: 'flhx-2016', productId, orderId: delivered })).body.error.fields).toMatchObject({ vehicleId: 'validation.reviewVehicle' });
    expect((await postReview(buyer.token, { ...review, photos: ['reviews/00000000-0000-4000-8000-000000000000'], productId, orderId: delivered })).body.error.fields).toMatchObject({ photos: 'validation.reviewPhoto' });

    // The buyer: 201, pending, HTML kept as the text it is (the web shows it as text).
    const html = '<b>mocny</b> <script>alert(1)</script>';
    const created = await postReview(buyer.token, { ...review, text: html, productId, orderId: delivered });
    expect(created.status).toBe(201);
    // The author shows as a first name and an initial ("Jan T."), never a full name or an address.
    expect(created.body).toMatchObject({ status: 'pending', text: html, authorName: expect.stringMatching(/^\p{L}+ \p{L}\.$/u), verifiedPurchase: true, productId });
    // A second one, also when sent at once twice: 409, one review stays.
    const again = await Promise.all([postReview(buyer.token, { ...review, productId, orderId: delivered }), postReview(buyer.token, { ...review, productId, orderId: delivered })]);
    expect(again.map((r) => r.status)).toEqual([409, 409]);
    expect((await api('/api/me/reviews', { token: buyer.token })).body.items).toHaveLength(1);
    expect((await api('/api/me/reviewable', { token: buyer.token })).body.items).toEqual([]);
  });

  it('refuses typed stars in the admin product form: they come from reviews only', async () => {
    const res = await api('/api/admin/products', { method: 'POST', token: admin, json: { ...productInput, price: 1000, name: 'Gwiazdki', stock: 1, rating: 4.5, reviews: 10 } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ rating: 'validation.ratingFromReviews', reviews: 'validation.ratingFromReviews' });
    const productId = await newProduct();
    expect(await product(productId)).toMatchObject({ rating: 0, reviews: 0 });
  });
});

describe('moderation', () => {
  it('shows a review only once approved; the product stars follow at once; a rejection e-mails its reason; an edit goes back to the queue', async () => {
    const productId = await newProduct();
    const buyer = await newUser(undefined, 'Anna Nowak');
    const orderId = await paidOrder(productId, buyer.token);
    const created = (await postReview(buyer.token, { ...review, stars: 4, productId, orderId })).body;

    const queue = (await api('/api/admin/reviews?status=pending', { token: admin })).body.items as { id: string }[];
    expect(queue.map((r) => r.id)).toContain(created.id);
    expect((await api('/api/admin/reviews?status=pending', { token: buyer.token })).status).toBe(403);
    expect(await publicReviews(productId)).toMatchObject({ items: [], total: 0, average: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } });
    expect(await product(productId)).toMatchObject({ rating: 0, reviews: 0 });

    // A rejection needs a reason.
    expect((await moderate(created.id, { status: 'rejected' })).body.error.fields).toMatchObject({ reason: 'validation.reviewReason' });

    const approved = await moderate(created.id, { status: 'approved', reply: 'Dziękujemy! Warsztat Chopper Works' });
    expect(approved.status).toBe(200);
    expect(await publicReviews(productId)).toMatchObject({ total: 1, average: 4, distribution: { '4': 1 }, items: [{ id: created.id, stars: 4, reply: 'Dziękujemy! Warsztat Chopper Works', verifiedPurchase: true }] });
    // The catalogue (what cards, sorting and the product page read) within its freshness window: here 0 ms.
    expect(await product(productId)).toMatchObject({ rating: 4, reviews: 1 });
    const card = (await api(`/api/products?search=${encodeURIComponent('Opiniowany')}&sortBy=rating-desc`)).body;
    expect(card.items.find((p: { id: number }) => p.id === productId)).toMatchObject({ rating: 4, reviews: 1 });
    // Approving again changes nothing.
    expect((await moderate(created.id, { status: 'approved' })).status).toBe(200);
    expect(await product(productId)).toMatchObject({ rating: 4, reviews: 1 });

    // The author edits: back to moderation, off the shop and its stars until approved again.
    const edited = await api(`/api/me/reviews/${encodeURIComponent(created.id)}`, { method: 'PUT', token: buyer.token, json: { ...review, stars: 2 } });
    expect(edited.body).toMatchObject({ status: 'pending', stars: 2 });
    expect(await product(productId)).toMatchObject({ rating: 0, reviews: 0 });
    // Someone else cannot edit or delete it.
    const other = await newUser();
    expect((await api(`/api/me/reviews/${encodeURIComponent(created.id)}`, { method: 'PUT', token: other.token, json: review })).status).toBe(404);
    expect((await api(`/api/me/reviews/${encodeURIComponent(created.id)}`, { method: 'DELETE', token: other.token })).status).toBe(404);

    const rejected = await moderate(created.id, { status: 'rejected', reason: 'Opinia dotyczy dostawy, nie produktu.' });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: 'Opinia dotyczy dostawy, nie produktu.' });
    const mails = (await outbox()).filter((m) => m.kind === 'review-rejected' && m.to === buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Opinia dotyczy dostawy, nie produktu.');
    // Rejecting again with the same reason e-mails nobody again.
    await moderate(created.id, { status: 'rejected', reason: 'Opinia dotyczy dostawy, nie produktu.' });
    expect((await outbox()).filter((m) => m.kind === 'review-rejected' && m.to === buyer.email)).toHaveLength(1);

    // Approved, then deleted by its author: the stars go with it.
    await moderate(created.id, { status: 'approved' });
    expect(await product(productId)).toMatchObject({ rating: 2, reviews: 1 });
    expect((await api(`/api/me/reviews/${encodeURIComponent(created.id)}`, { method: 'DELETE', token: buyer.token })).status).toBe(204);
    expect(await product(productId)).toMatchObject({ rating: 0, reviews: 0 });
    expect((await api('/api/me/reviewable', { token: buyer.token })).body.items).toEqual([expect.objectContaining({ productId })]);
  });

  it('puts the rating and a few approved reviews into the product page\'s document for crawlers, never a pending one', async () => {
    const productId = await newProduct();
    const productLd = async () => {
      const html = await (await fetch(`${baseUrl()}/product/${productId}`)).text();
      const found = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
      return JSON.parse(found![1]!) as { aggregateRating?: { ratingValue: number; reviewCount: number }; review?: { author: { name: string }; name: string; reviewRating: { ratingValue: number } }[] };
    };
    expect(await productLd()).not.toHaveProperty('aggregateRating');
    expect(await productLd()).not.toHaveProperty('review');

    await approvedReviewBy(productId, 5);
    await approvedReviewBy(productId, 2);
    const waiting = await newUser(undefined, 'Czekający Nowak');
    const waitingOrder = await paidOrder(productId, waiting.token);
    expect((await postReview(waiting.token, { ...review, title: 'Jeszcze niesprawdzona', productId, orderId: waitingOrder })).status).toBe(201);

    const ld = await eventually(productLd, (doc) => doc.aggregateRating?.reviewCount === 2);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 3.5, reviewCount: 2 });
    // The newest first, by the author's first name ("Jan K." on the page is Jan here).
    const shown = (await publicReviews(productId)).items as { authorName: string; stars: number; title: string }[];
    expect(shown.map((r) => r.stars)).toEqual([2, 5]);
    expect(ld.review?.map((r) => [r.author.name, r.reviewRating.ratingValue, r.name])).toEqual(shown.map((r) => [r.authorName.split(' ')[0], r.stars, r.title]));
    expect(ld.review?.[0]?.author.name).not.toContain('.');
  });

  it('keeps the statistics exact under repeated races of concurrent approvals and rejections', async () => {
    const productId = await newProduct();
    const stars = [5, 4, 4, 3, 1, 5];
    const reviewIds: string[] = [];
    for (const s of stars) {
      const buyer = await newUser();
      const orderId = await paidOrder(productId, buyer.token);
      reviewIds.push((await postReview(buyer.token, { ...review, stars: s, productId, orderId })).body.id);
    }
    // Three rounds: everything at once (each review twice, as double clicks would), flipping decisions.
    const rounds: ('approved' | 'rejected')[][] = [
      stars.map(() => 'approved'),
      stars.map((_, i) => (i % 2 ? 'rejected' : 'approved')),
      stars.map((_, i) => (i < 4 ? 'approved' : 'rejected')),
    ];
    for (const round of rounds) {
      const answers = await Promise.all(
        reviewIds.flatMap((id, i) => {
          const decision = round[i] === 'approved' ? { status: 'approved' } : { status: 'rejected', reason: 'Test wyścigu' };
          return [moderate(id, decision), moderate(id, decision)];
        }),
      );
      expect(answers.map((a) => a.status).every((s) => s === 200)).toBe(true);
      const approvedStars = stars.filter((_, i) => round[i] === 'approved');
      const expected = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } as Record<string, number>;
      for (const s of approvedStars) expected[String(s)]!++;
      const average = Math.round((approvedStars.reduce((a, b) => a + b, 0) / approvedStars.length) * 10) / 10;
      expect(await publicReviews(productId)).toMatchObject({ total: approvedStars.length, average, distribution: expected });
      expect(await product(productId)).toMatchObject({ rating: average, reviews: approvedStars.length });
    }
  });
});

describe('the public list, helpful votes and reports', () => {
  it('sorts, filters (stars, photos, for my bike) and pages approved reviews; counts one helpful vote per person under a race; lets visitors report', async () => {
    const productId = await newProduct();
    const low = await approvedReviewBy(productId, 2);
    const high = await approvedReviewBy(productId, 5);

    expect((await publicReviews(productId, '?sort=highest')).items.map((r: { stars: number }) => r.stars)).toEqual([5, 2]);
    expect((await publicReviews(productId, '?sort=lowest')).items.map((r: { stars: number }) => r.stars)).toEqual([2, 5]);
    expect(await publicReviews(productId, '?stars=5')).toMatchObject({ total: 1, items: [{ stars: 5 }], distribution: { '2': 1, '5': 1 }, average: 3.5 });
    expect((await publicReviews(productId, '?photos=1')).total).toBe(0);
    expect((await api(`/api/products/${productId}/reviews?sort=best`)).status).toBe(400);

    // "For my bike": a buyer names the bike from their garage it went on; the filter finds only such reviews.
    const rider = await newUser(undefined, 'Piotr Motocyklista');
    expect((await api('/api/me/garage/flhx-2016', { method: 'PUT', token: rider.token })).status).toBe(200);
    const riderOrder = await paidOrder(productId, rider.token);
    const onBike = await postReview(rider.token, { ...review, stars: 4, productId, orderId: riderOrder, vehicleId: 'flhx-2016' });
    expect(onBike.status).toBe(201);
    expect((await moderate(onBike.body.id, { status: 'approved' })).status).toBe(200);
    expect(await publicReviews(productId, '?vehicle=flhx-2016')).toMatchObject({ total: 1, items: [{ id: onBike.body.id, vehicleId: 'flhx-2016' }] });
    expect((await publicReviews(productId, '?vehicle=fxst-2004')).total).toBe(0);
    expect((await publicReviews(productId)).total).toBe(3);
    expect((await api(`/api/products/${productId}/reviews?vehicle=NOT%20A%20BIKE`)).status).toBe(400);
    expect((await moderate(onBike.body.id, { status: 'rejected', reason: 'Test: poza próbą głosów' })).status).toBe(200);
    expect((await api(`/api/products/${productId}/reviews`)).headers.get('cache-control')).toBe('public, max-age=60');

    const vote = (json: object, token?: string) => api(`/api/reviews/${encodeURIComponent(low.reviewId)}/helpful`, { method: 'POST', json, token });
    const browser = crypto.randomUUID();
    // The same browser ten times at once, and the same signed-in voter five times at once: one vote each.
    const voter = await newUser();
    const answers = await Promise.all([...Array.from({ length: 10 }, () => vote({ visitorId: browser })), ...Array.from({ length: 5 }, () => vote({}, voter.token))]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.counted)).toHaveLength(2);
    // Five other browsers at once: all count.
    await Promise.all(Array.from({ length: 5 }, () => vote({ visitorId: crypto.randomUUID() })));
    expect((await publicReviews(productId, '?sort=helpful')).items[0]).toMatchObject({ id: low.reviewId, helpful: 7 });
    // Without a browser id or a sign-in: 400; on one's own review: 403.
    expect((await vote({})).status).toBe(400);
    expect((await vote({}, low.token)).status).toBe(403);

    const report = await api(`/api/reviews/${encodeURIComponent(high.reviewId)}/reports`, { method: 'POST', json: { visitorId: browser, reason: 'Reklama innego sklepu' } });
    expect(report.body).toEqual({ reported: true });
    const reported = (await api('/api/admin/reviews?status=approved&reported=1', { token: admin })).body;
    expect(reported.items.find((r: { id: string }) => r.id === high.reviewId)).toMatchObject({ reports: 1 });
    expect(reported.reportReasons[high.reviewId]).toEqual(['Reklama innego sklepu']);
  });
});

/**
 * One photo through the verified pipeline: a ticket, the POST to storage, then (by `complete`) the
 * server's check. `token`: a signed-in buyer's session, or `{ link }` a guest's review link.
 */
async function uploadReviewPhoto(token: string | { link: string }, bytes?: Buffer, contentType = 'image/png') {
  const body = bytes ?? (await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 40, b: 40 } } }).png().toBuffer());
  const ticket =
    typeof token === 'string'
      ? await api('/api/me/review-photos', { method: 'POST', token, json: { contentType, size: body.length } })
      : await api('/api/guest/review-photos', { method: 'POST', json: { contentType, size: body.length, token: token.link } });
  expect(ticket.status).toBe(200);
  const { uploadId, url, fields } = uploadTicketSchema.parse(ticket.body);
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(body)], { type: contentType }));
  expect((await fetch(url, { method: 'POST', body: form })).status).toBeLessThan(300);
  const complete = (as: string | { link: string } = token) =>
    typeof as === 'string'
      ? api(`/api/me/review-photos/${uploadId}/complete`, { method: 'POST', token: as })
      : api(`/api/guest/review-photos/${uploadId}/complete`, { method: 'POST', json: { token: as.link } });
  return { uploadId, complete };
}

describe('review photos', () => {
  it('publishes a buyer\'s photos through the verified pipeline; an approved review shows them and the "with photos" filter finds it', async () => {
    const productId = await newProduct();
    const [buyer, other] = await Promise.all([newUser(undefined, 'Anna Nowak'), newUser()]);
    const orderId = await paidOrder(productId, buyer.token);

    const first = await uploadReviewPhoto(buyer.token);
    // Someone else cannot complete (and so claim) the buyer's upload: 404, as for a missing one.
    expect((await first.complete(other.token)).status).toBe(404);
    const done = await first.complete();
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ key: `reviews/${first.uploadId}` });
    expect((await fetch(`${baseUrl()}/media/reviews/${first.uploadId}/w400.webp`)).headers.get('content-type')).toBe('image/webp');

    // Type and size are checked before the upload; what is not an image after it.
    const pdf = await api('/api/me/review-photos', { method: 'POST', token: buyer.token, json: { contentType: 'application/pdf', size: 100 } });
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.fields.contentType).toBe('validation.uploadType');
    const big = await api('/api/me/review-photos', { method: 'POST', token: buyer.token, json: { contentType: 'image/jpeg', size: 6 * 1024 * 1024 } });
    expect(big.body.error.fields.size).toBe('validation.uploadTooLarge');
    const fake = await uploadReviewPhoto(buyer.token, Buffer.from('not an image at all'));
    const refused = await fake.complete();
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.file).toBe('validation.uploadType');

    // Another buyer's published photo cannot go on this buyer's review.
    const othersPhoto = await uploadReviewPhoto(other.token);
    expect((await othersPhoto.complete()).status).toBe(200);
    const stolen = await postReview(buyer.token, { ...review, productId, orderId, photos: [`reviews/${othersPhoto.uploadId}`] });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.fields.photos).toBe('validation.reviewPhoto');

    // Five photos: the fifth is one too many.
    const more = await Promise.all([1, 2, 3, 4].map(async () => {
      const u = await uploadReviewPhoto(buyer.token);
      expect((await u.complete()).status).toBe(200);
      return `reviews/${u.uploadId}`;
    }));
    const five = await postReview(buyer.token, { ...review, productId, orderId, photos: [`reviews/${first.uploadId}`, ...more] });
    expect(five.status).toBe(400);
    expect(five.body.error.fields.photos).toBe('validation.reviewPhotos');

    const photos = [`reviews/${first.uploadId}`, ...more.slice(0, 1)];
    const created = await postReview(buyer.token, { ...review, productId, orderId, photos });
    expect(created.status).toBe(201);
    expect((await publicReviews(productId, '?photos=1')).total).toBe(0);
    expect((await moderate(created.body.id, { status: 'approved' })).status).toBe(200);
    await approvedReviewBy(productId, 3);

    const withPhotos = await publicReviews(productId, '?photos=1');
    expect(withPhotos).toMatchObject({ total: 1, items: [{ id: created.body.id, photos }] });
    expect((await publicReviews(productId)).total).toBe(2);
  });
});

describe('review request e-mails and guests', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  const runJob = async () => (await api('/dev/send-review-requests', { method: 'POST' })).body as { sent: number };
  const requestsTo = async (email: string) => (await outbox()).filter((m) => m.kind === 'review-request' && m.to === email);
  const linkIn = (text: string, param: 'token' | 'unsubscribe') => decodeURIComponent(new RegExp(`/review\\?${param}=([^\\s]+)`).exec(text)![1]!);

  it('sends once per order after the set number of days, in the order language, and honours the unsubscribe link', async () => {
    const productId = await newProduct();
    const buyer = await newUser(undefined, 'Ola Recenzentka');
    const [due, early, later] = await Promise.all([paidOrder(productId, buyer.token, 'delivered', { language: 'en' }), paidOrder(productId, buyer.token), paidOrder(productId, buyer.token)]);
    await setDeliveredAt(due, daysAgo(11));
    await setDeliveredAt(early, daysAgo(3));

    await Promise.all([runJob(), runJob()]);
    await runJob();
    const mails = await requestsTo(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(due.slice(0, 8));
    expect(mails[0]!.text).toContain('Review it:'); // the order's language

    // The admin moves the delay: 2 days makes the 3-day-old delivery due.
    expect((await api('/api/admin/review-settings', { method: 'PUT', token: admin, json: { requestDelayDays: 0 } })).status).toBe(400);
    expect((await api('/api/admin/review-settings', { method: 'PUT', token: admin, json: { requestDelayDays: 2 } })).status).toBe(200);
    try {
      // Unsubscribed by the link of the first e-mail: nothing more to this address.
      expect((await api('/api/review-requests/unsubscribe', { method: 'POST', json: { token: linkIn(mails[0]!.text, 'unsubscribe') + 'x' } })).status).toBe(403);
      expect((await api('/api/review-requests/unsubscribe', { method: 'POST', json: { token: linkIn(mails[0]!.text, 'unsubscribe') } })).body).toEqual({ unsubscribed: true });
      await setDeliveredAt(later, daysAgo(5));
      await runJob();
      expect(await requestsTo(buyer.email)).toHaveLength(1);
    } finally {
      await api('/api/admin/review-settings', { method: 'PUT', token: admin, json: { requestDelayDays: 10 } });
    }
  });

  it('carries RFC 8058 one-click unsubscribe headers whose POST, with no session, stops further requests', async () => {
    const productId = await newProduct();
    const buyer = await newUser(undefined, 'Ewa Jednoklik');
    const [first, second] = await Promise.all([paidOrder(productId, buyer.token), paidOrder(productId, buyer.token)]);
    await setDeliveredAt(first, daysAgo(11));
    await runJob();
    const [mail] = await requestsTo(buyer.email);
    expect(mail, 'the first order\'s review request').toBeDefined();
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = mail!.headers?.['List-Unsubscribe'] ?? '';
    expect(header).toMatch(/^<https?:\/\/[^>]+>$/);
    const url = new URL(header.slice(1, -1));
    expect(url.origin).toBe(baseUrl());
    const path = url.pathname + url.search;

    // A visit (a mail scanner, a client that only opens links) unsubscribes nobody: it leads to the page's button.
    const visited = await api(path, { redirect: 'manual' });
    expect(visited.status).toBe(303);
    expect(new URL(visited.headers.get('location')!).pathname).toBe('/review');
    // An altered link is refused.
    const altered = path.replace(/token=([^&]+)/, (_, t: string) => `token=${t.slice(0, -2)}xx`);
    const oneClick = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' };
    expect((await api(altered, oneClick)).status).toBe(403);
    await setDeliveredAt(second, daysAgo(11));
    // The one-click POST as a mail client sends it: no session, a form body; the address gets no more requests.
    const clicked = await api(path, oneClick);
    expect(clicked.status).toBe(200);
    await runJob();
    expect(await requestsTo(buyer.email)).toHaveLength(1);
  });

  it('lets a guest review through the signed link of the e-mail, once; a forged link is refused', async () => {
    const productId = await newProduct();
    const guestEmail = `gosc-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const orderId = await paidOrder(productId, undefined, 'delivered');
    // The Stripe fake's buyer e-mail is the checkout's: set the guest's address through the order's contact.
    const order = await adminOrder(orderId);
    await setDeliveredAt(orderId, daysAgo(10.5));
    await runJob();
    const mail = (await outbox()).find((m) => m.kind === 'review-request' && m.subject.includes(orderId.slice(0, 8)));
    expect(mail, `no review request for guest order ${orderId} (${order.customerEmail ?? guestEmail})`).toBeDefined();
    const token = linkIn(mail!.text, 'token');

    expect((await api('/api/guest/reviews/lookup', { method: 'POST', json: { token } })).body).toMatchObject({ productId, reviewed: false });
    const forged = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    expect((await api('/api/guest/reviews', { method: 'POST', json: { ...review, token: forged } })).status).toBe(403);
    const created = await api('/api/guest/reviews', { method: 'POST', json: { ...review, token } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', productId, verifiedPurchase: true });
    expect((await api('/api/guest/reviews', { method: 'POST', json: { ...review, token } })).status).toBe(409);
    expect((await api('/api/guest/reviews/lookup', { method: 'POST', json: { token } })).body).toMatchObject({ reviewed: true });

    // Rejected: the guest has no account, so the e-mail with the reason carries a link to correct it.
    expect((await moderate(created.body.id, { status: 'rejected', reason: 'Opinia o sklepie, nie o produkcie' })).status).toBe(200);
    const productName = (await product(productId) as unknown as { name: string }).name;
    const rejection = (await outbox()).find((m) => m.kind === 'review-rejected' && m.subject.includes(productName));
    expect(rejection?.text).toContain('Powód: Opinia o sklepie, nie o produkcie');
    const fresh = linkIn(rejection!.text, 'token');
    expect((await api('/api/guest/reviews/lookup', { method: 'POST', json: { token: fresh } })).body).toMatchObject({
      reviewed: true,
      review: { id: created.body.id, status: 'rejected', rejectionReason: 'Opinia o sklepie, nie o produkcie' },
    });
    // The guest corrects it through that link: back to the queue; a forged link cannot.
    const corrected = { ...review, title: 'Poprawiona', text: 'Tylko o produkcie: pasuje.' };
    expect((await api('/api/guest/reviews', { method: 'PUT', json: { ...corrected, token: forged } })).status).toBe(403);
    const edited = await api('/api/guest/reviews', { method: 'PUT', json: { ...corrected, token: fresh } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.body.id, status: 'pending', title: 'Poprawiona', rejectionReason: null });
  });

  it('counts a guest who reviewed through the link, then signed up and claimed the order, as the same buyer: no second review', async () => {
    const productId = await newProduct();
    const email = `gosc-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const placed = await api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId, quantity: 1 }], delivery: { method: 'pickup' } } });
    await stripeFake.pay(placed.body.sessionId, 'card', email);
    const orderId = placed.body.orderId as string;
    await eventually(() => adminOrder(orderId), (o) => o.status === 'processing');
    for (const status of ['shipped', 'delivered']) expect((await api(`/api/admin/orders/${orderId}`, { method: 'PATCH', token: admin, json: { status } })).status).toBe(200);
    await setDeliveredAt(orderId, daysAgo(10.5));
    await runJob();
    const mail = (await outbox()).find((m) => m.kind === 'review-request' && m.subject.includes(orderId.slice(0, 8)));
    expect(mail, `no review request for guest order ${orderId}`).toBeDefined();
    expect((await api('/api/guest/reviews', { method: 'POST', json: { ...review, token: linkIn(mail!.text, 'token') } })).status).toBe(201);

    const buyer = await newUser(undefined, 'Gość Później Klient', email);
    expect((await api('/api/me/orders/claim', { method: 'POST', token: buyer.token, json: { sessionId: placed.body.sessionId } })).status).toBe(200);
    const reviewable = (await api('/api/me/reviewable', { token: buyer.token })).body.items as { productId: number }[];
    expect(reviewable.map((item) => item.productId)).not.toContain(productId);
    const second = await postReview(buyer.token, { ...review, productId, orderId });
    expect(second.status).toBe(409);
  });

  /** A guest's delivered order of the product, and the review link its request e-mail carries. */
  async function guestLink(productId: number): Promise<string> {
    const orderId = await paidOrder(productId, undefined, 'delivered');
    await setDeliveredAt(orderId, daysAgo(10.5));
    await runJob();
    const mail = (await outbox()).find((m) => m.kind === 'review-request' && m.subject.includes(orderId.slice(0, 8)));
    expect(mail, `no review request for guest order ${orderId}`).toBeDefined();
    return linkIn(mail!.text, 'token');
  }

  it('lets a guest attach up to 4 photos uploaded under their own link; a photo of another link or buyer is refused', async () => {
    const productId = await newProduct();
    const [link, otherLink] = await Promise.all([guestLink(productId), guestLink(productId)]);
    const signedInBuyer = await newUser();
    const asGuest = { link };

    // No session: the link authorises the upload. A link that is not valid does not.
    const forged = link.slice(0, -3) + (link.endsWith('AAA') ? 'BBB' : 'AAA');
    expect((await api('/api/guest/review-photos', { method: 'POST', json: { contentType: 'image/png', size: 1000, token: forged } })).status).toBe(403);
    // The same checks as a signed-in buyer's: type and size before, the bytes after.
    const pdf = await api('/api/guest/review-photos', { method: 'POST', json: { contentType: 'application/pdf', size: 100, token: link } });
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.fields.contentType).toBe('validation.uploadType');
    const big = await api('/api/guest/review-photos', { method: 'POST', json: { contentType: 'image/jpeg', size: 6 * 1024 * 1024, token: link } });
    expect(big.body.error.fields.size).toBe('validation.uploadTooLarge');
    const fake = await uploadReviewPhoto(asGuest, Buffer.from('not an image at all'));
    const refusedFile = await fake.complete();
    expect(refusedFile.status).toBe(400);
    expect(refusedFile.body.error.fields.file).toBe('validation.uploadType');

    const mine = await uploadReviewPhoto(asGuest);
    // Another link (another guest's order) cannot complete, and so claim, this link's upload; nor can a forged one.
    expect((await mine.complete({ link: otherLink })).status).toBe(404);
    expect((await mine.complete({ link: forged })).status).toBe(403);
    const done = await mine.complete();
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ key: `reviews/${mine.uploadId}` });
    expect((await fetch(`${baseUrl()}/media/reviews/${mine.uploadId}/w400.webp`)).headers.get('content-type')).toBe('image/webp');

    // A photo published under another link, or by a signed-in buyer, cannot go on this link's review.
    const othersPhoto = await uploadReviewPhoto({ link: otherLink });
    expect((await othersPhoto.complete()).status).toBe(200);
    const buyersPhoto = await uploadReviewPhoto(signedInBuyer.token);
    expect((await buyersPhoto.complete()).status).toBe(200);
    for (const stolen of [othersPhoto.uploadId, buyersPhoto.uploadId]) {
      const refused = await api('/api/guest/reviews', { method: 'POST', json: { ...review, token: link, photos: [`reviews/${mine.uploadId}`, `reviews/${stolen}`] } });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields.photos).toBe('validation.reviewPhoto');
    }
    // Nor the other way round: this link's photo on the other link's review.
    const wrongWay = await api('/api/guest/reviews', { method: 'POST', json: { ...review, token: otherLink, photos: [`reviews/${mine.uploadId}`] } });
    expect(wrongWay.body.error.fields.photos).toBe('validation.reviewPhoto');

    // Five is one too many; four of the link's own go through.
    const more = await Promise.all([1, 2, 3, 4].map(async () => {
      const u = await uploadReviewPhoto(asGuest);
      expect((await u.complete()).status).toBe(200);
      return `reviews/${u.uploadId}`;
    }));
    const five = await api('/api/guest/reviews', { method: 'POST', json: { ...review, token: link, photos: [`reviews/${mine.uploadId}`, ...more] } });
    expect(five.status).toBe(400);
    expect(five.body.error.fields.photos).toBe('validation.reviewPhotos');
    const photos = [`reviews/${mine.uploadId}`, ...more.slice(0, 3)];
    const created = await api('/api/guest/reviews', { method: 'POST', json: { ...review, token: link, photos } });
    expect(created.status).toBe(201);
    expect((await moderate(created.body.id, { status: 'approved' })).status).toBe(200);
    expect(await publicReviews(productId, '?photos=1')).toMatchObject({ total: 1, items: [{ id: created.body.id, photos }] });
  });
});
