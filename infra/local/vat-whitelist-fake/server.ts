import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the Ministry of Finance's VAT white list (Wykaz podatników VAT, wl-api.mf.gov.pl,
 * no key), answering the one call the shop makes with the register's documented shapes:
 *
 *   GET /api/search/nip/{nip}?date=YYYY-MM-DD
 *     200 { result: { subject: { name, nip, statusVat: 'Czynny'|'Zwolniony'|'Niezarejestrowany',
 *            regon, krs, residenceAddress, workingAddress, accountNumbers, … } | null,
 *            requestId, requestDateTime } }
 *     400 { code: 'WL-1xx', message }   (missing or malformed NIP or date)
 *
 *   Dev page: GET /  ·  POST /mode (form: mode=normal|unavailable)
 *   Test hook: POST /__fake/mode {"mode"}  ·  GET /health
 */
export type WhitelistMode = 'normal' | 'unavailable';

interface Subject {
  name: string;
  nip: string;
  statusVat: 'Czynny' | 'Zwolniony' | 'Niezarejestrowany';
  regon: string;
  krs: string | null;
  residenceAddress: string | null;
  workingAddress: string | null;
}

/** The companies it knows (valid NIPs); any other valid NIP is unknown (subject null). */
export const knownCompanies: Subject[] = [
  { name: 'MOTO DILER SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ', nip: '5260250274', statusVat: 'Czynny', regon: '012345678', krs: '0000123456', residenceAddress: null, workingAddress: 'UL. DŁUGA 12, 31-147 KRAKÓW' },
  { name: 'WARSZTAT MOTOCYKLOWY JAN NOWAK', nip: '6772314517', statusVat: 'Zwolniony', regon: '123456785', krs: null, residenceAddress: 'UL. POLNA 3, 32-800 BRZESKO', workingAddress: null },
  { name: 'CUSTOM BIKES POZNAŃ SPÓŁKA JAWNA (WYKREŚLONA)', nip: '7251880137', statusVat: 'Niezarejestrowany', regon: '234567890', krs: '0000654321', residenceAddress: null, workingAddress: 'UL. GŁOGOWSKA 100, 60-101 POZNAŃ' },
];

function validNip(nip: string): boolean {
  if (!/^\d{10}$/.test(nip)) return false;
  const w = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  return w.reduce((s, x, i) => s + x * Number(nip[i]), 0) % 11 === Number(nip[9]);
}

const esc = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

