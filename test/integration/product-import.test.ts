import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishableSafety } from '../support/gpsr-input.js';
import { bootsInput } from '../support/variant-input.js';
import { api, baseUrl } from './api.js';
import { signIn } from './auth.js';
import { eventually } from './stripe-fake-client.js';
import { getStock } from './table.js';

/**
 * The products CSV import (issue 33), through the API as the admin page uses it: the file goes
 * to storage by a presigned POST, a job is started on it (dry run, then apply) and followed
 * until it ends. The file is the export, edited as a spreadsheet would (csv-parse, csv-stringify).
 */
let admin: string;
const marker = `Importowy${Date.now()}`;
type CsvRow = Record<string, string>;

async function newProduct(tag: string, extra: Record<string, unknown> = {}): Promise<number> {
  const created = await api('/api/admin/products', {
    method: 'POST',
    token: admin,
    json: { name: `${marker} ${tag}`, description: 'Opis', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'pistons', price: 12_300, imageUrl: 'https://example.com/p.webp', stock: 5, parcelSize: 'A', weightGrams: 500, ...publishableSafety, productNumber: `IMP-${tag}-${Date.now()}`, ...extra },
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

async function exportRows(query = marker): Promise<{ text: string; rows: CsvRow[] }> {
  const res = await fetch(`${baseUrl()}/api/admin/products/export?q=${encodeURIComponent(query)}`, { headers: { authorization: `Bearer ${admin}` } });
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, rows: parse(text, { bom: true, delimiter: ';', columns: true }) };
}

/** What a spreadsheet saves: BOM, `;`, CRLF, the same header. */
const toCsv = (rows: CsvRow[]) => stringify(rows, { bom: true, delimiter: ';', record_delimiter: 'windows', header: true, columns: Object.keys(rows[0]!) });

async function upload(text: string): Promise<string> {
  const bytes = Buffer.from(text, 'utf8');
  const ticket = await api('/api/admin/imports/upload', { method: 'POST', token: admin, json: { size: bytes.length } });
  expect(ticket.status).toBe(200);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: 'text/csv' }), 'produkty.csv');
  const stored = await fetch(ticket.body.url, { method: 'POST', body: form });
  expect(stored.status).toBeLessThan(300);
  return ticket.body.uploadKey;
}

/** Starts a job on the file and follows it to its end, as the admin page does. */
async function runImport(uploadKey: string, mode: 'dryRun' | 'apply') {
  const started = await api('/api/admin/imports', { method: 'POST', token: admin, json: { uploadKey, mode } });
  expect(started.status).toBe(202);
  expect(started.headers.get('location')).toBe(`/api/admin/imports/${started.body.id}`);
  const done = await eventually(
    () => api(`/api/admin/imports/${started.body.id}`, { token: admin }),
    (res) => res.body.status === 'done' || res.body.status === 'failed',
    30_000,
  );
  return done.body;
}

const stockLog = async (productId: number) => (await api(`/api/admin/products/${productId}/stock-log?limit=100`, { token: admin })).body.entries as { reason: string; change: number; before: number; after: number; importId?: string; by?: string; sku?: string }[];

let pistonId: number;
let gearId: number;
let bootsId: number;

beforeAll(async () => {
  admin = await signIn('admin@example.com');
  pistonId = await newProduct('tłok', { price: 123_450, stock: 7 });
  gearId = await newProduct('zębatka');
  const boots = await api('/api/admin/products', { method: 'POST', token: admin, json: { ...bootsInput(`I${Date.now()}`), name: `${marker} model w rozmiarach` } });
  expect(boots.status).toBe(201);
  bootsId = boots.body.id;
});

