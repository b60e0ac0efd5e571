import type { FakePoint } from './points.js';
import { FLOWS, nextStatus, SHIPX_STATUSES, type ShipmentRecord } from './shipments.js';

/**
 * The fake's dev page: every shipment the shop created, and a button that moves a parcel to
 * its next status (or straight to delivered), or a list that puts it in any status of ShipX's
 * (a point, a temporary locker, a delay, a return…), sending the webhook InPost would. Forms post to
 * relative URLs, so the page works directly and behind the dev server's /inpost-fake/ proxy.
 */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; background: #0e1014; color: #e9eaee; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.25rem 1rem 2rem; }
  .badge { display: inline-block; margin: 0 0 1rem; padding: .2rem .6rem; border-radius: 999px; background: #3d2a00; color: #ffc46b; font-size: .8rem; font-weight: 600; }
  h1 { margin: 0 0 .25rem; font-size: 1.8rem; }
  .muted { color: #a3a7b3; }
  ul.cards { list-style: none; margin: 1rem 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; }
  .card { background: #171a21; border: 1px solid #2b303b; border-radius: 12px; padding: 1rem; }
  .card h2 { margin: 0 0 .25rem; font-size: 1.1rem; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: .25rem 1rem; margin: .5rem 0 1rem; }
  dt { color: #a3a7b3; } dd { margin: 0; overflow-wrap: anywhere; }
  ol.flow { display: flex; flex-wrap: wrap; gap: .35rem; list-style: none; padding: 0; margin: 0 0 1rem; }
  ol.flow li { padding: .15rem .5rem; border-radius: 999px; border: 1px solid #3a404d; font-size: .8rem; color: #a3a7b3; }
  ol.flow li[aria-current] { background: #ffc46b; color: #1a1200; border-color: #ffc46b; font-weight: 700; }
  ol.flow li.done { color: #e9eaee; }
  .actions { display: flex; flex-wrap: wrap; gap: .5rem; }
  form { margin: 0; }
  button { padding: .6rem 1rem; border-radius: 8px; border: 1px solid #3a404d; background: #222631; color: #f1f2f5; font: inherit; font-weight: 600; cursor: pointer; }
  button.primary { background: #ffc46b; border-color: #ffc46b; color: #1a1200; }
  select { width: 100%; min-width: 0; padding: .55rem .5rem; border-radius: 8px; border: 1px solid #3a404d; background: #222631; color: #f1f2f5; font: inherit; }
  .any-status { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; flex-basis: 100%; min-width: 0; }
  .any-status select { flex: 1 1 14rem; width: auto; }
  :focus-visible { outline: 3px solid #ffc46b; outline-offset: 2px; }
`;

function card(record: ShipmentRecord): string {
  const s = record.shipment;
  const flow = FLOWS[s.service];
  const current = flow.indexOf(s.status);
  const next = nextStatus(record);
  const title = `Shipment ${s.id}${s.reference ? ` · ${s.reference}` : ''}`;
  return `<li class="card" aria-labelledby="s${s.id}">
  <h2 id="s${s.id}">${escape(title)}</h2>
  <dl>
    <dt>Service</dt><dd>${escape(s.service)}</dd>
    <dt>Tracking number</dt><dd>${escape(s.tracking_number ?? 'waiting for confirmation')}</dd>
    ${s.custom_attributes.target_point ? `<dt>Locker</dt><dd>${escape(s.custom_attributes.target_point)}</dd>` : ''}
    <dt>Status</dt><dd data-testid="status-${s.id}">${escape(s.status)}</dd>
  </dl>
  <ol class="flow" aria-label="Statuses of shipment ${s.id}">${flow.map((f, i) => `<li${i === current ? ' aria-current="step"' : i < current ? ' class="done"' : ''}>${escape(f)}</li>`).join('')}</ol>
  <div class="actions">
    ${next && s.status !== 'created' ? `<form method="post" action="shipments/${s.id}/advance"><button class="primary" type="submit">Next status: ${escape(next)} (shipment ${s.id})</button></form>` : ''}
    ${next && s.status !== 'created' ? `<form method="post" action="shipments/${s.id}/advance?to=delivered"><button type="submit">Deliver now (shipment ${s.id})</button></form>` : ''}
    ${!next ? '<p class="muted">Delivered: nothing more happens to this parcel.</p>' : ''}
    ${s.status !== 'created' ? `<form method="post" action="shipments/${s.id}/status" class="any-status"><label for="st${s.id}">Any ShipX status</label> <select id="st${s.id}" name="status">${SHIPX_STATUSES.map((st) => `<option${st === s.status ? ' selected' : ''}>${st}</option>`).join('')}</select> <button type="submit">Set status (shipment ${s.id})</button></form>` : ''}
    ${s.status === 'created' ? '<p class="muted">InPost confirms new shipments within a moment; reload the page.</p>' : ''}
  </div>
</li>`;
}

export function renderDevPage(records: ShipmentRecord[], points: readonly FakePoint[]): string {
  const newest = [...records].sort((a, b) => b.shipment.id - a.shipment.id);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>InPost fake · shipments (local)</title><style>${STYLE}</style></head>
<body><main>
<p class="badge">Local InPost ShipX fake · no real parcels</p>
<h1>Shipments</h1>
<p class="muted">Each step sends InPost's <code>shipment_status_changed</code> webhook to the shop. ${points.length} parcel lockers are known (try Kraków, 30-001, Brzesko or KRA010 in the shop's picker).</p>
${newest.length ? `<ul class="cards">${newest.map(card).join('\n')}</ul>` : '<p>No shipments yet: ship a paid order from the admin area.</p>'}
</main></body></html>`;
}
