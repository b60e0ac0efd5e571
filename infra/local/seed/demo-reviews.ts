import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { signReviewLink } from '../../../functions/reviews/review-links.js';
import type { LocalStack } from '../stack.js';

/**
 * Demo reviews (issue 29), written the way real ones are: demo buyers place orders on the running
 * stack (checkout, paid on the Stripe fake, moved to delivered by the admin), review them (the demo
 * customer signed in; guests through the review request's signed link), and the admin approves
 * them through the moderation route. Nothing is written to the table directly, so the ledger, the
 * statistics and the catalogue hold what the shop itself would. `npm start` runs it once, after
 * the first seeding; the test stacks do not (their ledgers start empty).
 */
interface DemoReview {
  /** Which of the first products in stock (the demo catalogue's stock is generated). */
  product: 0 | 1 | 2;
  stars: number;
  title: string;
  text: string;
  /** A demo account's order; otherwise a guest's (the Stripe fake's one test buyer: one review per product). */
  as?: 'customer' | 'dealer';
  reply?: string;
}

const DEMO_REVIEWS: DemoReview[] = [
  { product: 0, stars: 5, title: 'Pasuje bez przeróbek', text: 'Założone w Softailu z 2004 roku. Spasowanie idealne, śruby w komplecie.\nPo 2000 km bez zarzutu.', as: 'customer', reply: 'Dziękujemy! Szerokiej drogi.' },
  { product: 0, stars: 4, title: 'Solidna robota', text: 'Jakość wykonania bardzo dobra, minus za instrukcję tylko po angielsku.' },
  { product: 0, stars: 2, title: 'Trzeba było dopasować', text: 'Sam produkt w porządku, ale mocowanie wymagało poprawek w warsztacie.', as: 'dealer' },
  { product: 1, stars: 5, title: 'Najlepszy zakup w sezonie', text: 'Polecam każdemu, kto jeździ na długie trasy.' },
  { product: 1, stars: 4, title: 'Dobra cena, dobra jakość', text: 'Przyszło szybko, dobrze zapakowane.', as: 'customer' },
  { product: 2, stars: 3, title: 'Poprawnie', text: 'Spełnia swoje zadanie, bez zachwytów.' },
];

export async function seedDemoReviews(stack: Pick<LocalStack, 'url' | 'userPool' | 'endpoints'>, password: string, log: (line: string) => void): Promise<void> {
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.endpoints.cognito, region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const signIn = async (email: string) =>
    (await cognito.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.userPool.clientId, AuthParameters: { USERNAME: email, PASSWORD: password } }))).AuthenticationResult!
      .IdToken!;
  const call = async (path: string, init: { method?: string; json?: unknown; token?: string } = {}) => {
    const res = await fetch(stack.url + path, {
      method: init.method ?? 'GET',
      headers: { ...(init.json ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.json ? JSON.stringify(init.json) : undefined,
    });
    const body = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
    return body!;
  };
  const [admin, customer, dealer] = await Promise.all([signIn('admin@example.com'), signIn('customer@example.com'), signIn('dealer@example.com')]);
  const inStock = ((await call('/api/products?inStock=true&sortBy=newest')).items as { id: number }[]).map((p) => p.id);
  let written = 0;
  for (const demo of DEMO_REVIEWS) {
    const productId = inStock[demo.product]!;
    const token = demo.as === 'customer' ? customer : demo.as === 'dealer' ? dealer : undefined;
    const placed = await call('/api/checkout', { method: 'POST', token, json: { lineItems: [{ productId, quantity: 1 }], delivery: { method: 'pickup' } } });
    const paid = await fetch(`${stack.endpoints.stripe}/__fake/sessions/${String(placed.sessionId)}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome: 'card' }) });
    if (!paid.ok) throw new Error(`the Stripe fake did not take the payment: ${paid.status}`);
    const orderId = String(placed.orderId);
    for (let i = 0; i < 100 && (await call(`/api/admin/orders/${orderId}`, { token: admin })).status !== 'processing'; i++) await new Promise((r) => setTimeout(r, 100));
    for (const status of ['shipped', 'delivered']) await call(`/api/admin/orders/${orderId}`, { method: 'PATCH', token: admin, json: { status } });
    const content = { stars: demo.stars, title: demo.title, text: demo.text };
    const review = token
      ? await call('/api/me/reviews', { method: 'POST', token, json: { ...content, productId, orderId } })
      : await call('/api/guest/reviews', { method: 'POST', json: { ...content, token: await signReviewLink({ orderId, productId }) } });
    await call(`/api/admin/reviews/${encodeURIComponent(String(review.id))}`, { method: 'PATCH', token: admin, json: { status: 'approved', ...(demo.reply ? { reply: demo.reply } : {}) } });
    written++;
  }
  log(`Demo reviews: ${written} written by demo buyers on delivered demo orders, approved.`);
}