export function createVatWhitelistFake() {
  const state = { mode: 'normal' as WhitelistMode, lookups: [] as { nip: string; at: string }[] };

  function send(res: ServerResponse, status: number, body: unknown, contentType = 'application/json') {
    res.writeHead(status, { 'content-type': contentType });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  }
  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function page(): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>VAT white list fake</title>
<style>body{font:15px/1.5 system-ui,sans-serif;background:#111;color:#eee;margin:0;padding:1.5rem;max-width:60rem}fieldset{border:1px solid #444;padding:1rem}label{display:block}button{margin-top:.8rem;padding:.5rem 1rem;background:#e8a33d;color:#111;border:0;font-weight:700}button:focus-visible,input:focus-visible{outline:3px solid #fff;outline-offset:2px}table{border-collapse:collapse;width:100%;display:block;overflow-x:auto}td,th{border-bottom:1px solid #333;padding:.4rem;text-align:left}</style></head>
<body><h1>VAT white list fake — local development</h1><p>Stands in for wl-api.mf.gov.pl. Mode: <strong>${state.mode}</strong>.</p>
<form method="post" action="mode"><fieldset><legend>How the register answers</legend>
<label><input type="radio" name="mode" value="normal"${state.mode === 'normal' ? ' checked' : ''}> Normal</label>
<label><input type="radio" name="mode" value="unavailable"${state.mode === 'unavailable' ? ' checked' : ''}> Unavailable (503)</label>
<button type="submit">Apply</button></fieldset></form>
<h2>Companies it knows</h2><table><thead><tr><th>NIP</th><th>Name</th><th>VAT status</th><th>Address</th></tr></thead><tbody>
${knownCompanies.map((c) => `<tr><td>${c.nip}</td><td>${esc(c.name)}</td><td>${c.statusVat}</td><td>${esc(c.workingAddress ?? c.residenceAddress ?? '')}</td></tr>`).join('')}
</tbody></table><p>Any other valid NIP is not in the register.</p></body></html>`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://wl-fake');
    if (url.pathname === '/health') return send(res, 200, { ok: true });
    if (url.pathname === '/' && req.method === 'GET') return send(res, 200, page(), 'text/html; charset=utf-8');
    if ((url.pathname === '/mode' || url.pathname === '/__fake/mode') && req.method === 'POST') {
      const raw = await readBody(req);
      const mode = ((req.headers['content-type'] ?? '').includes('json') ? (JSON.parse(raw || '{}') as { mode?: string }).mode : new URLSearchParams(raw).get('mode')) ?? '';
      if (mode !== 'normal' && mode !== 'unavailable') return send(res, 400, { error: 'mode must be normal or unavailable' });
      state.mode = mode;
      if (url.pathname === '/mode') {
        res.writeHead(303, { location: './' });
        return void res.end();
      }
      return send(res, 200, { mode });
    }
    if (state.mode === 'unavailable') return send(res, 503, '<html><body>Service Unavailable</body></html>', 'text/html');
    const search = /^\/api\/search\/nip\/([^/]*)$/.exec(url.pathname);
    if (search && req.method === 'GET') {
      const nip = decodeURIComponent(search[1]!);
      const date = url.searchParams.get('date');
      if (!nip) return send(res, 400, { code: 'WL-112', message: "Pole 'NIP' nie może być puste." });
      if (nip.length !== 10) return send(res, 400, { code: 'WL-113', message: "Pole 'NIP' ma nieprawidłową długość. Wymagane 10 znaków." });
      if (!/^\d+$/.test(nip)) return send(res, 400, { code: 'WL-114', message: "Pole 'NIP' zawiera niedozwolone znaki. Wymagane tylko cyfry." });
      if (!validNip(nip)) return send(res, 400, { code: 'WL-115', message: 'Nieprawidłowy NIP.' });
      if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return send(res, 400, { code: 'WL-103', message: "Pole 'data' ma nieprawidłowy format." });
      state.lookups.push({ nip, at: new Date().toISOString() });
      const subject = knownCompanies.find((c) => c.nip === nip) ?? null;
      return send(res, 200, {
        result: {
          subject: subject ? { ...subject, pesel: null, representatives: [], authorizedClerks: [], partners: [], registrationLegalDate: '2015-03-01', registrationDenialBasis: null, registrationDenialDate: null, restorationBasis: null, restorationDate: null, removalBasis: null, removalDate: null, accountNumbers: ['12105000997603123456789123'], hasVirtualAccounts: false } : null,
          requestId: `${randomBytes(3).toString('hex')}-${randomBytes(3).toString('hex')}`,
          requestDateTime: new Date().toLocaleString('pl-PL', { timeZone: 'Europe/Warsaw' }).replace(',', ''),
        },
      });
    }
    return send(res, 404, { code: 'WL-100', message: 'Nieznany zasób.' });
  }

  let server: Server | undefined;
  return {
    state,
    async listen(port = 0, host = '127.0.0.1'): Promise<string> {
      server = createServer((req, res) => void handle(req, res).catch((e: unknown) => send(res, 500, { code: 'WL-500', message: (e as Error).message })));
      await new Promise<void>((resolve) => server!.listen(port, host, resolve));
      return `http://${host}:${(server.address() as AddressInfo).port}`;
    },
    close(): Promise<void> {
      return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}