describe('the products CSV import', () => {
  it('imports an exported file with three cells edited: the dry run shows exactly them and writes nothing; apply changes exactly them, stock through the log', async () => {
    const before = await exportRows();
    expect(before.rows).toHaveLength(5); // two products and three sizes

    // Edit three cells as a spreadsheet would: a price, a name, one size's units.
    const edited = before.rows.map((row) => ({ ...row }));
    const piston = edited.find((r) => r.id === String(pistonId))!;
    const gear = edited.find((r) => r.id === String(gearId))!;
    const size43 = edited.find((r) => r.id === String(bootsId) && r.variantOptions === 'size=43')!;
    piston.price = '1299,99';
    gear.name = `${marker} zębatka 420`;
    size43.stock = '9';
    const uploadKey = await upload(toCsv(edited));

    const dryRun = await runImport(uploadKey, 'dryRun');
    expect(dryRun).toMatchObject({ status: 'done', mode: 'dryRun', rowsTotal: 5, rowsDone: 5, counts: { create: 0, update: 3, unchanged: 0, error: 0 }, errors: [], failure: null });
    const line = (row: CsvRow) => edited.indexOf(row) + 2;
    // In the file's order.
    const expectedChanges = [
      { line: line(piston), productId: pistonId, sku: piston.sku, field: 'price', old: '1234,50', new: '1299,99' },
      { line: line(gear), productId: gearId, sku: gear.sku, field: 'name', old: `${marker} zębatka`, new: `${marker} zębatka 420` },
      { line: line(size43), productId: bootsId, sku: size43.sku, field: 'variants.1.stock', old: '1', new: '9' },
    ].sort((a, b) => a.line - b.line);
    expect(dryRun.changes).toEqual(expectedChanges);
    // A dry run writes nothing.
    expect((await exportRows()).text).toBe(before.text);

    const applied = await runImport(uploadKey, 'apply');
    expect(applied).toMatchObject({ status: 'done', counts: { create: 0, update: 3, unchanged: 0, error: 0 }, errors: [] });
    expect(applied.changes).toEqual(dryRun.changes);
    // Exactly the edited cells changed: the export now is the edited file, cell for cell.
    expect((await exportRows()).rows).toEqual(edited);
    const boots = await api(`/api/admin/products/${bootsId}`, { token: admin });
    expect(boots.body.stock).toBe(5 + 9 + 0);

    // The stock log shows the import's move with its id and who ran it; the other products' logs have none.
    const [newest] = await stockLog(bootsId);
    expect(newest).toMatchObject({ reason: 'import', change: 8, before: 6, after: 14, importId: applied.id, by: 'admin@example.com', sku: size43.sku });
    expect((await stockLog(pistonId)).map((e) => e.reason)).toEqual(['created']);

    // Applying the same file again changes nothing: no write, no log entry.
    const again = await runImport(uploadKey, 'apply');
    expect(again).toMatchObject({ status: 'done', counts: { create: 0, update: 0, unchanged: 3, error: 0 }, changes: [], errors: [] });
    expect((await stockLog(bootsId)).filter((e) => e.reason === 'import')).toHaveLength(1);
    expect((await exportRows()).rows).toEqual(edited);

    // The report lists every product's outcome.
    const report = await fetch(`${baseUrl()}/api/admin/imports/${applied.id}/report`, { headers: { authorization: `Bearer ${admin}` } });
    expect(report.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const reportRows: CsvRow[] = parse(await report.text(), { bom: true, delimiter: ';', columns: true });
    expect(reportRows.map((r) => [r.line, r.outcome, r.field, r.old, r.new])).toEqual(expectedChanges.map((c) => [String(c.line), 'update', c.field, c.old, c.new]));
  }, 90_000);

  it('creates a product from a row without an id once: the same file applied twice makes one product', async () => {
    const { rows } = await exportRows();
    const sku = `IMP-NEW-${Date.now()}`;
    const row = { ...rows.find((r) => r.variantOptions === '')!, id: '', sku, productNumber: '', name: `${marker} nowa dźwignia`, stock: '4' };
    const uploadKey = await upload(toCsv([row]));
    const first = await runImport(uploadKey, 'apply');
    expect(first.counts).toEqual({ create: 1, update: 0, unchanged: 0, error: 0 });
    const second = await runImport(uploadKey, 'apply');
    expect(second.counts).toEqual({ create: 0, update: 0, unchanged: 1, error: 0 });
    const created = (await exportRows(`${marker} nowa dźwignia`)).rows;
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ sku, productNumber: sku, stock: '4' });
    expect((await stockLog(Number(created[0]!.id)))[0]).toMatchObject({ reason: 'created', after: 4, importId: first.id });
  }, 60_000);

  it('shows each error of a file on its line and column with the form field key, and changes nothing', async () => {
    const before = await exportRows();
    const bad = before.rows.filter((row) => [pistonId, gearId, bootsId].includes(Number(row.id))).map((row) => ({ ...row }));
    const at = (id: number, options = '') => bad.findIndex((r) => r.id === String(id) && r.variantOptions === options);
    bad[at(pistonId)]!.price = 'dużo';
    bad.push({ ...bad[at(gearId)]!, id: '99999999' });
    bad[at(gearId)]!.name = '';
    bad[at(bootsId, 'size=43')]!.variantOptions = 'size=99';
    const uploadKey = await upload(toCsv(bad));
    const column = (name: string) => Object.keys(bad[0]!).indexOf(name) + 1;

    for (const mode of ['dryRun', 'apply'] as const) {
      const job = await runImport(uploadKey, mode);
      expect(job.status).toBe('done');
      expect(job.errors).toEqual(
        expect.arrayContaining([
          { line: at(pistonId) + 2, column: column('price'), field: 'price', code: 'validation.pricePositive' },
          { line: at(gearId) + 2, column: column('name'), field: 'name', code: 'validation.productNameRequired' },
          { line: at(bootsId, 'size=99') + 2, column: column('variantOptions'), field: 'variants.1.options', code: 'import.readOnly' },
          { line: bad.length + 1, column: column('id'), field: 'id', code: 'import.productUnknown' },
        ]),
      );
      expect(job.changes).toEqual([]);
      expect((await exportRows()).text).toBe(before.text);
    }
  }, 60_000);

  it('refuses a bad start (400 on the field) and answers 404 for an unknown import; admins only', async () => {
    const bad = await api('/api/admin/imports', { method: 'POST', token: admin, json: { uploadKey: '../etc/passwd', mode: 'now' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['mode', 'uploadKey']);
    expect((await api(`/api/admin/imports/${crypto.randomUUID()}`, { token: admin })).status).toBe(404);
    const customer = await signIn('customer@example.com');
    expect((await api('/api/admin/imports/upload', { method: 'POST', token: customer, json: { size: 10 } })).status).toBe(403);
    const missing = await runImport(`imports/${crypto.randomUUID()}.csv`, 'dryRun');
    expect(missing).toMatchObject({ status: 'failed', failure: 'import.fileMissing' });
  });

  it('sets the absolute stock the file says while buyers check out: the checkouts after it count from it, the log stays one chain (10 rounds)', async () => {
    const productId = await newProduct('wyścig', { stock: 50 });
    const checkout = () => api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId, quantity: 1 }], delivery: { method: 'pickup' } } });
    const sku = (await exportRows(`${marker} wyścig`)).rows[0]!.sku;
    for (let round = 0; round < 10; round++) {
      const target = 40 + round;
      const uploadKey = await upload(toCsv([{ id: String(productId), sku, stock: String(target) }]));
      const [job, a, b] = await Promise.all([runImport(uploadKey, 'apply'), checkout(), checkout()]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const log = (await stockLog(productId)).reverse();
      const importEntry = log.find((e) => e.importId === job.id);
      // Unless the stock already was the target, the import's entry ends exactly at the file's number…
      if (job.counts.update) expect(importEntry!.after).toBe(target);
      // …and the holds after it count down from there; nothing is lost either way.
      const holdsAfter = importEntry ? log.slice(log.indexOf(importEntry) + 1).filter((e) => e.reason === 'hold').length : 2;
      if (importEntry) expect(await getStock(productId)).toBe(target - holdsAfter);
      log.forEach((entry, i) => {
        expect(entry.after).toBe(entry.before + entry.change);
        if (i > 0) expect(entry.before).toBe(log[i - 1]!.after);
      });
      expect(log.at(-1)!.after).toBe(await getStock(productId));
    }
    expect((await api('/dev/reconcile')).body.discrepancies).toEqual([]);
  }, 180_000);
});
