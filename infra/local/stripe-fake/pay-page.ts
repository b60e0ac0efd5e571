import type { PaymentMethod } from './session-params.js';
import type { PayOutcome, SessionRecord } from './sessions.js';

/**
 * The hosted test page that stands in for checkout.stripe.com: the order, one button per test
 * outcome, and a way back to the shop. No scripts, and forms post to the page's own URL (no
 * `action`), so it works both directly and behind the dev server's `/stripe-fake/` proxy.
 */

export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const NBSP = '\u00a0';
/**
 * `1 234,56 zł`, the shop's own format (web/src/lib/money.ts), written again here so that the
 * fake, which stands in for an outside service, depends on nothing in the shop.
 */
export function formatAmount(amount: number, currency: string): string {
  const units = Math.floor(Math.abs(amount) / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const value = `${amount < 0 ? '-' : ''}${units},${String(Math.abs(amount) % 100).padStart(2, '0')}`;
  return currency === 'pln' ? `${value}${NBSP}zł` : `${value}${NBSP}${currency.toUpperCase()}`;
}

const expiryFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', dateStyle: 'medium', timeStyle: 'short' });

const STYLE = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; background: #0e1014; color: #e9eaee; }
  main { max-width: 30rem; margin: 0 auto; padding: 1.25rem 1rem 2rem; }
  main.wide { max-width: 64rem; }
  .row { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
  .row form { display: flex; gap: .5rem; align-items: center; }
  .row button, .row input { width: auto; padding: .45rem .7rem; }
  .row input { max-width: 8rem; }
  .tag { display: inline-block; padding: .1rem .5rem; border-radius: 999px; background: #222631; font-size: .8rem; }
  code { overflow-wrap: anywhere; }
  .badge { display: inline-block; margin: 0 0 1rem; padding: .2rem .6rem; border-radius: 999px; background: #3d2a00; color: #ffc46b; font-size: .8rem; font-weight: 600; letter-spacing: .02em; }
  h1 { margin: 0 0 .25rem; font-size: 1.9rem; line-height: 1.2; }
  h2 { margin: 0 0 .5rem; font-size: 1rem; color: #b9bcc6; font-weight: 600; }
  .muted { color: #a3a7b3; }
  .lead { margin: 0 0 1.5rem; }
  .panel { background: #171a21; border: 1px solid #2b303b; border-radius: 12px; padding: 1rem; margin: 0 0 1.25rem; }
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: .55rem 0; text-align: left; vertical-align: top; border-bottom: 1px solid #2b303b; }
  th { font-weight: 500; }
  td { text-align: right; white-space: nowrap; padding-left: 1rem; }
  .each { display: block; font-size: .875rem; color: #a3a7b3; font-weight: 400; }
  tfoot th, tfoot td { border-bottom: 0; font-weight: 700; font-size: 1.05rem; padding-top: .8rem; }
  form { display: grid; gap: .6rem; }
  fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: .6rem; }
  legend { padding: 0; margin-bottom: .6rem; }
  label { font-weight: 600; }
  input { width: 100%; padding: .65rem .75rem; border-radius: 8px; border: 1px solid #454b59; background: #0e1014; color: inherit; font: inherit; }
  button { width: 100%; padding: .8rem 1rem; border-radius: 8px; border: 1px solid #3a404d; background: #222631; color: #f1f2f5; font: inherit; font-weight: 600; cursor: pointer; }
  button:hover { background: #2b303d; }
  button.primary { background: #4f46e5; border-color: #4f46e5; color: #fff; }
  button.primary:hover { background: #4338ca; }
  button.danger { border-color: #8a3b35; color: #ffb4ab; }
  button.link { background: none; border: 0; color: #c7c2ff; text-decoration: underline; font-weight: 500; }
  :focus-visible { outline: 3px solid #ffc46b; outline-offset: 2px; }
  .hint { margin: 0; font-size: .875rem; color: #a3a7b3; }
  .error { margin: 0; padding: .6rem .75rem; border-radius: 8px; background: #3b1512; color: #ffb4ab; }
  .field { display: grid; gap: .35rem; margin-bottom: .4rem; }
  a { color: #c7c2ff; }
  footer { margin-top: 1.5rem; font-size: .8rem; color: #8d92a0; overflow-wrap: anywhere; }
`;

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · Stripe test page (local)</title>
<style>${STYLE}</style></head>
<body><main>
<p class="badge">Local Stripe test page · no real payment</p>
${body}
</main></body></html>`;
}

const BUTTONS: Array<{ outcome: Exclude<PayOutcome, 'cancel'>; method: PaymentMethod; label: string; className?: string }> = [
  { outcome: 'card', method: 'card', label: 'Pay with card', className: 'primary' },
  { outcome: 'blik', method: 'blik', label: 'Pay with BLIK' },
  { outcome: 'p24', method: 'p24', label: 'Pay with Przelewy24' },
  { outcome: 'fail', method: 'blik', label: 'BLIK — payment fails later', className: 'danger' },
];

export interface PayPageOptions {
  /** How long BLIK takes to settle, for the hint. */
  settleDelayMs: number;
  /** A message about the last attempt (an unreadable NIP), shown above the form. */
  error?: string;
  /** What the buyer typed, kept when the page is shown again with an error. */
  taxId?: string;
}

export function renderPayPage(record: SessionRecord, options: PayPageOptions): string {
  const s = record.session;
  const rows = record.lineItems
    .map(
      (item) => `<tr><th scope="row">${escape(item.description)}<span class="each">${item.quantity} × ${formatAmount(item.price.unit_amount, item.currency)}</span></th><td>${formatAmount(item.amount_total, item.currency)}</td></tr>`,
    )
    .join('\n');
  const buttons = BUTTONS.filter((b) => s.payment_method_types.includes(b.method))
    .map((b) => `<button type="submit" name="outcome" value="${b.outcome}"${b.className ? ` class="${b.className}"` : ''}>${escape(b.label)}</button>`)
    .join('\n');
  const offersBlik = s.payment_method_types.includes('blik');
  const taxId = s.tax_id_collection.enabled
    ? `<div class="field"><label for="tax_id">NIP <span class="muted">(optional, for a VAT invoice)</span></label>
<input id="tax_id" name="tax_id" inputmode="numeric" autocomplete="off" placeholder="123-456-78-90" value="${escape(options.taxId ?? '')}"${options.error ? ' aria-invalid="true" aria-describedby="form-error"' : ''}></div>`
    : '';
  const total = formatAmount(s.amount_total, s.currency);
  return layout(
    `Pay ${total}`,
    `<h1>Pay ${escape(total)}</h1>
<p class="lead muted">${s.customer_email ? `Order for ${escape(s.customer_email)}. ` : ''}Choose how this test payment should go.</p>
<section class="panel" aria-labelledby="summary">
<h2 id="summary">Order summary</h2>
<table>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row">Total</th><td>${escape(total)}</td></tr></tfoot>
</table>
</section>
<form method="post">
${options.error ? `<p class="error" id="form-error" role="alert">${escape(options.error)}</p>` : ''}
${taxId}
<fieldset>
<legend class="muted">Test outcome</legend>
${buttons}
</fieldset>
${offersBlik ? `<p class="hint">BLIK completes the order unpaid; about ${Math.round(options.settleDelayMs / 100) / 10} s later the payment succeeds or, with “fails later”, is refused.</p>` : ''}
${s.cancel_url ? '<button type="submit" name="outcome" value="cancel" class="link">Cancel and return to the shop</button>' : ''}
</form>
<footer>Test session <code>${escape(s.id)}</code>${s.client_reference_id ? ` · reference <code>${escape(s.client_reference_id)}</code>` : ''} · expires ${escape(expiryFormat.format(new Date(s.expires_at * 1000)))} (Warsaw time)</footer>`,
  );
}

/** A short page with a heading, a sentence and at most one link: "already paid", "expired", "not found". */
export function renderMessagePage(title: string, message: string, link?: { href: string; label: string }): string {
  return layout(title, `<h1>${escape(title)}</h1>
<p>${escape(message)}</p>
${link ? `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>` : ''}`);
}
