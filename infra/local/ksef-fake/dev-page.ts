import type { KsefFakeKeys, KsefFakeMode, ReceivedInvoice } from './server.js';

const esc = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

const modes: { value: KsefFakeMode; label: string }[] = [
  { value: 'accept', label: 'Accept invoices (KSeF number + UPO)' },
  { value: 'reject', label: 'Reject every invoice sent (status 450, with the reason below)' },
  { value: 'unavailable', label: 'Unavailable (every API call answers 503)' },
];

const keySets: { value: KsefFakeKeys; label: string }[] = [
  { value: 'original', label: 'Original key only' },
  { value: 'both', label: 'Planned rotation: original and a newer key, both accepted (the shop should pick the newer)' },
  { value: 'rotated', label: 'Emergency rotation: only the newer key; the original answers 21470' },
];

interface DevPageState {
  mode: KsefFakeMode;
  rejectReason: string;
  invoices: ReceivedInvoice[];
  keys: KsefFakeKeys;
  keyUse: { call: string; publicKeyId: string | null; refused: boolean }[];
  failNext: { unauthorized: number; unknownKey: number };
}

/** The KSeF fake's dev page: how it answers now, its encryption keys, and what the shop has sent it. */
export function renderKsefDevPage({ mode, rejectReason: reason, invoices, keys, keyUse, failNext }: DevPageState): string {
  const lastKeys = keyUse
    .slice(-5)
    .reverse()
    .map((k) => `<li>${esc(k.call)}: <code>${esc(k.publicKeyId ?? '(none named)')}</code>${k.refused ? ' — refused 21470' : ''}</li>`)
    .join('');
  const armed = [failNext.unauthorized ? `401 on the next ${failNext.unauthorized} authenticated call(s)` : '', failNext.unknownKey ? `21470 on the next ${failNext.unknownKey} call(s) naming a key` : ''].filter(Boolean).join(', ');
  const rows = invoices
    .slice()
    .reverse()
    .map(
      (i) =>
        `<tr><td>${esc(i.receivedAt)}</td><td>${esc(i.invoiceNumber ?? '—')}${i.kind === 'KOR' ? `<br><small>KOR of <code>${esc(i.corrects ?? '—')}</code></small>` : ''}</td><td>${esc(i.buyer ?? '—')}</td><td>${i.status.code} ${esc(i.status.description)}${i.status.details?.length ? `<br><small>${esc(i.status.details.join('; '))}</small>` : ''}</td><td><code>${esc(i.ksefNumber ?? '—')}</code></td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>KSeF fake</title>
<style>body{font:15px/1.5 system-ui,sans-serif;background:#111;color:#eee;margin:0;padding:1.5rem;max-width:70rem}h1{font-size:1.4rem}fieldset{border:1px solid #444;padding:1rem;margin:0 0 1rem}label{display:block;margin:.3rem 0}input[type=text]{width:100%;max-width:40rem;padding:.4rem;background:#222;color:#eee;border:1px solid #555}button{margin-top:.8rem;padding:.5rem 1rem;background:#e8a33d;color:#111;border:0;font-weight:700;cursor:pointer}button:focus-visible,input:focus-visible{outline:3px solid #fff;outline-offset:2px}table{border-collapse:collapse;width:100%;display:block;overflow-x:auto}td,th{border-bottom:1px solid #333;padding:.4rem;text-align:left;vertical-align:top}code{word-break:break-all}</style></head>
<body><h1>KSeF fake — local development</h1><p>A stand-in for KSeF API 2.0 (test environment). Current mode: <strong>${mode}</strong>.</p>
<form method="post" action="mode"><fieldset><legend>How KSeF answers</legend>
${modes.map((m) => `<label><input type="radio" name="mode" value="${m.value}"${m.value === mode ? ' checked' : ''}> ${m.label}</label>`).join('')}
<label for="reason">Rejection reason</label><input type="text" id="reason" name="reason" value="${esc(reason)}">
<button type="submit">Apply</button></fieldset></form>
<form method="post" action="keys"><fieldset><legend>The Ministry's encryption keys</legend>
${keySets.map((k) => `<label><input type="radio" name="keys" value="${k.value}"${k.value === keys ? ' checked' : ''}> ${k.label}</label>`).join('')}
<button type="submit">Publish</button></fieldset></form>
<form method="post" action="fail-next"><fieldset><legend>Answer one call with an error</legend>
<p>Armed: <strong>${armed || 'nothing'}</strong>.</p>
<button type="submit" name="error" value="401">Next authenticated call: 401</button> <button type="submit" name="error" value="21470">Next call naming a key: 21470</button>
${lastKeys ? `<p>Keys named by the last encrypted calls:</p><ul>${lastKeys}</ul>` : ''}</fieldset></form>
<h2>Invoices received (${invoices.length})</h2><table><thead><tr><th>Received</th><th>Invoice</th><th>Buyer</th><th>Status</th><th>KSeF number</th></tr></thead><tbody>${rows || '<tr><td colspan="5">None yet.</td></tr>'}</tbody></table></body></html>`;
}
