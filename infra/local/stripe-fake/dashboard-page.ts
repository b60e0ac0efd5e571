import { escape, formatAmount, layout } from './pay-page.js';
import type { RefundRecord } from './refunds.js';
import type { SessionRecord } from './sessions.js';

/**
 * The fake's dev page (`/`, behind the dev server at /stripe-fake/): every Checkout Session and
 * refund, newest first, with the buttons a developer needs to drive what the real Stripe would
 * do on its own: expire an open session, refund a payment (all of it, or an amount), and make a
 * pending refund succeed or fail. Forms post to relative URLs, so it works behind the proxy.
 */
const MAX_ROWS = 50;

function sessionRow(record: SessionRecord): string {
  const s = record.session;
  const paid = record.charge ? s.amount_total - record.charge.amountRefunded : 0;
  const actions = [
    s.status === 'open' ? `<a href="pay/${escape(s.id)}">Payment page</a>` : '',
    s.status === 'open' ? `<form method="post" action="dashboard/expire/${escape(s.id)}"><button type="submit">Expire now</button></form>` : '',
    paid > 0
      ? `<form method="post" action="dashboard/refund/${escape(s.id)}"><label class="muted" for="amount-${escape(s.id)}">zł</label><input id="amount-${escape(s.id)}" name="amount" inputmode="decimal" placeholder="all"><button type="submit" class="danger">Refund</button></form>`
      : '',
  ].filter(Boolean);
  return `<tr><th scope="row"><code>${escape(s.id.slice(0, 24))}…</code><span class="each">${escape(s.client_reference_id ?? '—')}</span></th>
<td><span class="tag">${escape(s.status)}</span> <span class="tag">${escape(s.payment_status)}</span>${record.charge ? `<span class="each">refunded ${formatAmount(record.charge.amountRefunded, s.currency)}</span>` : ''}</td>
<td>${formatAmount(s.amount_total, s.currency)}</td>
<td><div class="row">${actions.join('') || '<span class="muted">—</span>'}</div></td></tr>`;
}

function refundRow(record: RefundRecord): string {
  const r = record.refund;
  const pending = r.status === 'pending' || r.status === 'requires_action';
  const actions = pending
    ? `<form method="post" action="dashboard/refund-succeed/${escape(r.id)}"><button type="submit">Succeed</button></form><form method="post" action="dashboard/refund-fail/${escape(r.id)}"><button type="submit" class="danger">Fail</button></form>`
    : '<span class="muted">—</span>';
  return `<tr><th scope="row"><code>${escape(r.id)}</code><span class="each">${escape(r.payment_intent)}${r.metadata.orderId ? ` · order ${escape(r.metadata.orderId.slice(0, 8))}` : ''}</span></th>
<td><span class="tag">${escape(r.status)}</span>${r.failure_reason ? `<span class="each">${escape(r.failure_reason)}</span>` : ''}</td>
<td>${formatAmount(r.amount, r.currency)}</td><td><div class="row">${actions}</div></td></tr>`;
}

export function renderDashboard(sessions: SessionRecord[], refunds: RefundRecord[]): string {
  const table = (caption: string, head: string[], rows: string[], empty: string) =>
    `<section class="panel"><h2>${caption}</h2>${rows.length ? `<table><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>${rows.join('\n')}</tbody></table>` : `<p class="muted">${empty}</p>`}</section>`;
  return layout(
    'Stripe fake',
    `<h1>Stripe fake</h1>
<p class="lead muted">Checkout Sessions and refunds the shop made, newest first (at most ${MAX_ROWS} each). Every change here sends the shop the signed webhooks Stripe would.</p>
${table('Checkout Sessions', ['Session · order', 'Status', 'Total', 'Actions'], sessions.slice(0, MAX_ROWS).map(sessionRow), 'No session yet: start a checkout in the shop.')}
${table('Refunds', ['Refund · payment', 'Status', 'Amount', 'Actions'], refunds.slice(0, MAX_ROWS).map(refundRow), 'No refund yet.')}`,
  ).replace('<main>', '<main class="wide">');
}
